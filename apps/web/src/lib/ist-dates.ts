import { WEEKDAY_SHORT, istDate, istTime, weekdayOf } from '@kaksha/shared';

// Batch dates as the program pages and the batch console show them: India Standard Time, whatever
// the reader's own time zone, spelt the same on the server's prerender and in every browser.

const MONTH_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** An IST calendar day: '2027-03-06' -> 'Sat, 6 Mar 2027'. */
export function formatIstDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_SHORT[weekdayOf(date)]}, ${d} ${MONTH_SHORT[m - 1]} ${y}`;
}

/** An instant as its IST day and time: 'Sat, 6 Mar 2027, 10:00 IST'. */
export function formatIstDayTime(instant: string): string {
  return `${formatIstDay(istDate(instant))}, ${istTime(instant)} IST`;
}

/** A session's time of day in IST, start to end: '10:00–12:00 IST'. */
export function formatIstTimeRange(startsAt: string, durationMinutes: number): string {
  const end = new Date(Date.parse(startsAt) + durationMinutes * 60_000);
  return `${istTime(startsAt)}–${istTime(end)} IST`;
}
