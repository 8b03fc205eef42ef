import { z } from 'zod';
import { PAYMENT_LINK_DEFAULT_DAYS, paymentLinkCreateSchema } from '@kaksha/shared';

// The send dialog's form: what its inputs hold, and the API's body after the shared schema. A
// program line left on "Choose a program" is no program (so none chosen says the schema's
// "Choose at least one program."), and a line's batch select left empty lets the server take the
// soonest batch with a seat. No price is part of it: the server prices the link.

/** What a row of the sales console knows of the person and what they wanted. */
export interface PaymentLinkPrefill {
  name?: string;
  email?: string;
  mobile?: string;
  courseIds?: readonly string[];
}

export interface PaymentLinkFormValues {
  recipient: { name: string; email: string; mobile: string };
  items: Array<{ courseId: string; batchId?: string }>;
  couponCode: string;
  expiresInDays: number;
}

/** The form's first values: the prefill (unique programs), else one empty program line. */
export function paymentLinkDefaults(prefill: PaymentLinkPrefill = {}): PaymentLinkFormValues {
  const courseIds = [...new Set(prefill.courseIds ?? [])].filter(Boolean);
  return {
    recipient: {
      name: prefill.name?.trim() ?? '',
      email: prefill.email?.trim() ?? '',
      mobile: prefill.mobile?.replace(/\D/g, '').slice(-10) ?? '',
    },
    items: courseIds.length ? courseIds.map((courseId) => ({ courseId })) : [{ courseId: '' }],
    couponCode: '',
    expiresInDays: PAYMENT_LINK_DEFAULT_DAYS,
  };
}

type Line = { courseId?: unknown; batchId?: unknown };

/** Drops program lines left empty and empty batch choices, before the shared schema reads it. */
function withoutEmptyLines(values: unknown): unknown {
  if (!values || typeof values !== 'object' || !('items' in values)) return values;
  const { items } = values as { items: unknown };
  if (!Array.isArray(items)) return values;
  return {
    ...values,
    items: (items as Line[])
      .filter((line) => typeof line?.courseId === 'string' && line.courseId !== '')
      .map(({ courseId, batchId }) => (batchId ? { courseId, batchId } : { courseId })),
  };
}

export type PaymentLinkBody = z.output<typeof paymentLinkCreateSchema>;

/** The form's schema: its output is the API's body (`paymentLinkCreateSchema`). */
export const paymentLinkFormSchema = z.preprocess(
  withoutEmptyLines,
  paymentLinkCreateSchema,
) as unknown as z.ZodType<PaymentLinkBody, PaymentLinkFormValues>;

/** The quote's inputs from the form's lines: the chosen programs, once each, and their batches. */
export function quoteInputs(items: PaymentLinkFormValues['items'] | undefined) {
  const courseIds: string[] = [];
  const batches: Record<string, string> = {};
  for (const line of items ?? []) {
    if (!line?.courseId || courseIds.includes(line.courseId)) continue;
    courseIds.push(line.courseId);
    if (line.batchId) batches[line.courseId] = line.batchId;
  }
  return { courseIds, batches };
}
