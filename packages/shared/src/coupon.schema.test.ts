import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES as M,
  cartCouponFormSchema,
  couponInputSchema,
  couponTypeLabel,
} from './coupon.schema';

const firstError = (input: unknown) => {
  const result = couponInputSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('couponInputSchema (spec §5.6)', () => {
  it('upper-cases and trims the code', () => {
    expect(
      couponInputSchema.parse({ couponCode: ' diwali25 ', type: 'percentage', percentage: 25 })
        .couponCode,
    ).toBe('DIWALI25');
  });
  it.each([
    [{ couponCode: '', type: 'percentage', percentage: 10 }, M.codeRequired],
    [{ type: 'percentage', percentage: 10 }, M.codeRequired],
    [{ couponCode: 'AB', type: 'percentage', percentage: 10 }, M.codeShort],
    [{ couponCode: 'ABC', type: 'percentage', percentage: 0 }, M.discountPositive],
    [{ couponCode: 'ABC', type: 'percentage', percentage: -5 }, M.discountPositive],
    [{ couponCode: 'ABC', type: 'percentage', percentage: 101 }, M.percentageTooHigh],
    [{ couponCode: 'ABC', type: 'fixed', percentage: 1000.01 }, M.fixedTooHigh],
    [{ couponCode: 'ABC', type: 'fixed', percentage: 10.005 }, M.twoDecimals],
    [{ couponCode: 'ABC', type: 'bogo', percentage: 0 }, M.discountPositive],
    [{ couponCode: 'ABC', type: 'seasonal', percentage: 12.5 }, M.wholeNumber],
    [{ couponCode: 'AB C', type: 'percentage', percentage: 5 }, M.codeCharacters],
  ])('refuses %j with %s', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
  it('accepts the bounds', () => {
    expect(firstError({ couponCode: 'ABC', type: 'percentage', percentage: 100 })).toBeNull();
    expect(firstError({ couponCode: 'ABC', type: 'fixed', percentage: 1000 })).toBeNull();
    expect(firstError({ couponCode: 'ABC', type: 'fixed', percentage: 99.99 })).toBeNull();
  });
  it('forces free shipping to 0', () => {
    expect(
      couponInputSchema.parse({ couponCode: 'SHIPFREE', type: 'free-shipping', percentage: 40 })
        .percentage,
    ).toBe(0);
  });
  it('shows an unknown type as percentage', () => {
    expect(couponTypeLabel('bogo')).toBe('Buy One Get One');
    expect(couponTypeLabel('mystery')).toBe('Percentage');
  });
});

describe('cartCouponFormSchema (spec §5.3)', () => {
  const parse = (couponCode: string) => cartCouponFormSchema.safeParse({ couponCode });

  it('trims and upper-cases the code the learner typed', () => {
    expect(parse('  welcome10 ').data).toEqual({ couponCode: 'WELCOME10' });
  });

  it("asks for a code when there is none, and calls a too long one 'Invalid coupon code'", () => {
    expect(parse('   ').error?.issues[0]?.message).toBe(M.enterCode);
    expect(parse('').error?.issues[0]?.message).toBe(M.enterCode);
    expect(parse('X'.repeat(65)).error?.issues[0]?.message).toBe(M.invalid);
  });
});
