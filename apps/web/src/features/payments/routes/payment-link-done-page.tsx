import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { loginPathFor } from '../../../lib/return-path';
import { PaymentResultCard } from '../components/payment-result-card';

/** Where the API sends the payer of a payment link after the pay page (issue 27). */
export type PaymentLinkOutcome = 'paid' | 'pending' | 'failed';

/** `?outcome=` as the page reads it; anything else is taken as not yet known (pending). */
export function outcomeFrom(value: string | null): PaymentLinkOutcome {
  return value === 'paid' || value === 'failed' ? value : 'pending';
}

export const PAYMENT_LINK_DONE_TEXT = {
  paidTitle: 'Payment received',
  paid: 'We have e-mailed your receipt and GST invoice. New to Kaksha? We have e-mailed you a link to set your password.',
  pendingTitle: 'We are confirming your payment…',
  pending:
    'This usually takes a few minutes. Please don’t pay again: once the payment provider confirms it we enrol you and e-mail your receipt and GST invoice.',
  failedTitle: 'The payment did not go through',
  failed: 'Ask the person who sent you the link for a new one, or request a call back.',
} as const;

/**
 * /payment-link/done?outcome=paid|pending|failed: what a payment link's payer sees after the pay
 * page. Public (the payer may have no account yet), drawn in the browser, kept out of search.
 */
export function PaymentLinkDonePage() {
  const [params] = useSearchParams();
  const outcome = outcomeFrom(params.get('outcome'));
  const T = PAYMENT_LINK_DONE_TEXT;

  if (outcome === 'paid')
    return (
      <>
        <PageTitle page="Payment received" isNoIndex />
        <PaymentResultCard
          tone="success"
          title={T.paidTitle}
          actions={
            <>
              <ButtonLink to={loginPathFor('/user-profile')} variant="primary" size="lg">
                Log in
              </ButtonLink>
              <ButtonLink to="/user-profile" variant="secondary" size="lg">
                My programs
              </ButtonLink>
            </>
          }
        >
          <p>{T.paid}</p>
        </PaymentResultCard>
      </>
    );

  if (outcome === 'failed')
    return (
      <>
        <PageTitle page="Payment not completed" isNoIndex />
        <PaymentResultCard
          tone="error"
          title={T.failedTitle}
          actions={
            <>
              <ButtonLink to="/request-call" variant="primary" size="lg">
                Request a call back
              </ButtonLink>
              <ButtonLink to="/" variant="secondary" size="lg">
                <HomeIcon size={18} />
                Return to home
              </ButtonLink>
            </>
          }
        >
          <p>{T.failed}</p>
        </PaymentResultCard>
      </>
    );

  return (
    <>
      <PageTitle page="Confirming your payment" isNoIndex />
      <PaymentResultCard
        tone="pending"
        title={T.pendingTitle}
        actions={
          <>
            <ButtonLink to="/user-profile" variant="primary" size="lg">
              My programs
            </ButtonLink>
            <ButtonLink to="/" variant="secondary" size="lg">
              <HomeIcon size={18} />
              Return to home
            </ButtonLink>
          </>
        }
      >
        <p>{T.pending}</p>
      </PaymentResultCard>
    </>
  );
}
