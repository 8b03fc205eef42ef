import { COUPON_MESSAGES, type CartQuote } from '@kaksha/shared';
import { isApiError } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';

export type QuoteCoupon = NonNullable<CartQuote['coupon']>;

export interface CouponFeedback {
  tone: 'success' | 'error';
  text: string;
}

/** Messages of spec §8 that the shared schemas do not carry. */
export const CART_COUPON_MESSAGES = {
  /** The coupon request failed: the server answered with an error and no reason to show. */
  requestFailed: 'Invalid or expired coupon!',
  /** No answer at all (the network, or a fault in the page): the cart's exception message. */
  exception: 'Error validating coupon. Please try again.',
  authFailed: 'Authentication failed',
} as const;

/** Spec §5.3: a coupon counts only when the server validated it and it is worth something. */
export function isCouponApplied(coupon: QuoteCoupon | null | undefined): boolean {
  return Boolean(coupon?.validated && coupon.percentage > 0);
}

/**
 * What the cart says about a coupon the server has judged: the spec's "Woohoo" line when it
 * applies; otherwise the server's reason (expired, used up, not for these programs ...), or the
 * spec's 'Invalid coupon code' when the server gave none.
 */
export function describeCoupon(coupon: QuoteCoupon): CouponFeedback {
  if (isCouponApplied(coupon)) {
    // Percent coupons read as a percentage (an unknown type too, spec §3); the others as rupees.
    const isPercent =
      coupon.type === null || coupon.type === 'percentage' || coupon.type === 'seasonal';
    const amount = isPercent ? `${coupon.percentage}%` : formatRupees(coupon.discount);
    return { tone: 'success', text: `Woohoo! You've got an extra ${amount} discount` };
  }
  const reason = coupon.message && coupon.message !== COUPON_MESSAGES.applied ? coupon.message : '';
  return { tone: 'error', text: reason || COUPON_MESSAGES.invalid };
}

/**
 * A coupon request that failed outright. Spec §8, "Coupon request error": 403 gives 'Authentication
 * failed', the server's message when it gave one (a 4xx reason; a 5xx's text is no reason), else
 * 'Invalid or expired coupon!'. "Coupon exception in the cart": no answer came back at all.
 */
export function describeCouponError(error: unknown): CouponFeedback {
  if (!isApiError(error) || error.status === 0) {
    return { tone: 'error', text: CART_COUPON_MESSAGES.exception };
  }
  if (error.status === 403) return { tone: 'error', text: CART_COUPON_MESSAGES.authFailed };
  if (error.status >= 400 && error.status < 500 && error.message) {
    return { tone: 'error', text: error.message };
  }
  return { tone: 'error', text: CART_COUPON_MESSAGES.requestFailed };
}
