import {
  toPaise,
  toRupees,
  type Coupon,
  type CouponType,
  type ValidCouponInput,
} from '@kaksha/shared';
import { displayValue } from './coupon-rules';
import type { NewCoupon } from './coupons.repository';
import type { CouponRow } from './coupons.table';

const SEASON_DAYS = 30;

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    couponCode: row.code,
    percentage: displayValue(row),
    type: row.type as CouponType,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxUses: row.maxUses,
    perUserLimit: row.perUserLimit,
    minOrderValue: row.minOrderPaise === null ? null : toRupees(row.minOrderPaise),
    courseIds: row.courseIds,
    isActive: row.isActive,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Course ids as stored: lower-cased, each once; an empty list means "every course" (null). */
export function toCourseScope(ids: readonly string[] | null | undefined): string[] | null {
  if (!ids?.length) return null;
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

export function toNewCoupon(input: ValidCouponInput, createdBy: string, now: Date): NewCoupon {
  // A seasonal coupon without dates runs for a season from today.
  const isSeasonal = input.type === 'seasonal';
  const validFrom = input.validFrom ? new Date(input.validFrom) : isSeasonal ? now : null;
  const validTo = input.validTo
    ? new Date(input.validTo)
    : isSeasonal
      ? new Date(now.getTime() + SEASON_DAYS * 86_400_000)
      : null;
  return {
    code: input.couponCode,
    type: input.type,
    valueHundredths: Math.round(input.percentage * 100),
    validFrom,
    validTo,
    maxUses: input.maxUses ?? null,
    perUserLimit: input.perUserLimit ?? null,
    minOrderPaise: input.minOrderValue == null ? null : toPaise(input.minOrderValue),
    courseIds: toCourseScope(input.courseIds),
    isActive: input.isActive,
    createdBy,
  };
}
