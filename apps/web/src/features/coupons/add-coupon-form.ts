import { z } from 'zod';
import { COUPON_MESSAGES, COUPON_TYPES, couponInputSchema } from '@kaksha/shared';
import type { CouponInput, CouponType } from '@kaksha/shared';

// The add-coupon form (spec §5.6): the values as the inputs hold them, checked with the shared
// coupon rules (the server applies the same ones) plus the page's own duplicate check.

export interface AddCouponValues {
  couponCode: string;
  type: CouponType;
  /**
   * The discount as typed; ignored for free shipping, which always sends 0 (its input is disabled,
   * and the form library reads a disabled input as undefined).
   */
  percentage?: string;
}

export const EMPTY_ADD_COUPON: AddCouponValues = {
  couponCode: '',
  type: 'percentage',
  percentage: '',
};

/** What POST /v1.5/coupons receives: the code upper-cased, free shipping as 0. */
export function toCouponInput(values: AddCouponValues): CouponInput {
  return {
    couponCode: values.couponCode.trim().toUpperCase(),
    type: values.type,
    percentage: values.type === 'free-shipping' ? 0 : Number(values.percentage?.trim() || 0),
  };
}

/** Submit stays disabled while the code is empty or (but for free shipping) the discount is not positive. */
export function canSubmitCoupon(values: Partial<AddCouponValues>): boolean {
  if (!values.couponCode?.trim()) return false;
  if (values.type === 'free-shipping') return true;
  return Number(values.percentage) > 0;
}

/**
 * The add form's schema: the shared rules, reported one message per field (the first, as the spec
 * lists them), and no code the page already lists, in any case.
 */
export function addCouponFormSchema(existingCodes: ReadonlySet<string>) {
  return z
    .object({
      couponCode: z.string(),
      type: z.enum(COUPON_TYPES),
      percentage: z.string().optional(),
    })
    .superRefine((values, ctx) => {
      const reported = new Set<string>();
      const checked = couponInputSchema.safeParse(toCouponInput(values));
      for (const issue of checked.success ? [] : checked.error.issues) {
        const field = String(issue.path[0] ?? 'couponCode');
        if (reported.has(field)) continue;
        reported.add(field);
        ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
      }
      const code = values.couponCode.trim().toUpperCase();
      if (!reported.has('couponCode') && existingCodes.has(code)) {
        ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.codeTaken, path: ['couponCode'] });
      }
    });
}
