import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { CheckCircleIcon, HomeIcon } from '../../../components/ui/icons';
import { PageTitle } from '../../../components/ui/page-title';

export function PaymentSuccessPage() {
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
            <h1 className="mt-8 text-h3 font-extrabold sm:text-h2">
              Your Payment was successfull!
            </h1>
            <p className="mt-4 text-ink-600">
              Thank you for enrolling with Kaksha. We're excited to have you in the next batch.
            </p>
            <ButtonLink to="/" variant="primary" size="lg" className="mt-8">
              <HomeIcon size={18} />
              Return to home
            </ButtonLink>
          </Card>
        </Container>
      </div>
    </>
  );
}
