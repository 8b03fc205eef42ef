import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearCart } from '../../lib/cart-store';
import {
  confirmPayment,
  forgetUnconfirmedPayment,
  readUnconfirmedPayment,
} from '../../lib/payment-confirmation';
import type { PaymentConfirmation } from '../../lib/payment-confirmation';
import { SHARED_QUERY_KEYS } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { useIsClient } from '../../lib/use-is-client';

/**
 * 'none': nothing is waiting (or it could not be sent: the reconciler settles it);
 * 'checking': the session is being checked; 'needs-log-in': the session was refused, so the
 * learner logs in again; 'confirming': signed in, the confirmation is being sent again.
 */
export type UnconfirmedPaymentStatus = 'none' | 'checking' | 'needs-log-in' | 'confirming';

/**
 * A payment the provider took whose confirmation the server refused with the session (the
 * checkout keeps it in this tab). Once the learner is signed in again it is sent at once: on
 * success the learner lands on /payment-success; on any failure it is dropped, and the server's
 * reconciler confirms the payment with the provider instead.
 */
export function useUnconfirmedPayment(): UnconfirmedPaymentStatus {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read only in the browser: the page is prerendered, and hydration must draw what the server did.
  const isClient = useIsClient();
  const [pending, setPending] = useState<PaymentConfirmation | undefined>(undefined);
  const [hasRead, setHasRead] = useState(false);
  if (isClient && !hasRead) {
    setHasRead(true);
    setPending(readUnconfirmedPayment());
  }

  const isSignedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!pending || !isSignedIn) return;
    let isCurrent = true;
    confirmPayment(pending).then(
      (result) => {
        forgetUnconfirmedPayment();
        clearCart();
        void queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.enrolments });
        void navigate('/payment-success', {
          replace: true,
          state: { orderId: result.orderId, courseIds: result.courseIds },
        });
      },
      () => {
        // Not again: a second refusal would only loop through the log-in page.
        forgetUnconfirmedPayment();
        if (isCurrent) setPending(undefined);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [pending, isSignedIn, navigate, queryClient]);

  if (!pending) return 'none';
  if (session.status === 'loading') return 'checking';
  return isSignedIn ? 'confirming' : 'needs-log-in';
}
