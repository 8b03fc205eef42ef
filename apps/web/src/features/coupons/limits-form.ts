import { z } from 'zod';
import {
  COUPON_MESSAGES,
  COUPON_USES_MAX,
  toEventInstant,
  toLocalInputValue,
} from '@kaksha/shared';
import type { Coupon, CouponPatch } from '@kaksha/shared';

// The limits the coupon engine applies (validity window, total and per-learner caps, minimum
// order, programs, active), as the manage and generate forms hold them: strings from the inputs,
// the window as `datetime-local` wall-clock time in India.

export const COUPON_TIME_ZONE = 'Asia/Kolkata';
const MIN_ORDER_MAX = 1_000_000;

export const LIMIT_MESSAGES = {
  dateInvalid: 'Enter a date and time',
  usesWhole: 'Enter a whole number of at least 1',
  minOrderInvalid: 'Enter an amount in rupees, at most 2 decimal places',
  minOrderTooHigh: 'The minimum order can be at most ₹1,000,000',
} as const;

export interface LimitsValues {
  validFrom: string;
  validTo: string;
  maxUses: string;
  perUserLimit: string;
  minOrderValue: string;
  /** Checked programs; none means every program. */
  courseIds: string[];
  isActive: boolean;
}

export const EMPTY_LIMITS: LimitsValues = {
  validFrom: '',
  validTo: '',
  maxUses: '',
  perUserLimit: '',
  minOrderValue: '',
  courseIds: [],
  isActive: true,
};

const optionalDate = z
  .string()
  .refine((v) => v.trim() === '' || toEventInstant(v.trim(), COUPON_TIME_ZONE) !== null, {
    message: LIMIT_MESSAGES.dateInvalid,
  });

const optionalUses = z
  .string()
  .refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1), {
    message: LIMIT_MESSAGES.usesWhole,
  })
  .refine((v) => v.trim() === '' || Number(v) <= COUPON_USES_MAX, {
    message: COUPON_MESSAGES.usesTooHigh,
  });

export const limitsShape = {
  validFrom: optionalDate,
  validTo: optionalDate,
  maxUses: optionalUses,
  perUserLimit: optionalUses,
  minOrderValue: z
    .string()
    .refine((v) => v.trim() === '' || /^\d+(\.\d{1,2})?$/.test(v.trim()), {
      message: LIMIT_MESSAGES.minOrderInvalid,
    })
    .refine((v) => v.trim() === '' || Number(v) <= MIN_ORDER_MAX, {
      message: LIMIT_MESSAGES.minOrderTooHigh,
    }),
  courseIds: z.array(z.string()),
  isActive: z.boolean(),
};

/** The window must end after it starts (checked on the whole form, reported on `validTo`). */
export function checkWindow(
  values: Pick<LimitsValues, 'validFrom' | 'validTo'>,
  ctx: z.RefinementCtx,
) {
  const from = toInstant(values.validFrom);
  const to = toInstant(values.validTo);
  if (from && to && to.getTime() <= from.getTime()) {
    ctx.addIssue({ code: 'custom', message: COUPON_MESSAGES.windowOrder, path: ['validTo'] });
  }
}

export const limitsFormSchema = z.object(limitsShape).superRefine(checkWindow);

function toInstant(value: string): Date | null {
  return value.trim() ? toEventInstant(value.trim(), COUPON_TIME_ZONE) : null;
}

const toNumberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The limits as the API takes them: ISO instants, numbers, null for "no limit". */
export interface LimitFields {
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  perUserLimit: number | null;
  minOrderValue: number | null;
  courseIds: string[] | null;
  isActive: boolean;
}

export function toLimitFields(values: LimitsValues): LimitFields {
  return {
    validFrom: toInstant(values.validFrom)?.toISOString() ?? null,
    validTo: toInstant(values.validTo)?.toISOString() ?? null,
    maxUses: toNumberOrNull(values.maxUses),
    perUserLimit: toNumberOrNull(values.perUserLimit),
    minOrderValue: toNumberOrNull(values.minOrderValue),
    courseIds: values.courseIds.length > 0 ? [...values.courseIds].sort() : null,
    isActive: values.isActive,
  };
}

/** A coupon's limits as the form starts: its window in Indian time. */
export function couponToLimits(coupon: Coupon): LimitsValues {
  const local = (iso: string | null) => (iso ? toLocalInputValue(iso, COUPON_TIME_ZONE) : '');
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    validFrom: local(coupon.validFrom),
    validTo: local(coupon.validTo),
    maxUses: text(coupon.maxUses),
    perUserLimit: text(coupon.perUserLimit),
    minOrderValue: text(coupon.minOrderValue),
    courseIds: coupon.courseIds ?? [],
    isActive: coupon.isActive,
  };
}

/** Only what changed, so the audit log shows what the manager meant to change. */
export function buildCouponPatch(original: LimitsValues, edited: LimitsValues): CouponPatch {
  const before = toLimitFields(original);
  const after = toLimitFields(edited);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof LimitFields>) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) patch[key] = after[key];
  }
  return patch as CouponPatch;
}

/** The limits for a new coupon (bulk generate): set ones only, so the server's defaults stay. */
export function setLimitFields(values: LimitsValues): Partial<LimitFields> {
  return Object.fromEntries(
    Object.entries(toLimitFields(values)).filter(([, value]) => value !== null),
  ) as Partial<LimitFields>;
}
