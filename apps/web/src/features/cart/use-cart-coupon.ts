import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { COUPON_MESSAGES, type CartQuote } from '@kaksha/shared';
import { toastSuccess } from '../../lib/toast';
import { cartQuoteQuery } from './api';
import { clearCartCoupon, setCartCoupon, useCartCoupon } from '../../lib/cart-coupon-store';
import { describeCoupon, describeCouponError, isCouponApplied } from './coupon-feedback';
import type { CouponFeedback } from './coupon-feedback';

/**
 * The cart's coupon: applying asks the server for a quote with the code (the same cached quote the
 * page then shows), keeps the code only when it applies, and says why when it does not.
 */
export function useCartCouponForm(courseIds: readonly string[], quote: CartQuote | undefined) {
  const queryClient = useQueryClient();
  const appliedCode = useCartCoupon();
  const [attemptFeedback, setAttemptFeedback] = useState<CouponFeedback | null>(null);
  const [isApplying, setIsApplying] = useState(false);

  /** `code` as the form's schema hands it over: trimmed, upper-cased, not blank. */
  async function apply(code: string) {
    setIsApplying(true);
    try {
      // No silent retry: the learner is waiting on this button and can press it again.
      const priced = await queryClient.fetchQuery({
        ...cartQuoteQuery(courseIds, code),
        retry: false,
      });
      if (isCouponApplied(priced.coupon)) {
        setCartCoupon(code);
        setAttemptFeedback(null);
        toastSuccess(COUPON_MESSAGES.applied);
      } else {
        clearCartCoupon();
        setAttemptFeedback(
          priced.coupon
            ? describeCoupon(priced.coupon)
            : { tone: 'error', text: COUPON_MESSAGES.invalid },
        );
      }
    } catch (error) {
      clearCartCoupon();
      setAttemptFeedback(describeCouponError(error));
    } finally {
      setIsApplying(false);
    }
  }

  /** The form refused the code (blank, say): spec 4.3, an empty apply resets the discount too. */
  function reject(message: string) {
    clearCartCoupon();
    setAttemptFeedback({ tone: 'error', text: message });
  }

  function remove() {
    clearCartCoupon();
    setAttemptFeedback(null);
  }

  // While a code is kept, the current quote speaks for it (a change to the cart can make it stop
  // applying); otherwise the last attempt's answer does.
  const feedback = appliedCode && quote?.coupon ? describeCoupon(quote.coupon) : attemptFeedback;

  return { appliedCode, feedback, isApplying, apply, reject, remove };
}
