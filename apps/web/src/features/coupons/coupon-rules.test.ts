import { COUPON_MESSAGES } from '@kaksha/shared';
import type { Coupon } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import { addCouponFormSchema, canSubmitCoupon, toCouponInput } from './add-coupon-form';
import {
  countByType,
  filterCoupons,
  formatDiscount,
  isFilterActive,
  showingLabel,
} from './coupon-display';
import { describeRowError, parseCouponCsv } from './csv-import';
import { EMPTY_LIMITS, buildCouponPatch, couponToLimits, limitsFormSchema } from './limits-form';

const coupon = (fields: Partial<Coupon>): Coupon => ({
  id: 'c1',
  couponCode: 'SAVE10',
  percentage: 10,
  type: 'percentage',
  validFrom: null,
  validTo: null,
  maxUses: null,
  perUserLimit: null,
  minOrderValue: null,
  courseIds: null,
  isActive: true,
  usedCount: 0,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...fields,
});

function messagesOf(values: Parameters<typeof toCouponInput>[0], taken: string[] = []) {
  const result = addCouponFormSchema(new Set(taken)).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the coupon page display', () => {
  it('shows percent types with %, fixed in rupees (not the old client’s $) and free shipping in words', () => {
    expect(formatDiscount(coupon({ type: 'percentage', percentage: 15 }))).toBe('15%');
    expect(formatDiscount(coupon({ type: 'seasonal', percentage: 20 }))).toBe('20%');
    expect(formatDiscount(coupon({ type: 'bogo', percentage: 50 }))).toBe('50%');
    expect(formatDiscount(coupon({ type: 'fixed', percentage: 99.99 }))).toBe('₹99.99');
    expect(formatDiscount(coupon({ type: 'fixed', percentage: 100 }))).toBe('₹100.00');
    expect(formatDiscount(coupon({ type: 'free-shipping', percentage: 0 }))).toBe('Free shipping');
  });

  it('filters by code in any case and by type, and counts each type', () => {
    const list = [
      coupon({ id: '1', couponCode: 'DIWALI20', type: 'seasonal' }),
      coupon({ id: '2', couponCode: 'FLAT100', type: 'fixed' }),
      coupon({ id: '3', couponCode: 'DIWALIFREE', type: 'free-shipping' }),
    ];
    expect(filterCoupons(list, { search: ' diwali ', type: 'all' }).map((c) => c.id)).toEqual([
      '1',
      '3',
    ]);
    expect(filterCoupons(list, { search: 'diwali', type: 'seasonal' }).map((c) => c.id)).toEqual([
      '1',
    ]);
    expect(isFilterActive({ search: '  ', type: 'all' })).toBe(false);
    expect(isFilterActive({ search: '', type: 'bogo' })).toBe(true);
    expect(countByType(list)).toEqual({
      percentage: 0,
      fixed: 1,
      'free-shipping': 1,
      bogo: 0,
      seasonal: 1,
    });
    expect([showingLabel(0), showingLabel(1), showingLabel(2)]).toEqual([
      'Showing 0 coupons',
      'Showing 1 coupon',
      'Showing 2 coupons',
    ]);
  });
});

describe('the add-coupon form', () => {
  it("gives the spec's messages in its order, one per field", () => {
    expect(messagesOf({ couponCode: '', type: 'percentage', percentage: '' })).toEqual({
      couponCode: COUPON_MESSAGES.codeRequired,
      percentage: COUPON_MESSAGES.discountPositive,
    });
    expect(messagesOf({ couponCode: 'ab', type: 'percentage', percentage: '101' })).toEqual({
      couponCode: COUPON_MESSAGES.codeShort,
      percentage: COUPON_MESSAGES.percentageTooHigh,
    });
    expect(messagesOf({ couponCode: 'abc', type: 'fixed', percentage: '1000.01' })).toEqual({
      percentage: COUPON_MESSAGES.fixedTooHigh,
    });
    expect(
      messagesOf({ couponCode: 'save10', type: 'fixed', percentage: '5' }, ['SAVE10']),
    ).toEqual({ couponCode: COUPON_MESSAGES.codeTaken });
    expect(
      messagesOf({ couponCode: 'SHIP', type: 'free-shipping', percentage: undefined }),
    ).toEqual({});
  });

  it('sends the code upper-cased and free shipping as 0, and enables Add only when it can', () => {
    expect(toCouponInput({ couponCode: ' save10 ', type: 'fixed', percentage: '99.5' })).toEqual({
      couponCode: 'SAVE10',
      type: 'fixed',
      percentage: 99.5,
    });
    expect(toCouponInput({ couponCode: 'ship', type: 'free-shipping', percentage: '40' })).toEqual({
      couponCode: 'SHIP',
      type: 'free-shipping',
      percentage: 0,
    });
    expect(canSubmitCoupon({ couponCode: '', type: 'percentage', percentage: '10' })).toBe(false);
    expect(canSubmitCoupon({ couponCode: 'A', type: 'percentage', percentage: '0' })).toBe(false);
    expect(canSubmitCoupon({ couponCode: 'A', type: 'free-shipping' })).toBe(true);
  });
});

describe('the limits form', () => {
  it('reads the window as India time and patches only what changed', () => {
    const stored = coupon({ validTo: '2030-01-31T13:00:00.000Z', maxUses: 10 });
    const start = couponToLimits(stored);
    expect(start.validTo).toBe('2030-01-31T18:30');
    expect(buildCouponPatch(start, start)).toEqual({});
    expect(buildCouponPatch(start, { ...start, maxUses: '', courseIds: ['webmonk'] })).toEqual({
      maxUses: null,
      courseIds: ['webmonk'],
    });
    const backwards = limitsFormSchema.safeParse({
      ...EMPTY_LIMITS,
      validFrom: '2030-02-01T00:00',
      validTo: '2030-01-01T00:00',
      maxUses: '0',
    });
    expect(backwards.success ? [] : backwards.error.issues.map((i) => i.path[0])).toEqual([
      'maxUses',
      'validTo',
    ]);
  });
});

describe('a bulk import file', () => {
  it('becomes one row per line, with empty cells left out and numbers and IST times read', async () => {
    const parsed = await parseCouponCsv(
      '\uFEFFcouponCode, type ,percentage,validFrom,maxUses\r\n' +
        'A1,Percentage,10,2030-01-01T10:00,\r\n' +
        '"B,2",fixed,abc,,5\r\n\r\n',
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          couponCode: 'A1',
          type: 'percentage',
          percentage: 10,
          validFrom: '2030-01-01T04:30:00.000Z',
        },
        { couponCode: 'B,2', type: 'fixed', percentage: 'abc', maxUses: 5 },
      ],
    });
    expect(await parseCouponCsv('code,discount\nA,1\n')).toEqual({
      ok: false,
      message: 'The header row lacks: couponCode, type, percentage.',
    });
    expect((await parseCouponCsv('couponCode,type,percentage\n"A,1\n')).ok).toBe(false);
    expect(describeRowError({ index: 0, field: 'percentage', message: 'Too high' })).toBe(
      'Row 2 (percentage): Too high',
    );
  });
});
