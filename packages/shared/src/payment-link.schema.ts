import { z } from 'zod';
import { singleLine, text } from './text.schema';
import { EMAIL_PATTERN, PHONE_PATTERN } from './auth.messages';
import { courseIdSchema } from './course.schema';
import { MAX_CART_ITEMS } from './cart.schema';
import { staffPaging } from './sales.schema';

/**
 * Payment links (issue 27): sales staff send a learner a way to pay for programs in batches, priced
 * by the server like checkout; paying it settles like any order (seat, enrolment, invoice).
 */

/** `opened` is `sent` with a recorded open (the e-mail's link goes through our server first). */
export const PAYMENT_LINK_STATUSES = [
  'created',
  'sent',
  'opened',
  'paid',
  'expired',
  'cancelled',
] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const PAYMENT_LINK_STATUS_LABELS: Record<PaymentLinkStatus, string> = {
  created: 'Created',
  sent: 'Sent',
  opened: 'Opened',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const PAYMENT_LINK_DEFAULT_DAYS = 7;
export const PAYMENT_LINK_MAX_DAYS = 30;

export const PAYMENT_LINK_MESSAGES = {
  nameNeeded: 'Enter the recipient’s name.',
  emailInvalid: 'Enter a valid e-mail address.',
  mobileInvalid: 'Enter a 10-digit mobile number.',
  programNeeded: 'Choose at least one program.',
  days: `A link is valid for 1 to ${PAYMENT_LINK_MAX_DAYS} days.`,
  notFound: 'Payment link not found',
  notOpen: 'This payment link is no longer open: it was paid, has expired or was cancelled.',
  alreadyPaid: 'This payment link has already been paid.',
  alreadyEnrolled: 'The recipient is already enrolled in',
  sent: 'Payment link sent.',
  resent: 'Payment link sent again.',
  cancelled: 'Payment link cancelled.',
} as const;

export const paymentLinkCreateSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            courseId: courseIdSchema,
            batchId: z.uuid('Choose a batch from the list.').optional(),
          })
          .strict(),
      )
      .min(1, PAYMENT_LINK_MESSAGES.programNeeded)
      .max(MAX_CART_ITEMS),
    couponCode: text()
      .trim()
      .max(64)
      .optional()
      .transform((v) => (v ? v : undefined)),
    recipient: z
      .object({
        name: singleLine('Name').trim().min(2, PAYMENT_LINK_MESSAGES.nameNeeded).max(100),
        email: text()
          .trim()
          .toLowerCase()
          .max(254, PAYMENT_LINK_MESSAGES.emailInvalid)
          .regex(EMAIL_PATTERN, PAYMENT_LINK_MESSAGES.emailInvalid),
        mobile: text().trim().regex(PHONE_PATTERN, PAYMENT_LINK_MESSAGES.mobileInvalid),
      })
      .strict(),
    expiresInDays: z
      .number(PAYMENT_LINK_MESSAGES.days)
      .int(PAYMENT_LINK_MESSAGES.days)
      .min(1, PAYMENT_LINK_MESSAGES.days)
      .max(PAYMENT_LINK_MAX_DAYS, PAYMENT_LINK_MESSAGES.days)
      .default(PAYMENT_LINK_DEFAULT_DAYS),
  })
  .strict();
export type PaymentLinkCreate = z.input<typeof paymentLinkCreateSchema>;

export const paymentLinkSchema = z.object({
  id: z.string(),
  /** What the recipient opens (our address, which records the open and sends them to the pay page). */
  url: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  sendCount: z.number().int(),
  amountPaise: z.number().int(),
  listTotalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  recipient: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  items: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      batchId: z.string().nullable(),
      batchName: z.string().nullable(),
      finalPaise: z.number().int(),
    }),
  ),
  /** Our order, once paid (the invoice and enrolment hang on it). */
  orderId: z.string(),
  createdBy: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
export const paymentLinkListSchema = z.array(paymentLinkSchema);

export const paymentLinkListQuerySchema = z.object({
  status: z.enum(PAYMENT_LINK_STATUSES).optional(),
  ...staffPaging,
});
export type PaymentLinkListQuery = z.infer<typeof paymentLinkListQuerySchema>;
