import { z } from 'zod';
import { text } from './text.schema';
import { COUPON_TYPES } from './coupon.schema';
import { courseIdSchema } from './course.schema';

export const MAX_CART_ITEMS = 20;

export const cartQuoteBodySchema = z.object({
  courseIds: z
    .array(courseIdSchema)
    .max(MAX_CART_ITEMS, `A cart holds at most ${MAX_CART_ITEMS} programs`),
  couponCode: text()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
  batches: z
    .record(courseIdSchema, z.uuid('Choose a batch from the list.'))
    .optional()
    .describe('the batch chosen for a program, by program id; others get their soonest open one'),
});
export type CartQuoteBody = z.input<typeof cartQuoteBodySchema>;

export const quoteLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: z.number().describe('list price, rupees'),
  discountedPrice: z.number().describe('sale price, rupees'),
  finalPrice: z
    .number()
    .describe('what this line costs after the coupon, rupees; lines add up to the total'),
  batch: z
    .object({ id: z.string(), name: z.string(), startDate: z.string(), seatsLeft: z.number() })
    .nullable()
    .optional()
    .describe('the batch a checkout now would take a seat in; null when none has a seat'),
  batchNotice: z
    .string()
    .nullable()
    .optional()
    .describe('why the chosen batch cannot be had (full, closed), naming the one offered instead'),
});

export const quoteCouponSchema = z.object({
  couponCode: z.string(),
  validated: z.boolean(),
  type: z.enum(COUPON_TYPES).nullable(),
  percentage: z.number(),
  discount: z.number().describe('rupees the coupon takes off'),
  message: z.string(),
});

export const cartQuoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  totalPrice: z.number().describe('sum of list prices, rupees'),
  totalDiscountedPrice: z.number().describe('what the learner pays, rupees'),
  discount: z.number().describe('totalPrice - totalDiscountedPrice, rupees'),
  currency: z.literal('INR'),
  coupon: quoteCouponSchema.nullable(),
  droppedIds: z.array(z.string()),
  message: z.string(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;

export const cartChangeBodySchema = z.object({
  userId: text().trim().min(1).max(254).describe("the caller's e-mail or id"),
  courseId: courseIdSchema,
});

export const cartMergeBodySchema = z.object({
  courseIds: z.array(courseIdSchema).max(MAX_CART_ITEMS),
});

/** A server cart as the spec's sales console reads it. */
export const serverCartSchema = z.object({
  userId: z.string().describe('the owner e-mail'),
  courses: z.array(z.object({ _id: z.string(), name: z.string(), price: z.number() })),
  paidFor: z.boolean(),
  totalPrice: z.number(),
  totalDiscountedPrice: z.number(),
  updatedAt: z.string(),
});
export type ServerCart = z.infer<typeof serverCartSchema>;
