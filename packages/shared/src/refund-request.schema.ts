import { z } from 'zod';
import { text } from './text.schema';
import { staffPaging } from './sales.schema';

/** Refunds by the published policy (issue 26): the learner asks, the policy prices, ADMIN decides. */

export const REFUND_REQUEST_STATUSES = ['open', 'approved', 'rejected'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** Why staff approve (or ADMIN refunds without a request). */
export const REFUND_REASON_CODES = [
  'policy',
  'batch_cancelled',
  'goodwill',
  'duplicate',
  'other',
] as const;
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number];
export const REFUND_REASON_LABELS: Record<RefundReasonCode, string> = {
  policy: 'As the policy gives',
  batch_cancelled: 'Batch cancelled by Kaksha',
  goodwill: 'Goodwill (exception to the policy)',
  duplicate: 'Paid twice',
  other: 'Other',
};

/** The policy's rules, by name; `ruleText` says each in words (the same words as /policy). */
export const REFUND_RULES_IDS = [
  'full_before_start',
  'half_within_week',
  'half_early_low_attendance',
  'none_attended_too_much',
  'none_too_late',
  'none_discounted',
  'none_nothing_left',
  'full_batch_cancelled',
] as const;
export type RefundRuleId = (typeof REFUND_RULES_IDS)[number];

export const REFUND_MESSAGES = {
  notYours: 'Order not found',
  notPaid: 'Only a paid order can be refunded.',
  alreadyOpen: 'You already asked for a refund of this order. We will e-mail you our decision.',
  notOpen: 'This refund request has already been decided.',
  tooMuch: 'The amount is more than what is left to refund on this order.',
  noPayment: 'This order was not paid through the payment gateway, so there is nothing to refund.',
  reasonNeeded: 'Tell us why you are cancelling (at least 5 characters).',
  decisionNeeded: 'Give a reason for the decision (at least 5 characters).',
} as const;

export const refundQuoteSchema = z.object({
  amountPaise: z.number().int(),
  rule: z.enum(REFUND_RULES_IDS),
  ruleText: z.string(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  batchStartsAt: z.string().nullable(),
  /** Present over sessions held, 0–1; null before the first session. */
  attendanceShare: z.number().nullable(),
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const refundRequestBodySchema = z
  .object({ reason: text().trim().min(5, REFUND_MESSAGES.reasonNeeded).max(1000) })
  .strict();

export const refundRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The approved amount once approved; until then what the policy gave. */
  amountPaise: z.number().int(),
  policyAmountPaise: z.number().int(),
  policyRule: z.enum(REFUND_RULES_IDS),
  status: z.enum(REFUND_REQUEST_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionCode: z.enum(REFUND_REASON_CODES).nullable(),
  decisionNote: z.string().nullable(),
  /** The money's way back once approved. */
  refundStatus: z.enum(['pending', 'processed', 'failed']).nullable(),
});
export type RefundRequestView = z.infer<typeof refundRequestSchema>;

/** The staff queue: the request with what deciding it needs. */
export const refundQueueItemSchema = refundRequestSchema.extend({
  learnerName: z.string(),
  learnerEmail: z.string(),
  courseNames: z.array(z.string()),
  batchName: z.string().nullable(),
  batchStartsAt: z.string().nullable(),
  attendanceShare: z.number().nullable(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  providerPaymentId: z.string().nullable(),
  refundError: z.string().nullable(),
});
export type RefundQueueItem = z.infer<typeof refundQueueItemSchema>;
export const refundQueueSchema = z.array(refundQueueItemSchema);

export const refundQueueQuerySchema = z.object({
  /** `failed`: approved requests whose refund the provider refused. */
  status: z.enum([...REFUND_REQUEST_STATUSES, 'failed']).optional(),
  ...staffPaging,
});
export type RefundQueueQuery = z.infer<typeof refundQueueQuerySchema>;

export const refundApproveBodySchema = z
  .object({
    amountPaise: z
      .number({ error: 'The amount is a whole number of paise.' })
      .int('The amount is a whole number of paise.')
      .min(1, 'The amount must be at least 1 paisa.'),
    reason: z.enum(REFUND_REASON_CODES, 'Choose a reason.'),
    note: text().trim().max(500).optional(),
  })
  .strict();
export type RefundApproveBody = z.infer<typeof refundApproveBodySchema>;

export const refundRejectBodySchema = z
  .object({ reason: text().trim().min(5, REFUND_MESSAGES.decisionNeeded).max(500) })
  .strict();

/** ADMIN refunds an order without a request (a batch Kaksha cancelled: in full). */
export const staffOrderRefundBodySchema = refundApproveBodySchema;

/** Each policy rule in words: the refund quote, the staff queue and /policy say the same. */
export const REFUND_RULES_TEXT: Record<RefundRuleId, string> = {
  full_before_start:
    'You are cancelling 7 or more days before your batch starts, so the policy gives a full refund.',
  half_within_week:
    'You are cancelling within 7 days of your batch’s start, so the policy gives 50% of the fee, subject to review.',
  half_early_low_attendance:
    'Your batch started less than 14 days ago and you have attended under 10% of its sessions, so the policy gives 50% of the fee, subject to review.',
  none_attended_too_much:
    'You have attended 10% or more of your batch’s sessions, so the policy gives no refund. You can still ask; we review every request.',
  none_too_late:
    'Your batch started more than 14 days ago, so the policy gives no refund. You can still ask; we review every request.',
  none_discounted:
    'This purchase used a coupon (a discount or special offer), which the policy makes non-refundable. You can still ask; we review every request.',
  none_nothing_left: 'This order has already been refunded in full.',
  full_batch_cancelled: 'Kaksha cancelled your batch, so you get a full refund.',
};

/**
 * The live-program refund policy's numbers, in one place: the API prices refunds with them
 * (modules/refund-requests/refund-policy.ts) and /policy is written from them.
 */
export const LIVE_REFUND_POLICY = {
  fullRefundDaysBeforeStart: 7,
  lateCancellationPercent: 50,
  afterStartWindowDays: { from: 7, to: 14 },
  afterStartMaxAccessedPercent: 10,
} as const;
