import { LIVE_REFUND_POLICY, REFUND_RULES_TEXT, type RefundRuleId } from '@kaksha/shared';

/**
 * The published refund policy for live programs (/policy#refunds) as one table. Read it top to
 * bottom; the first row that applies decides. Where the text is ambiguous the interpretation is
 * written back into the policy page (REFUND_RULES_TEXT, shared with the web):
 * - "the start date" is the batch's first session (its start date at 00:00 IST before sessions exist);
 * - "within 7 days of the start date" means less than 7 × 24 hours before it;
 * - the 10% access test applies from the start to 14 days after it (the text names 7–14 days; the
 *   first week after the start is read the same way, not more strictly), and what it gives is the
 *   late-cancellation share (50%);
 * - "accessed" is the learner's attendance share: sessions marked present over sessions held;
 * - "discounted or special offer" means a coupon was applied (the catalogue's standing price is
 *   the price, not an offer); such a purchase gets nothing by the policy, though staff may approve
 *   an exception with a reason;
 * - a batch Kaksha cancels is refunded in full whatever else applies.
 * Shares apply to what is left to refund (paid less any refund already made), floored to the paisa.
 */
export type RefundPolicyInput = {
  now: Date;
  batchStartsAt: Date | null;
  isBatchCancelled: boolean;
  /** 0–1; null before any session was held. */
  attendanceShare: number | null;
  hasCoupon: boolean;
  paidPaise: number;
  refundedPaise: number;
};

export const POLICY = {
  fullRefundDaysBeforeStart: LIVE_REFUND_POLICY.fullRefundDaysBeforeStart,
  lateCancellationPercent: LIVE_REFUND_POLICY.lateCancellationPercent,
  afterStartWindowDays: LIVE_REFUND_POLICY.afterStartWindowDays.to,
  maxAccessedShare: LIVE_REFUND_POLICY.afterStartMaxAccessedPercent / 100,
} as const;

const DAY_MS = 86_400_000;

export function quoteRefund(input: RefundPolicyInput): {
  amountPaise: number;
  rule: RefundRuleId;
  ruleText: string;
} {
  const left = Math.max(input.paidPaise - input.refundedPaise, 0);
  const give = (rule: RefundRuleId, percent: number) => ({
    amountPaise: Math.floor((left * percent) / 100),
    rule,
    ruleText: REFUND_RULES_TEXT[rule],
  });
  if (left === 0) return give('none_nothing_left', 0);
  if (input.isBatchCancelled) return give('full_batch_cancelled', 100);
  if (input.hasCoupon) return give('none_discounted', 0);
  // An order from before batches has no start: read as started long ago only if nothing says otherwise.
  if (!input.batchStartsAt) return give('none_too_late', 0);
  const untilStart = input.batchStartsAt.getTime() - input.now.getTime();
  if (untilStart >= POLICY.fullRefundDaysBeforeStart * DAY_MS)
    return give('full_before_start', 100);
  if (untilStart > 0) return give('half_within_week', POLICY.lateCancellationPercent);
  if (-untilStart > POLICY.afterStartWindowDays * DAY_MS) return give('none_too_late', 0);
  if ((input.attendanceShare ?? 0) < POLICY.maxAccessedShare)
    return give('half_early_low_attendance', POLICY.lateCancellationPercent);
  return give('none_attended_too_much', 0);
}
