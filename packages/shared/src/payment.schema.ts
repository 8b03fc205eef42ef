import { z } from 'zod';
import { PHONE_PATTERN } from './auth.messages';
import { courseIdSchema } from './course.schema';
import { MAX_CART_ITEMS } from './cart.schema';

export const PAYMENT_MESSAGES = {
  success: 'Your Payment was successfull!',
  unsuccessful: 'Your Payment was unsuccessful !',
  completeDetails: 'Complete the details before proceeding to payment.',
  unsavedTitle: 'Unsaved Changes',
  unsavedBody: 'Please save your changes before completing the payment.',
  invalidPhone: 'Invalid phone number.',
  alreadyEnrolled: 'You are already enrolled in',
  badSignature:
    'The payment could not be verified. If money left your account, it will be refunded.',
  notCaptured: 'The payment has not been completed.',
  failedRecorded: 'Payment failed. You can try again.',
  providerDown: 'The payment service is not answering. Please try again in a minute.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order.',
} as const;

/** The spec's payment request; prices in it, if any, are ignored: the server prices by id. */
export const paymentRequestSchema = z.object({
  utr: z.string().max(100).optional(),
  mobileNumber: z.string().trim().regex(PHONE_PATTERN, PAYMENT_MESSAGES.invalidPhone),
  userId: z.string().max(254).optional(),
  paymentId: z.string().max(100).optional(),
  modeOfPayment: z.string().max(50).optional(),
  selectedCourses: z
    .array(z.object({ id: courseIdSchema }).passthrough())
    .min(1, 'Add a program to your cart first.')
    .max(MAX_CART_ITEMS),
  couponCode: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
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
  orderId: z.string().trim().min(1).max(100),
  paymentId: z.string().trim().min(1).max(100),
  mobileNumber: z.string().max(20).optional(),
  signature: z.string().trim().max(200).optional(),
});

export const paymentFailBodySchema = z.object({
  orderId: z.string().trim().min(1).max(100),
  paymentId: z.string().max(100).optional().nullable(),
  description: z.string().max(1000).optional().nullable(),
  reason: z.string().max(200).optional().nullable(),
  source: z.string().max(200).optional().nullable(),
  step: z.string().max(200).optional().nullable(),
});

export const paymentResultSchema = z.object({
  message: z.string(),
  orderId: z.string(),
  status: z.enum(['created', 'attempted', 'paid', 'failed']),
  courseIds: z.array(z.string()),
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
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      providerOrderId: z.string().nullable(),
      status: z.enum(['created', 'attempted', 'paid', 'failed']),
      amount: z.number().describe('rupees'),
      listTotal: z.number().describe('rupees'),
      couponCode: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      items: z.array(z.object({ courseId: z.string(), name: z.string(), price: z.number() })),
    }),
  ),
});
export type Enrolments = z.infer<typeof enrolmentsSchema>;
