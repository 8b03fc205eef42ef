import { useLocation } from 'react-router';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { CheckCircleIcon, HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

/** What the checkout passes along when it lands here. */
export interface PaymentSuccessState {
  orderId?: string;
  courseIds?: string[];
}

export function PaymentSuccessPage() {
  const state = (useLocation().state ?? {}) as PaymentSuccessState;
  return (
    <>
      <PageTitle page="Payment Successful" />
      <div className="bg-linear-to-b from-success-50 to-white">
        <Container width="reading" className="py-16 sm:py-24">
          <Card padding="lg" className="flex flex-col items-center text-center">
            <span className="inline-flex size-20 items-center justify-center rounded-full bg-success-100 text-success-600 ring-8 ring-success-50">
              <CheckCircleIcon size={44} />
            </span>
            {/* Wording (and spelling) as the spec gives it. */}
            <h1 className="mt-8 text-h3 font-extrabold sm:text-h2">{PAYMENT_MESSAGES.success}</h1>
            <p className="mt-4 text-ink-600">
              Thank you for enrolling with Kaksha. We're excited to have you in the next batch. A
              receipt is on its way to your e-mail.
            </p>
            {state.orderId && (
              <p className="mt-3 text-sm text-ink-600">
                Order <span className="font-mono font-semibold text-ink-900">{state.orderId}</span>
              </p>
            )}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/" variant="primary" size="lg">
                <HomeIcon size={18} />
                Return to home
              </ButtonLink>
              <ButtonLink to="/user-profile" variant="secondary" size="lg">
                View my programs
              </ButtonLink>
            </div>
          </Card>
        </Container>
      </div>
    </>
  );
}
