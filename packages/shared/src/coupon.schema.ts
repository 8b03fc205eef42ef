import { z } from 'zod';
import { text } from './text.schema';

export const COUPON_TYPES = ['percentage', 'fixed', 'free-shipping', 'bogo', 'seasonal'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Labels of spec §3; an unknown type is displayed as percentage. */
export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  percentage: 'Percentage',
  fixed: 'Fixed Amount',
  'free-shipping': 'Free Shipping',
  bogo: 'Buy One Get One',
  seasonal: 'Seasonal',
};

export function couponTypeLabel(type: string): string {
  return (COUPON_TYPE_LABELS as Record<string, string>)[type] ?? COUPON_TYPE_LABELS.percentage;
}

export const COUPON_MESSAGES = {
  codeRequired: 'Coupon code is required',
  codeShort: 'Coupon code must be at least 3 characters',
  codeLong: 'Coupon code must be at most 32 characters',
  codeCharacters: 'Coupon code may use letters, digits, - and _ only',
  codeTaken: 'This coupon code already exists',
  discountPositive: 'Discount must be greater than 0',
  percentageTooHigh: 'Percentage discount cannot exceed 100%',
  percentTooHigh: 'Discount cannot exceed 100%',
  fixedTooHigh: 'Fixed discount seems too high',
  wholeNumber: 'Discount must be a whole number',
  twoDecimals: 'Fixed discount can have at most 2 decimal places',
  windowOrder: 'The coupon must end after it starts',
  usesTooHigh: 'A coupon can be limited to at most 1,000,000 uses',
  enterCode: 'Please enter a coupon code.',
  invalid: 'Invalid coupon code',
  applied: 'Coupon applied successfully!',
  expired: 'This coupon has expired.',
  notYetValid: 'This coupon is not valid yet.',
  outOfSeason: 'This seasonal coupon is not valid at this time.',
  usedUp: 'This coupon has been fully used.',
  perUserUsedUp: 'You have already used this coupon.',
  inactive: 'This coupon is no longer active.',
  outOfScope: 'This coupon does not apply to the programs in your cart.',
  needsTwo: 'Add at least two programs to use this Buy One Get One coupon.',
  freeShipping:
    'Free shipping applied: online programs have no delivery charge, so there is no discount to apply.',
  emptyCart: 'Add a program to your cart to apply a coupon.',
  tooManyTries: 'Too many coupon attempts. Please wait a minute and try again.',
  addFailed: 'Failed to add coupon!',
  addSuccess: 'Coupon added successfully!',
  removeFailed: 'Failed to remove coupon!',
  removeSuccess: 'Coupon removed successfully!',
  listFailed: 'Failed to fetch coupons!',
  bulkFailed: 'Failed to add coupons!',
  bulkSuccess: 'Coupons added successfully!',
  loadFailed: 'Failed to load coupons. Please try again later.',
} as const;

export const FIXED_DISCOUNT_MAX = 1000;
export const PERCENT_MAX = 100;
export const COUPON_CODE_MIN = 3;
export const COUPON_USES_MAX = 1_000_000;

/** The discount input's bounds of spec §5.6: max 100 for percent types, 1000 otherwise; step 0.01 for fixed. */
export function couponInputBounds(type: CouponType): { max: number; step: number } {
  const isPercent = type === 'percentage' || type === 'seasonal' || type === 'bogo';
  return {
    max: isPercent ? PERCENT_MAX : FIXED_DISCOUNT_MAX,
    step: type === 'fixed' ? 0.01 : 1,
  };
}

const isoDate = z.iso.datetime({ offset: true });

/** A coupon as staff create it (spec §5.6, plus the limits every real shop needs). */
export const couponInputSchema = z
  .object({
    couponCode: text({ error: COUPON_MESSAGES.codeRequired })
      .trim()
      .min(1, COUPON_MESSAGES.codeRequired)
      .min(COUPON_CODE_MIN, COUPON_MESSAGES.codeShort)
      .max(32, COUPON_MESSAGES.codeLong)
      .regex(/^[A-Za-z0-9_-]+$/, COUPON_MESSAGES.codeCharacters)
      .transform((code) => code.toUpperCase()),
    type: z.enum(COUPON_TYPES).default('percentage'),
    percentage: z.coerce.number({ error: COUPON_MESSAGES.discountPositive }).finite().default(0),
    validFrom: isoDate.nullish(),
    validTo: isoDate.nullish(),
    // Stored as 32-bit integers; no coupon is meant for more than a million uses anyway.
    maxUses: z
      .number()
      .int()
      .positive()
      .max(COUPON_USES_MAX, COUPON_MESSAGES.usesTooHigh)
      .nullish(),
    perUserLimit: z
      .number()
      .int()
      .positive()
      .max(COUPON_USES_MAX, COUPON_MESSAGES.usesTooHigh)
      .nullish(),
    minOrderValue: z.number().nonnegative().max(1_000_000).nullish().describe('rupees'),
    courseIds: z.array(text().trim().min(1).max(64)).max(50).nullish(),
    isActive: z.boolean().default(true),
  })
  .superRefine((coupon, ctx) => {
    const issue = (message: string, path = 'percentage') =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (coupon.type !== 'free-shipping') {
      if (!(coupon.percentage > 0)) issue(COUPON_MESSAGES.discountPositive);
      else if (coupon.type === 'percentage' && coupon.percentage > PERCENT_MAX)
        issue(COUPON_MESSAGES.percentageTooHigh);
      else if (coupon.type === 'fixed' && coupon.percentage > FIXED_DISCOUNT_MAX)
        issue(COUPON_MESSAGES.fixedTooHigh);
      else if (
        (coupon.type === 'bogo' || coupon.type === 'seasonal') &&
        coupon.percentage > PERCENT_MAX
      )
        issue(COUPON_MESSAGES.percentTooHigh);
      else if (
        coupon.type === 'fixed' &&
        Math.round(coupon.percentage * 100) !== Number((coupon.percentage * 100).toFixed(6))
      )
        issue(COUPON_MESSAGES.twoDecimals);
      else if (coupon.type !== 'fixed' && !Number.isInteger(coupon.percentage))
        issue(COUPON_MESSAGES.wholeNumber);
    }
    if (
      coupon.validFrom &&
      coupon.validTo &&
      Date.parse(coupon.validTo) <= Date.parse(coupon.validFrom)
    )
      issue(COUPON_MESSAGES.windowOrder, 'validTo');
  })
  // Free shipping carries no value (the form disables the field and sends 0).
  .transform((coupon) => (coupon.type === 'free-shipping' ? { ...coupon, percentage: 0 } : coupon));
export type CouponInput = z.input<typeof couponInputSchema>;
export type ValidCouponInput = z.output<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.string(),
  couponCode: z.string(),
  percentage: z.number().describe('the discount value: percent, or rupees for fixed'),
  type: z.enum(COUPON_TYPES),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  maxUses: z.number().nullable(),
  perUserLimit: z.number().nullable(),
  minOrderValue: z.number().nullable(),
  courseIds: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  usedCount: z.number(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.array(couponSchema);

export const couponValidateQuerySchema = z.object({
  couponCode: text({ error: COUPON_MESSAGES.enterCode })
    .trim()
    .min(1, COUPON_MESSAGES.enterCode)
    .max(64, COUPON_MESSAGES.invalid),
  courseIds: text()
    .max(2000)
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 20)
        : undefined,
    ),
});

/**
 * The cart's coupon form: the code is checked as the validate call checks it ('Please enter a
 * coupon code.' when blank) and sent upper-cased, as codes are stored.
 */
export const cartCouponFormSchema = z.object({
  couponCode: couponValidateQuerySchema.shape.couponCode.transform((code) => code.toUpperCase()),
});
export type CartCouponForm = z.input<typeof cartCouponFormSchema>;
export type CartCouponValues = z.output<typeof cartCouponFormSchema>;

export const couponValidationSchema = z.object({
  validated: z.boolean(),
  percentage: z.number(),
  type: z.enum(COUPON_TYPES).nullable(),
  discount: z.number().describe('rupees off the given courses, 0 when none are given'),
  message: z.string(),
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;
