import { z } from 'zod';
import {
  REFUND_MESSAGES,
  REFUND_REASON_CODES,
  refundApproveBodySchema,
  refundRejectBodySchema,
  text,
} from '@kaksha/shared';
import type { RefundApproveBody, RefundQueueItem, RefundReasonCode } from '@kaksha/shared';
import { formatInrPaise } from '../../lib/format';
import { refundablePaise } from './refund-format';

// The decision dialogs' forms: the amount as staff type it (rupees), checked here before anything
// is sent and turned into the integer paise the API takes. The server checks again (409 when the
// request was decided meanwhile, 400 when the amount is more than is left) and its reason shows
// in the dialog.

/** Plain digits, or digits grouped by commas the Indian (1,23,456) or Western (123,456) way. */
const WHOLE_RUPEES = /^(\d+|\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)$/;

/**
 * Rupees as typed ('2499.5', '₹ 1,23,456.50', '1,250') -> integer paise, without floating point;
 * undefined for anything else: more than two decimals, a comma that is not digit grouping ('12,50'
 * is not read as 1,250 or 12.50), a sign, letters.
 */
export function rupeesToPaise(input: string): number | undefined {
  const cleaned = input.trim().replace(/^₹\s*/, '');
  const [whole = '', fraction, ...rest] = cleaned.split('.');
  if (rest.length > 0 || !WHOLE_RUPEES.test(whole)) return undefined;
  if (fraction !== undefined && !/^\d{0,2}$/.test(fraction)) return undefined;
  const paise = Number(whole.replaceAll(',', '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : undefined;
}

/** Integer paise as the amount field shows it: 249950 -> '2499.50'. */
export function paiseToRupeesText(paise: number): string {
  const whole = Math.trunc(paise / 100);
  return `${whole}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
}

export const APPROVE_MESSAGES = {
  notAnAmount: 'Give the amount in rupees, e.g. 2499.50 (at most two decimals).',
  tooLittle: 'The amount must be at least ₹0.01.',
} as const;

/** The approve form as its inputs hold it. */
export interface ApproveValues {
  amount: string;
  reason: RefundReasonCode;
  note: string;
}

type ApproveLimits = Pick<RefundQueueItem, 'paidPaise' | 'refundedPaise' | 'policyAmountPaise'>;

/** The form's first values: the policy's amount (never more than is left) and reason `policy`. */
export function approveDefaults(item: ApproveLimits): ApproveValues {
  const amount = Math.min(item.policyAmountPaise, refundablePaise(item));
  return { amount: paiseToRupeesText(Math.max(amount, 0)), reason: 'policy', note: '' };
}

/**
 * The approve form for one request: an amount of at least a paisa and at most what is left to
 * refund (paid less already refunded), a reason code, and an optional note (the API asks for no
 * more; the dialog suggests one when the amount is above the policy's). Its output is the API's
 * body, checked with the shared schema.
 */
export function approveFormSchema(item: ApproveLimits) {
  const left = refundablePaise(item);
  return z
    .object({
      amount: text(),
      reason: z.enum(REFUND_REASON_CODES, 'Choose a reason.'),
      note: text().trim().max(500, 'At most 500 characters.'),
    })
    .superRefine((values, ctx) => {
      const paise = rupeesToPaise(values.amount);
      const problem = (path: keyof ApproveValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (paise === undefined) problem('amount', APPROVE_MESSAGES.notAnAmount);
      else if (paise < 1) problem('amount', APPROVE_MESSAGES.tooLittle);
      else if (paise > left)
        problem('amount', `${REFUND_MESSAGES.tooMuch} At most ${formatInrPaise(left)}.`);
    })
    .transform((values): RefundApproveBody => ({
      amountPaise: rupeesToPaise(values.amount) ?? 0,
      reason: values.reason,
      ...(values.note ? { note: values.note } : {}),
    }))
    .pipe(refundApproveBodySchema);
}

/** The reject form: the decision's reason, as the API takes it (at least 5 characters). */
export const rejectFormSchema = refundRejectBodySchema;
export interface RejectValues {
  reason: string;
}
