import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@kaksha/shared';
import { ApiError } from '../../lib/api-client';
import { describeCoupon, describeCouponError, isCouponApplied } from './coupon-feedback';
import type { QuoteCoupon } from './coupon-feedback';

const coupon = (overrides: Partial<QuoteCoupon>): QuoteCoupon => ({
  couponCode: 'SAVE',
  validated: true,
  type: 'percentage',
  percentage: 15,
  discount: 524.85,
  message: COUPON_MESSAGES.applied,
  ...overrides,
});

describe('coupon feedback', () => {
  it('reads percent coupons as a percentage and the others as rupees', () => {
    expect(describeCoupon(coupon({}))).toEqual({
      tone: 'success',
      text: "Woohoo! You've got an extra 15% discount",
    });
    expect(describeCoupon(coupon({ type: 'seasonal', percentage: 20 })).text).toBe(
      "Woohoo! You've got an extra 20% discount",
    );
    expect(describeCoupon(coupon({ type: 'fixed', percentage: 500, discount: 500 })).text).toBe(
      "Woohoo! You've got an extra Rs 500.00 discount",
    );
  });

  it("counts a coupon only when validated with a positive value (spec §5.3), giving the server's reason otherwise", () => {
    const freeShipping = coupon({
      type: 'free-shipping',
      percentage: 0,
      message: COUPON_MESSAGES.freeShipping,
    });
    expect(isCouponApplied(freeShipping)).toBe(false);
    expect(describeCoupon(freeShipping)).toEqual({
      tone: 'error',
      text: COUPON_MESSAGES.freeShipping,
    });
    expect(
      describeCoupon(
        coupon({ validated: false, type: null, percentage: 0, message: COUPON_MESSAGES.expired }),
      ).text,
    ).toBe(COUPON_MESSAGES.expired);
    expect(
      describeCoupon(coupon({ validated: false, type: null, percentage: 0, message: '' })).text,
    ).toBe('Invalid coupon code');
    expect(isCouponApplied(null)).toBe(false);
  });

  it('words request failures as spec §8 does', () => {
    const refusal = (status: number, message: string) =>
      describeCouponError(new ApiError({ status, message, code: 'X' })).text;
    expect(refusal(403, 'Forbidden')).toBe('Authentication failed');
    expect(refusal(429, COUPON_MESSAGES.tooManyTries)).toBe(COUPON_MESSAGES.tooManyTries);
    expect(refusal(500, 'Internal Server Error')).toBe('Invalid or expired coupon!');
    expect(refusal(502, '')).toBe('Invalid or expired coupon!');
    expect(refusal(0, 'offline')).toBe('Error validating coupon. Please try again.');
    expect(describeCouponError(new Error('boom')).text).toBe(
      'Error validating coupon. Please try again.',
    );
  });
});
