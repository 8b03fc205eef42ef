import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { AlertCircleIcon, HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';
import { siteConfig, toMailtoHref, toTelHref } from '../../../content/site-config';

export function PaymentUnsuccessfulPage() {
  const { support: email } = siteConfig.emails;
  const { support: phone } = siteConfig.phones;
  return (
    <>
      <PageTitle page="Payment Unsuccessful" />
      <div className="bg-linear-to-b from-error-50 to-white">
        <Container width="reading" className="py-16 sm:py-24">
          <Card padding="lg" className="flex flex-col items-center text-center">
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-error-100 text-error-600 ring-8 ring-error-50">
              <AlertCircleIcon size={44} />
            </span>
            <h1 className="mt-8 text-h3 font-extrabold sm:text-h2">
              {PAYMENT_MESSAGES.unsuccessful}
            </h1>
            <p className="mt-4 text-ink-600">
              We're sorry, we couldn't confirm your payment. If money has left your account, please
              don't pay again: we check every payment with the bank and enrol you as soon as it is
              confirmed. Your programs then appear on your profile.
            </p>
            <p className="mt-3 text-ink-600">
              Need help? Write to us at{' '}
              <a
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                href={toMailtoHref(email)}
              >
                {email.address}
              </a>{' '}
              or call{' '}
              <a
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                href={toTelHref(phone)}
              >
                {phone.display}
              </a>
              .
            </p>
            <ButtonLink to="/" variant="primary" size="lg" className="mt-8">
              <HomeIcon size={18} />
              Return to Home
            </ButtonLink>
          </Card>
        </Container>
      </div>
    </>
  );
}
