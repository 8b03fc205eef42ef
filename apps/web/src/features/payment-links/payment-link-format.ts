import { istDate } from '@kaksha/shared';
import type { PublicBatch } from '@kaksha/shared';
import { formatIstDay, formatIstDayTime } from '../../lib/ist-dates';

// How the payment links pages word times and batches: India Standard Time whatever the reader's
// own zone, as the refunds queue does.

/** An instant in IST: 'Sat, 6 Mar 2027, 10:00 IST'; '—' when there is none. */
export function formatLinkTime(instant: string | null): string {
  if (!instant) return '—';
  if (Number.isNaN(Date.parse(instant))) return instant;
  return formatIstDayTime(instant);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A batch's first day in IST: '2027-03-06' (or an instant) -> 'Sat, 6 Mar 2027'. */
export function formatStartDay(start: string): string {
  if (CALENDAR_DAY.test(start)) return formatIstDay(start);
  if (Number.isNaN(Date.parse(start))) return start;
  return formatIstDay(istDate(start));
}

/** '12 seats left', '1 seat left', 'full'. */
export function seatsLeftText(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'full';
  return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

/** A batch as its choice reads: 'June weekend, starts Sat, 6 Jun 2027 (12 seats left)'. */
export function batchChoiceLabel(batch: Pick<PublicBatch, 'name' | 'startDate' | 'seatsLeft'>) {
  return `${batch.name}, starts ${formatStartDay(batch.startDate)} (${seatsLeftText(batch.seatsLeft)})`;
}

/** The soonest batch with a seat (the list comes soonest first), the default choice. */
export function soonestWithSeat<T extends Pick<PublicBatch, 'id' | 'seatsLeft'>>(
  batches: readonly T[],
): T | undefined {
  return batches.find((batch) => batch.seatsLeft > 0);
}
