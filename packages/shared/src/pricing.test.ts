import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_TYPES, type CouponType } from './coupon.schema';
import { cartTotalPaise, priceCart, type CouponTerms, type PricedItem } from './pricing';

const rupees = (r: number) => r * 100;
const item = (id: string, list: number, sale = list): PricedItem => ({
  id,
  listPaise: rupees(list),
  salePaise: rupees(sale),
});
const webmonk = item('webmonk', 4999, 3499);
const iot = item('iot', 4999);
const ml = item('machinester', 4999);

describe('priceCart: the spec examples', () => {
  it('sells at the sale price without a coupon', () => {
    const p = priceCart([webmonk, iot], null);
    expect(p.listTotalPaise).toBe(rupees(9998));
    expect(p.totalPaise).toBe(rupees(8498));
    expect(p.discountPaise).toBe(rupees(1500));
  });

  it('percentage: price times (1 - p/100), floored to a whole rupee', () => {
    const p = priceCart([iot], { type: 'percentage', valueHundredths: 1000 });
    expect(p.totalPaise).toBe(rupees(4499)); // 4499.10 floored
    expect(
      priceCart([webmonk, iot], { type: 'percentage', valueHundredths: 1500 }).totalPaise,
    ).toBe(rupees(7223)); // 8498 * 0.85 = 7223.3
  });

  it('fixed: rupees off, never below zero', () => {
    expect(priceCart([iot], { type: 'fixed', valueHundredths: rupees(500) }).totalPaise).toBe(
      rupees(4499),
    );
    expect(priceCart([iot], { type: 'fixed', valueHundredths: 99_99 }).totalPaise).toBe(
      rupees(4899),
    ); // 4899.01 floored
    expect(
      priceCart([item('tiny', 100)], { type: 'fixed', valueHundredths: rupees(1000) }).totalPaise,
    ).toBe(0);
  });

  it('bogo: the cheaper of each pair is v% off, and a lone program gets nothing', () => {
    expect(priceCart([webmonk, iot], { type: 'bogo', valueHundredths: 10_000 }).totalPaise).toBe(
      rupees(4999),
    );
    expect(priceCart([webmonk, iot, ml], { type: 'bogo', valueHundredths: 5000 }).totalPaise).toBe(
      rupees(4999 + 2499 + 3499),
    ); // 2499.5 floored into total
    expect(priceCart([iot], { type: 'bogo', valueHundredths: 10_000 }).totalPaise).toBe(
      rupees(4999),
    );
  });

  it('a scoped coupon discounts only the programs in its scope', () => {
    const p = priceCart([webmonk, iot], {
      type: 'percentage',
      valueHundredths: 5000,
      scope: new Set(['iot']),
    });
    expect(p.totalPaise).toBe(rupees(3499 + 2499)); // 2499.5 floored
    expect(p.lines.find((l) => l.id === 'webmonk')?.finalPaise).toBe(rupees(3499));
  });

  it('free shipping takes nothing off', () => {
    expect(priceCart([webmonk], { type: 'free-shipping', valueHundredths: 0 }).totalPaise).toBe(
      rupees(3499),
    );
  });
});

const itemArb = fc
  .tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 100 }))
  .map(([listRupees, salePercent]) => ({
    listPaise: rupees(listRupees),
    salePaise: Math.floor((rupees(listRupees) * salePercent) / 100 / 100) * 100,
  }));
const cartArb = fc
  .array(itemArb, { minLength: 0, maxLength: 8 })
  .map((items) => items.map((it, i) => ({ ...it, id: `c${i}` })));
const couponArb: fc.Arbitrary<CouponTerms | null> = fc.option(
  fc
    .constantFrom<CouponType>(...COUPON_TYPES)
    .chain((type) =>
      fc
        .integer({ min: 0, max: type === 'fixed' ? 100_000 : 10_000 })
        .map((valueHundredths) => ({ type, valueHundredths })),
    ),
);

describe('priceCart: properties for every type and cart', () => {
  it('0 <= total <= sale total <= list total, in whole rupees', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (items, coupon) => {
        const p = priceCart(items, coupon);
        expect(p.totalPaise).toBeGreaterThanOrEqual(0);
        expect(p.totalPaise).toBeLessThanOrEqual(p.saleTotalPaise);
        expect(p.saleTotalPaise).toBeLessThanOrEqual(p.listTotalPaise);
        expect(p.totalPaise % 100).toBe(0);
        expect(p.discountPaise).toBe(p.listTotalPaise - p.totalPaise);
      }),
    );
  });

  it('the floor takes less than one rupee off the exact amount', () => {
    fc.assert(
      fc.property(cartArb, fc.integer({ min: 0, max: 10_000 }), (items, v) => {
        const p = priceCart(items, { type: 'percentage', valueHundredths: v });
        const exact = items.reduce(
          (sum, it) => sum + it.salePaise - Math.floor((it.salePaise * v) / 10_000),
          0,
        );
        expect(exact - p.totalPaise).toBeGreaterThanOrEqual(0);
        expect(exact - p.totalPaise).toBeLessThan(100);
      }),
    );
  });

  it('cartTotalPaise is the total priceCart works out', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (items, coupon) => {
        expect(cartTotalPaise(items, coupon)).toBe(priceCart(items, coupon).totalPaise);
      }),
    );
  });

  it('lines add up to the total exactly and none is negative', () => {
    fc.assert(
      fc.property(cartArb, couponArb, (items, coupon) => {
        const p = priceCart(items, coupon);
        expect(p.lines.reduce((sum, line) => sum + line.finalPaise, 0)).toBe(p.totalPaise);
        expect(
          p.lines.every((line) => line.finalPaise >= 0 && line.finalPaise <= line.salePaise),
        ).toBe(true);
      }),
    );
  });

  it('bogo discounts exactly floor(n/2) programs, each the cheaper of its pair', () => {
    fc.assert(
      fc.property(cartArb, (items) => {
        const p = priceCart(items, { type: 'bogo', valueHundredths: 10_000 });
        const sorted = items.map((it) => it.salePaise).sort((a, b) => b - a);
        const freeSum = sorted.filter((_, i) => i % 2 === 1).reduce((s, v) => s + v, 0);
        expect(p.totalPaise).toBe(Math.floor((p.saleTotalPaise - freeSum) / 100) * 100);
      }),
    );
  });

  it('a bigger percentage never costs more', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (items, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(
            priceCart(items, { type: 'percentage', valueHundredths: high }).totalPaise,
          ).toBeLessThanOrEqual(
            priceCart(items, { type: 'percentage', valueHundredths: low }).totalPaise,
          );
        },
      ),
    );
  });
});
