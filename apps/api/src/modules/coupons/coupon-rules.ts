import {
  COUPON_MESSAGES as M,
  toRupees,
  type CouponTerms,
  type CouponType,
  type PricedItem,
} from '@kaksha/shared';
import type { CouponRow } from './coupons.table';

export type CouponContext = {
  now: Date;
  /** The priced cart, when known; without it only the cart-independent rules apply. */
  items?: readonly PricedItem[];
  /** Uses of this coupon by the caller so far, when the caller is known. */
  userUses?: number;
};

export type CouponVerdict =
  { isValid: true; terms: CouponTerms; message: string } | { isValid: false; message: string };

export function termsOf(row: CouponRow): CouponTerms {
  return {
    type: row.type as CouponType,
    valueHundredths: row.valueHundredths,
    scope: row.courseIds?.length ? new Set(row.courseIds) : null,
  };
}

/** The coupon's value as the spec's `percentage` field carries it: percent, or rupees for fixed. */
export function displayValue(row: Pick<CouponRow, 'valueHundredths'>): number {
  return row.valueHundredths / 100;
}

/** Every rule a coupon must pass, in the order a learner would want to hear about them. */
export function judgeCoupon(row: CouponRow | undefined, ctx: CouponContext): CouponVerdict {
  if (!row) return { isValid: false, message: M.invalid };
  if (!row.isActive) return { isValid: false, message: M.inactive };
  const isSeasonal = row.type === 'seasonal';
  if (row.validFrom && row.validFrom > ctx.now)
    return { isValid: false, message: isSeasonal ? M.outOfSeason : M.notYetValid };
  if (row.validTo && row.validTo <= ctx.now)
    return { isValid: false, message: isSeasonal ? M.outOfSeason : M.expired };
  if (row.maxUses !== null && row.usedCount >= row.maxUses)
    return { isValid: false, message: M.usedUp };
  if (row.perUserLimit !== null && ctx.userUses !== undefined && ctx.userUses >= row.perUserLimit) {
    return { isValid: false, message: M.perUserUsedUp };
  }
  const terms = termsOf(row);
  if (ctx.items) {
    if (ctx.items.length === 0) return { isValid: false, message: M.emptyCart };
    const scoped = terms.scope ? ctx.items.filter((item) => terms.scope!.has(item.id)) : ctx.items;
    if (scoped.length === 0) return { isValid: false, message: M.outOfScope };
    const saleTotal = ctx.items.reduce((sum, item) => sum + item.salePaise, 0);
    if (row.minOrderPaise !== null && saleTotal < row.minOrderPaise) {
      return {
        isValid: false,
        message: `Add programs worth Rs ${toRupees(row.minOrderPaise).toFixed(2)} or more to use this coupon.`,
      };
    }
    if (row.type === 'bogo' && scoped.length < 2) return { isValid: false, message: M.needsTwo };
  }
  if (row.type === 'free-shipping') return { isValid: true, terms, message: M.freeShipping };
  return { isValid: true, terms, message: M.applied };
}
