import { floorToWholeRupees } from './money';
import type { CouponType } from './coupon.schema';

export type PricedItem = { id: string; listPaise: number; salePaise: number };
/** A coupon's arithmetic: value in hundredths (15% -> 1500; Rs 99.99 fixed -> 9999, i.e. paise). */
export type CouponTerms = {
  type: CouponType;
  valueHundredths: number;
  /** When set, the coupon applies only to these course ids. */
  scope?: ReadonlySet<string> | null;
};

export type PricedLine = PricedItem & { finalPaise: number };
export type PriceBreakdown = {
  lines: PricedLine[];
  listTotalPaise: number;
  saleTotalPaise: number;
  totalPaise: number;
  couponDiscountPaise: number;
  /** List total minus what the learner pays: sale prices and coupon together. */
  discountPaise: number;
};

const BASIS = 10_000;

/** Per-line coupon discounts, in paise (fractions floored), before the whole-rupee floor. */
function lineDiscounts(items: readonly PricedItem[], coupon: CouponTerms | null): number[] {
  const none = items.map(() => 0);
  if (!coupon) return none;
  const scope = coupon.scope;
  if (scope) {
    const inScope = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => scope.has(item.id));
    const scoped = lineDiscounts(
      inScope.map(({ item }) => item),
      { ...coupon, scope: null },
    );
    inScope.forEach(({ index }, i) => (none[index] = scoped[i] ?? 0));
    return none;
  }
  const v = Math.max(0, coupon.valueHundredths);
  switch (coupon.type) {
    case 'percentage':
    case 'seasonal':
      return items.map((item) => Math.floor((item.salePaise * Math.min(v, BASIS)) / BASIS));
    case 'fixed': {
      const subtotal = items.reduce((sum, item) => sum + item.salePaise, 0);
      const off = Math.min(v, subtotal);
      if (subtotal === 0) return none;
      return items.map((item) => Math.floor((off * item.salePaise) / subtotal));
    }
    case 'bogo': {
      // Pair the programs from the most expensive down; the cheaper of each pair gets v% off.
      const order = items
        .map((item, index) => ({ index, salePaise: item.salePaise }))
        .sort((a, b) => b.salePaise - a.salePaise || a.index - b.index);
      const discounts = [...none];
      for (let i = 1; i < order.length; i += 2) {
        const cheaper = order[i]!;
        discounts[cheaper.index] = Math.floor((cheaper.salePaise * Math.min(v, BASIS)) / BASIS);
      }
      return discounts;
    }
    case 'free-shipping':
      return none;
  }
}

/** The exact amount after the coupon: each line's sale price less its discount, never below zero. */
function rawTotalPaise(items: readonly PricedItem[], discounts: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < items.length; i += 1)
    total += Math.max(0, items[i]!.salePaise - (discounts[i] ?? 0));
  return total;
}

/**
 * What `priceCart(items, coupon).totalPaise` is, without working out the lines: the coupon check
 * on every keystroke of a cart page needs only totals.
 */
export function cartTotalPaise(items: readonly PricedItem[], coupon: CouponTerms | null): number {
  return Math.max(0, floorToWholeRupees(rawTotalPaise(items, lineDiscounts(items, coupon))));
}

/**
 * Prices a cart: sale prices, then the coupon, then the spec's floor to whole rupees. The total
 * never goes below zero nor above the list total, and the lines add up to the total exactly
 * (the floor's remainder is taken first from the lines with a paise fraction, each down to its own
 * whole rupee, then from the dearest line that can carry what is left).
 */
export function priceCart(
  items: readonly PricedItem[],
  coupon: CouponTerms | null,
): PriceBreakdown {
  const listTotalPaise = items.reduce((sum, item) => sum + item.listPaise, 0);
  const saleTotalPaise = items.reduce((sum, item) => sum + item.salePaise, 0);
  const discounts = lineDiscounts(items, coupon);
  const afterCoupon = items.map((item, i) => Math.max(0, item.salePaise - (discounts[i] ?? 0)));
  const rawTotal = rawTotalPaise(items, discounts);
  const totalPaise = Math.max(0, floorToWholeRupees(rawTotal));

  let remainder = rawTotal - totalPaise;
  const finals = [...afterCoupon];
  for (let index = 0; index < finals.length && remainder > 0; index += 1) {
    const take = Math.min(remainder, finals[index]! % 100);
    finals[index]! -= take;
    remainder -= take;
  }
  const byValue = finals
    .map((value, index) => ({ value, index }))
    .sort((a, b) => b.value - a.value);
  for (const { index } of byValue) {
    if (remainder === 0) break;
    const take = Math.min(remainder, finals[index]!);
    finals[index]! -= take;
    remainder -= take;
  }

  return {
    lines: items.map((item, i) => ({ ...item, finalPaise: finals[i]! })),
    listTotalPaise,
    saleTotalPaise,
    totalPaise,
    couponDiscountPaise: saleTotalPaise - totalPaise,
    discountPaise: listTotalPaise - totalPaise,
  };
}
