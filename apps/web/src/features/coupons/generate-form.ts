import { z } from 'zod';
import { COUPON_TYPES, GENERATE_COUNT_MAX, couponInputSchema } from '@kaksha/shared';
import type { CouponGenerate, CouponType } from '@kaksha/shared';
import { EMPTY_LIMITS, checkWindow, limitsShape, setLimitFields } from './limits-form';
import type { LimitsValues } from './limits-form';

// The generate form: how many random codes, their prefix and length, and the one rule they share
// (type, discount, limits), checked with the shared coupon rules before it is sent.

export interface GenerateValues extends LimitsValues {
  count: string;
  prefix: string;
  length: string;
  type: CouponType;
  /** Undefined while disabled (free shipping). */
  percentage?: string;
}

export const EMPTY_GENERATE: GenerateValues = {
  ...EMPTY_LIMITS,
  count: '10',
  prefix: '',
  length: '8',
  type: 'percentage',
  percentage: '',
};

export const GENERATE_MESSAGES = {
  count: `Generate between 1 and ${GENERATE_COUNT_MAX} codes`,
  prefix: 'The prefix may use letters and digits only, at most 12',
  length: 'The random part has 6 to 16 characters',
} as const;

const wholeIn = (min: number, max: number) => (v: string) =>
  /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max;

function discountOf(values: Pick<GenerateValues, 'type' | 'percentage'>): number {
  return values.type === 'free-shipping' ? 0 : Number(values.percentage?.trim() || 0);
}

export const generateFormSchema = z
  .object({
    ...limitsShape,
    count: z.string().refine(wholeIn(1, GENERATE_COUNT_MAX), { message: GENERATE_MESSAGES.count }),
    prefix: z.string().regex(/^[A-Za-z0-9]{0,12}$/, GENERATE_MESSAGES.prefix),
    length: z.string().refine(wholeIn(6, 16), { message: GENERATE_MESSAGES.length }),
    type: z.enum(COUPON_TYPES),
    percentage: z.string().optional(),
  })
  .superRefine((values, ctx) => {
    checkWindow(values, ctx);
    // The discount rules of one coupon (the code is made by the server, so any valid one will do).
    const checked = couponInputSchema.safeParse({
      couponCode: 'GENERATED',
      type: values.type,
      percentage: discountOf(values),
    });
    const issue = checked.success
      ? undefined
      : checked.error.issues.find((i) => i.path[0] === 'percentage');
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: ['percentage'] });
  });

/** The body of POST /v1.5/coupons/generate. */
export function toGenerateBody(values: GenerateValues): CouponGenerate {
  const limits = setLimitFields(values);
  return {
    count: Number(values.count),
    prefix: values.prefix.trim().toUpperCase(),
    length: Number(values.length),
    rule: { type: values.type, percentage: discountOf(values), ...limits },
  };
}
