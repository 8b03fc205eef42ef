import { useLocation } from 'react-router';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { ButtonLink } from '../../../components/ui/button';
import { HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { siteConfig, toMailtoHref, toTelHref } from '../../../content/site-config';
import type { UnsuccessfulPaymentState } from '../../../lib/payment-confirmation';
import { LogInCountdown } from '../components/log-in-countdown';
import { PaymentResultCard } from '../components/payment-result-card';
import { useUnconfirmedPayment } from '../use-unconfirmed-payment';

const UNSUCCESSFUL_PATH = '/unsuccess';

/**
 * Spec §2.8 and §4.4: the payment could not be completed or confirmed. The page never loses a
 * payment the provider took: a session refused at confirmation logs in again and confirms it;
 * any other failure is confirmed by the server's reconciler, and the page says so.
 */
export function PaymentUnsuccessfulPage() {
  const status = useUnconfirmedPayment();
  const reason = (useLocation().state as UnsuccessfulPaymentState | null)?.reason;
  return (
    <>
      <PageTitle page="Payment Unsuccessful" isNoIndex />
      <PaymentResultCard
        tone="error"
        title={PAYMENT_MESSAGES.unsuccessful}
        actions={
          <>
            <ButtonLink to="/" variant="primary" size="lg">
              <HomeIcon size={18} />
              Return to Home
            </ButtonLink>
            {status === 'none' && (
              <ButtonLink to="/user-profile" variant="secondary" size="lg">
                My programs
              </ButtonLink>
            )}
          </>
        }
      >
        <p>
          We're sorry for the trouble.{' '}
          {reason
            ? 'Your payment was made, but we could not confirm it with our server just now.'
            : "We couldn't complete your payment."}
        </p>
        {status === 'needs-log-in' && <LogInCountdown returnTo={UNSUCCESSFUL_PATH} />}
        {(status === 'confirming' || status === 'checking') && (
          <p className="flex items-center justify-center gap-2 font-medium text-ink-800">
            <Spinner size="sm" label="Confirming your payment" />
            Confirming your payment…
          </p>
        )}
        {status === 'none' && (
          <p>
            If money has left your account, please don't pay again: we confirm every payment with
            the payment provider automatically, usually within minutes, and enrol you. Your programs
            then appear under My programs on your profile.
          </p>
        )}
        <HelpContactLine />
      </PaymentResultCard>
    </>
  );
}

/** The spec's help contact line: the support e-mail and phone from the site's settings. */
function HelpContactLine() {
  const { support: email } = siteConfig.emails;
  const { support: phone } = siteConfig.phones;
  const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <p className="text-sm">
      Need help? Write to us at{' '}
      <a className={linkClass} href={toMailtoHref(email)}>
        {email.address}
      </a>{' '}
      or call{' '}
      <a className={linkClass} href={toTelHref(phone)}>
        {phone.display}
      </a>
      .
    </p>
  );
}
