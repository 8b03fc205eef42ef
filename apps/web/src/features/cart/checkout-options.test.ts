import type { CartQuote, PaymentOrder } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import { buildCheckoutOptions, SHOW_COUPONS_AT_CHECKOUT } from './checkout-options';

const ORDER: PaymentOrder = {
  amount: 849_830,
  orderId: 'order_123',
  currency: 'INR',
  keyId: 'rzp_test_key',
  priceChanged: false,
  status: 'created',
  checkoutScript: '/api/sandbox/razorpay/checkout.js',
};

const PAYER = { name: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9876543210' };

const LINE = { description: '', image: '', price: 4999 };

function quoteWith(coupon: CartQuote['coupon']): CartQuote {
  return {
    lines: [
      { ...LINE, id: 'webmonk', name: 'Webmonk', discountedPrice: 3499, finalPrice: 3149.1 },
      { ...LINE, id: 'iot', name: 'IOT', discountedPrice: 4999, finalPrice: 4499.1 },
    ],
    totalPrice: 9998,
    totalDiscountedPrice: 8498,
    discount: 1500,
    currency: 'INR',
    coupon,
    droppedIds: [],
    message: '',
  };
}

const SAVE10 = {
  couponCode: 'SAVE10',
  validated: true,
  type: 'percentage' as const,
  percentage: 10,
  discount: 849.8,
  message: 'Coupon applied successfully!',
};

const build = (quote: CartQuote, showCoupons: boolean) =>
  buildCheckoutOptions({
    order: ORDER,
    payer: PAYER,
    quote,
    showCoupons,
    brandColour: '#5a21d9',
    onPaid: () => {},
    onDismiss: () => {},
  });

describe('checkout options (spec §4.4)', () => {
  it('open in INR for the server amount, prefilled, in the brand colour, coupons display on', () => {
    expect(SHOW_COUPONS_AT_CHECKOUT).toBe(true);
    const options = build(quoteWith(null), SHOW_COUPONS_AT_CHECKOUT);
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 849_830,
      currency: 'INR',
      order_id: 'order_123',
      name: 'Kaksha',
      description: 'Enrolment: Webmonk, IOT',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
      theme: { color: '#5a21d9' },
      show_coupons: true,
    });
    expect(options.notes).toBeUndefined();
  });

  it("show the cart's coupon when coupons display is on", () => {
    const options = build(quoteWith(SAVE10), true);
    expect(options.show_coupons).toBe(true);
    expect(options.description).toBe(
      'Enrolment: Webmonk, IOT · coupon SAVE10 applied (Rs 849.80 off)',
    );
    expect(options.notes).toEqual({ coupon_code: 'SAVE10' });
  });

  it('leave the coupon out when coupons display is off', () => {
    const options = build(quoteWith(SAVE10), false);
    expect(options.show_coupons).toBe(false);
    expect(options.description).toBe('Enrolment: Webmonk, IOT');
    expect(options.notes).toBeUndefined();
  });

  it('never show a coupon the server did not apply', () => {
    const refused = { ...SAVE10, validated: false, percentage: 0, discount: 0 };
    const options = build(quoteWith(refused), true);
    expect(options.description).toBe('Enrolment: Webmonk, IOT');
    expect(options.notes).toBeUndefined();
  });
});
