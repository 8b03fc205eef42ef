import {
  toQuoteAmounts,
  toRupees,
  priceCart,
  type CartQuote,
  type PricedItem,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import type { CatalogCache } from '../catalog';
import { findActiveCoursesByIds } from '../catalog';
import type { CourseRow } from '../catalog';
import { displayValue, termsOf } from '../coupons';
import type { CouponsService } from '../coupons';
import type { CouponRow } from '../coupons';

export type PricedCart = {
  quote: CartQuote;
  courses: CourseRow[];
  totalPaise: number;
  listTotalPaise: number;
  /** The coupon that was applied, if it passed every rule. */
  appliedCoupon: CouponRow | null;
};

export const toPricedItem = (row: CourseRow): PricedItem => ({
  id: row.id,
  listPaise: row.pricePaise,
  salePaise: row.discountedPricePaise ?? row.pricePaise,
});

/** Distinct, lower-cased ids in the order given. */
export function normaliseCourseIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim().toLowerCase()))];
}

/**
 * The one place a cart gets its price: catalogue prices, sale prices, the coupon's rules and
 * arithmetic. Quotes, orders and the server cart all come through here.
 */
export function createCartPricing(deps: {
  db: Executor;
  coupons: CouponsService;
  catalog: CatalogCache;
}) {
  /** Inside a transaction the rows are read there; otherwise from the catalogue snapshot. */
  async function coursesByIds(
    ids: readonly string[],
    db: Executor | undefined,
  ): Promise<CourseRow[]> {
    if (db) return findActiveCoursesByIds(db, ids);
    const { byId } = await deps.catalog.snapshot();
    return ids.map((id) => byId.get(id)).filter((row): row is CourseRow => Boolean(row));
  }

  return {
    /** The catalogue's prices of these programs (unknown or inactive ones left out), no quote. */
    async pricedItems(requestedIds: readonly string[]): Promise<PricedItem[]> {
      return (await coursesByIds(normaliseCourseIds(requestedIds), undefined)).map(toPricedItem);
    },

    async price(
      requestedIds: readonly string[],
      couponCode: string | undefined,
      ctx: { clientAddress: string; userId?: string | null; db?: Executor; fresh?: boolean },
    ): Promise<PricedCart> {
      const ids = normaliseCourseIds(requestedIds);
      const rows = await coursesByIds(ids, ctx.db);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const courses = ids.map((id) => byId.get(id)).filter((row): row is CourseRow => Boolean(row));
      const droppedIds = ids.filter((id) => !byId.has(id));
      const items = courses.map(toPricedItem);

      let appliedCoupon: CouponRow | null = null;
      let verdictMessage = '';
      let couponRow: CouponRow | undefined;
      if (couponCode) {
        const { row, verdict } = await deps.coupons.assess(couponCode, ctx.clientAddress, {
          items,
          userId: ctx.userId,
          fresh: ctx.fresh,
        });
        couponRow = row;
        verdictMessage = verdict.message;
        if (row && verdict.isValid) appliedCoupon = row;
      }
      const breakdown = priceCart(items, appliedCoupon ? termsOf(appliedCoupon) : null);
      const couponPart: CartQuote['coupon'] = couponCode
        ? {
            couponCode: couponRow?.code ?? couponCode.toUpperCase(),
            validated: appliedCoupon !== null,
            type: appliedCoupon
              ? (appliedCoupon.type as NonNullable<CartQuote['coupon']>['type'])
              : null,
            percentage: appliedCoupon ? displayValue(appliedCoupon) : 0,
            discount: appliedCoupon ? toRupees(breakdown.couponDiscountPaise) : 0,
            message: verdictMessage,
          }
        : null;

      const messages: string[] = [];
      if (droppedIds.length)
        messages.push(`Removed from your cart, no longer on sale: ${droppedIds.join(', ')}.`);
      if (couponPart) messages.push(couponPart.message);
      return {
        courses,
        appliedCoupon,
        totalPaise: breakdown.totalPaise,
        listTotalPaise: breakdown.listTotalPaise,
        quote: {
          ...toQuoteAmounts(
            courses.map((row, i) => ({
              ...items[i]!,
              name: row.name,
              description: row.description,
              image: row.image,
            })),
            breakdown,
          ),
          coupon: couponPart,
          droppedIds,
          message:
            messages.join(' ') || (courses.length ? 'Prices are up to date.' : 'Your bag is empty'),
        },
      };
    },
  };
}
export type CartPricing = ReturnType<typeof createCartPricing>;
