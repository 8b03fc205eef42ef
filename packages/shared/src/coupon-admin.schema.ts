import { z } from 'zod';
import { COUPON_MESSAGES, COUPON_USES_MAX, couponSchema, type CouponInput } from './coupon.schema';
import { jsonValue, text } from './text.schema';
import { staffPaging } from './sales.schema';

export const COUPON_ADMIN_MESSAGES = {
  updateSuccess: 'Coupon updated successfully!',
  updateFailed: 'Failed to update coupon!',
  limitBelowUses: 'The limit cannot be below the uses already made',
  generateSuccess: 'Coupons generated successfully!',
  generateFailed: 'Failed to generate coupons!',
  importEmpty: 'The file has no coupon rows.',
  importTooMany: 'Import at most 500 coupons at a time.',
  readOnly: 'Your role can view coupons but not change them.',
  noRedemptions: 'This coupon has not been used yet.',
} as const;

const isoDate = z.iso.datetime({ offset: true });
const uses = z.number().int().positive().max(COUPON_USES_MAX, COUPON_MESSAGES.usesTooHigh);

/**
 * `PATCH /v1.5/coupons/:id` (application/json, a partial object): the limits the engine applies.
 * The code, type and discount are fixed once made (orders already priced with them); null clears
 * a limit, an absent field keeps it.
 */
export const couponPatchSchema = z
  .object({
    validFrom: isoDate.nullable().optional(),
    validTo: isoDate.nullable().optional(),
    maxUses: uses.nullable().optional(),
    perUserLimit: uses.nullable().optional(),
    minOrderValue: z.number().nonnegative().max(1_000_000).nullable().optional().describe('rupees'),
    courseIds: z.array(text().trim().min(1).max(64)).max(50).nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });
export type CouponPatch = z.output<typeof couponPatchSchema>;

/** One use of a coupon by an order, for `GET /v1.5/coupons/:id/redemptions`. */
export const couponRedemptionSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['reserved', 'confirmed', 'released']),
  /** What the order charged (rupees) and the list total it was taken from. */
  amount: z.number(),
  listTotal: z.number(),
  createdAt: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;
export const couponRedemptionListSchema = z.array(couponRedemptionSchema);
/** `GET /v1.5/coupons/{id}/redemptions?cursor=&limit=`: newest first, paged like every staff list. */
export const couponRedemptionQuerySchema = z.object(staffPaging);

/**
 * `POST /v1.5/coupons/bulk`: the spec's client sends a shape it does not show; both a bare array of
 * coupons and `{ coupons: [...] }` are accepted. Rows are checked one by one with couponInputSchema.
 */
export const bulkCouponsBodySchema = z
  .union([
    z.array(jsonValue()).min(1).max(500),
    z.object({ coupons: z.array(jsonValue()).min(1).max(500) }),
  ])
  .transform((body) => (Array.isArray(body) ? body : body.coupons));

/** One refused row of a bulk import: its index in the body (0-based), the field and why. */
export const bulkRowErrorSchema = z.object({
  index: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const GENERATE_COUNT_MAX = 500;

/**
 * `POST /v1.5/coupons/generate`: `count` random codes (PREFIX-XXXXXXXX, unambiguous letters and
 * digits) sharing one rule (the fields of a coupon but its code).
 */
export const couponGenerateSchema = z.object({
  count: z.number().int().min(1).max(GENERATE_COUNT_MAX),
  prefix: text()
    .trim()
    .max(12)
    .regex(/^[A-Za-z0-9]*$/, 'The prefix may use letters and digits only')
    .transform((p) => p.toUpperCase())
    .default(''),
  length: z.number().int().min(6).max(16).default(8),
  /** The coupon fields but its code; checked with couponInputSchema for each generated code. */
  rule: z.record(text().max(32), jsonValue()),
});
export type CouponGenerate = Omit<z.input<typeof couponGenerateSchema>, 'rule'> & {
  rule: Omit<CouponInput, 'couponCode'>;
};

export const couponListResponseSchema = z.array(couponSchema);
