import { useLocation } from 'react-router';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { ButtonLink } from '../../../components/ui/button';
import { HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { PaymentResultCard } from '../components/payment-result-card';

/** What the checkout (or a confirmation sent again after a log-in) passes along. */
export interface PaymentSuccessState {
  orderId?: string;
  courseIds?: string[];
}

export function PaymentSuccessPage() {
  const state = (useLocation().state ?? {}) as PaymentSuccessState;
  return (
    <>
      <PageTitle page="Payment Successful" isNoIndex />
      <PaymentResultCard
        tone="success"
        // Wording (and spelling) as the spec gives it.
        title={PAYMENT_MESSAGES.success}
        actions={
          <>
            <ButtonLink to="/" variant="primary" size="lg">
              <HomeIcon size={18} />
              Return to home
            </ButtonLink>
            <ButtonLink to="/user-profile" variant="secondary" size="lg">
              View my programs
            </ButtonLink>
          </>
        }
      >
        <p>
          Thank you for enrolling with Kaksha. We're excited to have you in the next batch. A
          receipt is on its way to your e-mail.
        </p>
        {state.orderId && (
          <p className="text-sm">
            Order <span className="font-mono font-semibold text-ink-900">{state.orderId}</span>
          </p>
        )}
      </PaymentResultCard>
    </>
  );
}
