import { z } from 'zod';
import { ageStatementSchema } from './consent.schema';
import { text } from './text.schema';
import { PHONE_PATTERN } from './auth.messages';
import { courseIdSchema } from './course.schema';
import { MAX_CART_ITEMS } from './cart.schema';
import { billingSchema } from './gst';
import { documentLinkSchema } from './invoice.schema';
import { ORDER_STATUS_VALUES } from './order-status';
import { refundRequestSchema } from './refund-request.schema';

export const PAYMENT_MESSAGES = {
  success: 'Your Payment was successfull!',
  unsuccessful: 'Your Payment was unsuccessful !',
  completeDetails: 'Complete the details before proceeding to payment.',
  unsavedTitle: 'Unsaved Changes',
  unsavedBody: 'Please save your changes before completing the payment.',
  invalidPhone: 'Invalid phone number.',
  alreadyEnrolled: 'You are already enrolled in',
  refundStarted: 'You were already enrolled in',
  batchFilled: 'Every seat of the batch was taken before your payment arrived for',
  badSignature:
    'The payment could not be verified. If money left your account, it will be refunded.',
  notCaptured: 'The payment has not been completed.',
  failedRecorded: 'Payment failed. You can try again.',
  providerDown: 'The payment service is not answering. Please try again in a minute.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order.',
} as const;

/** The spec's payment request; prices in it, if any, are ignored: the server prices by id. */
export const paymentRequestSchema = z.object({
  utr: text().max(100).optional(),
  mobileNumber: text().trim().regex(PHONE_PATTERN, PAYMENT_MESSAGES.invalidPhone),
  userId: text().max(254).optional(),
  paymentId: text().max(100).optional(),
  modeOfPayment: text().max(50).optional(),
  selectedCourses: z
    // Only the ids count (the server prices them); the rest of the spec's cart items is dropped.
    // A line may name the batch it buys a seat in; without one, the program's next open batch.
    .array(
      z.object({
        id: courseIdSchema,
        batchId: z.uuid('Choose a batch from the list.').optional(),
      }),
    )
    .min(1, 'Add a program to your cart first.')
    .max(MAX_CART_ITEMS),
  couponCode: text()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Who the tax invoice is made out to; without it the place of supply is the seller's state. */
  billing: billingSchema.optional(),
  /** The unticked "Send me reminders and offers" box at checkout (issue 27). */
  marketingConsent: z.boolean().optional(),
  /** The age question: `minor` stops every marketing e-mail to the learner. */
  ageStatement: ageStatementSchema.optional(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

export const paymentAmountParamsSchema = z.object({
  amountInPaise: z.coerce
    .number({ error: 'The amount must be a whole number of paise.' })
    .int('The amount must be a whole number of paise.')
    .min(0)
    .max(100_000_000),
});

export const paymentOrderSchema = z.object({
  amount: z.number().describe('paise, as the server priced it'),
  orderId: z
    .string()
    .describe("the provider's order id (for checkout), or ours when nothing is due"),
  currency: z.literal('INR'),
  keyId: z.string(),
  priceChanged: z.boolean().describe('the amount in the path differed from the server price'),
  status: z.enum(['created', 'paid']),
  checkoutScript: z.string().describe('the checkout.js to load: Razorpay, or the sandbox'),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentSuccessBodySchema = z.object({
  orderId: text().trim().min(1).max(100),
  paymentId: text().trim().min(1).max(100),
  mobileNumber: text().max(20).optional(),
  signature: text().trim().max(200).optional(),
});

export const paymentFailBodySchema = z.object({
  orderId: text().trim().min(1).max(100),
  paymentId: text().max(100).optional().nullable(),
  description: text().max(1000).optional().nullable(),
  reason: text().max(200).optional().nullable(),
  source: text().max(200).optional().nullable(),
  step: text().max(200).optional().nullable(),
});

export { ORDER_STATUS_VALUES, type OrderStatusValue } from './order-status';

/** A refund of a capture for programs the learner already owned. */
export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().describe('rupees'),
  courseIds: z.array(z.string()),
  reason: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const paymentResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  courseIds: z.array(z.string()).describe('the programs this order enrolled the learner in'),
  refund: refundSchema
    .nullable()
    .optional()
    .describe('money given back for programs the learner already owned'),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const enrolmentsSchema = z.object({
  programs: z.array(
    z.object({
      courseId: z.string(),
      name: z.string(),
      image: z.string(),
      enrolledAt: z.string(),
      orderId: z.string(),
      /** The batch the learner is placed in (null for an enrolment not yet placed). */
      batchId: z.string().nullable(),
      batchName: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      providerOrderId: z.string().nullable(),
      status: z.enum(ORDER_STATUS_VALUES),
      amount: z.number().describe('rupees'),
      listTotal: z.number().describe('rupees'),
      couponCode: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      items: z.array(z.object({ courseId: z.string(), name: z.string(), price: z.number() })),
      refunds: z.array(refundSchema),
      /** The GST tax invoice, once the order is paid. */
      invoice: documentLinkSchema.nullable(),
      /** One per refund processed against the invoice. */
      creditNotes: z.array(documentLinkSchema),
      /** The learner's latest refund request on this order, if any. */
      refundRequest: refundRequestSchema.nullable(),
      /** Paid, something left to refund, and no request open. */
      canRequestRefund: z.boolean(),
    }),
  ),
});
export type Enrolments = z.infer<typeof enrolmentsSchema>;

/** Refunds for staff (SALES, ADMIN), newest first. */
export const staffRefundSchema = refundSchema.extend({
  orderId: z.string(),
  providerPaymentId: z.string(),
  providerRefundId: z.string().nullable(),
  userEmail: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export const staffRefundListSchema = z.array(staffRefundSchema);
export const refundListQuerySchema = z.object({
  status: z.enum(['pending', 'processed', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
