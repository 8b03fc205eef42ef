import type { CartQuote, PaymentOrder } from '@kaksha/shared';
import { siteConfig } from '../../content/site-config';
import { formatRupees } from '../../lib/format';
import { isCouponApplied } from './coupon-feedback';
import type { RazorpayOptions, RazorpaySuccess } from './razorpay-checkout';

/** Spec §4.4: the checkout is opened with coupons display enabled. */
export const SHOW_COUPONS_AT_CHECKOUT = true;

export interface CheckoutOptionsInput {
  order: PaymentOrder;
  payer: { name: string; email: string; mobileNumber: string };
  /** The quote the order was placed from: the programs' names and the coupon the cart applied. */
  quote: CartQuote | undefined;
  /** Whether the checkout shows the applied coupon (the spec's "coupons display" flag). */
  showCoupons: boolean;
  brandColour: string;
  onPaid: (response: RazorpaySuccess) => void;
  onDismiss: () => void;
}

/**
 * The options the checkout opens with (spec §4.4): INR, a description of what is bought, coupons
 * display, the learner's details prefilled, the brand colour. The coupon was applied in the cart
 * and the order's amount already includes it, so the checkout only shows it: in the description
 * both Razorpay and the sandbox draw, and in the payment's notes for the provider's dashboard.
 */
export function buildCheckoutOptions(input: CheckoutOptionsInput): RazorpayOptions {
  const { order, payer, quote } = input;
  const coupon = input.showCoupons && quote && isCouponApplied(quote.coupon) ? quote.coupon : null;
  const programs = (quote?.lines ?? []).map((line) => line.name).join(', ');
  return {
    key: order.keyId,
    amount: order.amount,
    currency: 'INR',
    order_id: order.orderId,
    name: siteConfig.name,
    description: [
      `Enrolment: ${programs}`,
      coupon && `coupon ${coupon.couponCode} applied (${formatRupees(coupon.discount)} off)`,
    ]
      .filter(Boolean)
      .join(' · '),
    prefill: { name: payer.name, email: payer.email, contact: payer.mobileNumber },
    theme: { color: input.brandColour },
    show_coupons: input.showCoupons,
    ...(coupon ? { notes: { coupon_code: coupon.couponCode } } : {}),
    handler: input.onPaid,
    modal: { ondismiss: input.onDismiss },
  };
}
