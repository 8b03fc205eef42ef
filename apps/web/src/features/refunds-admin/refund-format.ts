import { istDate } from '@kaksha/shared';
import type { RefundQueueItem, RefundRuleId } from '@kaksha/shared';
import { formatIstDay, formatIstDayTime } from '../../lib/ist-dates';

// How the refunds queue words a request: the policy's rule in a few words, the attendance share,
// the batch's start in India Standard Time. (The learner's own pages say each rule in full,
// REFUND_RULES_TEXT; staff scanning a queue need the gist.)

/** Each policy rule as a short label: what the policy gives, and why. */
export const REFUND_RULE_LABELS: Record<RefundRuleId, string> = {
  full_before_start: 'Full: 7+ days before the start',
  half_within_week: '50%: within 7 days of the start',
  half_early_low_attendance: '50%: early, under 10% attended',
  none_attended_too_much: 'None: attended 10% or more',
  none_too_late: 'None: over 14 days after the start',
  none_discounted: 'None: bought with a coupon',
  none_nothing_left: 'None: already refunded in full',
  full_batch_cancelled: 'Full: batch cancelled by Kaksha',
};

/** 0.375 -> '38%'; null (no session held yet) -> '—'. */
export function formatAttendanceShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 100)}%`;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A batch's start in IST: a calendar day ('2031-03-01') as 'Sat, 1 Mar 2031', an instant with its
 * IST time too; '—' when the order has no batch.
 */
export function formatBatchStart(startsAt: string | null): string {
  if (!startsAt) return '—';
  if (CALENDAR_DAY.test(startsAt)) return formatIstDay(startsAt);
  if (Number.isNaN(Date.parse(startsAt))) return startsAt;
  return formatIstDay(istDate(startsAt));
}

/** When the learner asked, in IST: 'Sat, 6 Mar 2027, 10:00 IST'. */
export function formatRequestedAt(instant: string): string {
  if (Number.isNaN(Date.parse(instant))) return instant;
  return formatIstDayTime(instant);
}

/** What is left to refund on the order: paid less what was already refunded (never below 0). */
export function refundablePaise(item: Pick<RefundQueueItem, 'paidPaise' | 'refundedPaise'>) {
  return Math.max(0, item.paidPaise - item.refundedPaise);
}
