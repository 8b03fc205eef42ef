import { CALL_BACK_PROGRAMS } from '@kaksha/shared';
import type { CallBackProgram } from '@kaksha/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PhoneIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { siteConfig, toTelHref } from '../../../content/site-config';
import { CallBackConfirmation } from '../components/call-back-confirmation';
import { CallBackForm } from '../components/call-back-form';
import type { CallBackSent } from '../components/call-back-form';

/** `?program=webmonk` (any casing) preselects it; anything else leaves the choice open. */
function programFrom(value: string | null): CallBackProgram | '' {
  const id = value?.trim().toLowerCase();
  return CALL_BACK_PROGRAMS.find((program) => program === id) ?? '';
}

const NEXT_STEPS = [
  'A counsellor calls you at the time you chose (IST), usually within one working day.',
  'Ask about the syllabus, batches, live classes, payment options or internships.',
  'No obligation: we use your number only to call you back about this request.',
];

/**
 * /request-call: where every 'Request a call back' link leads. Public and prerendered; a
 * signed-in learner finds their details filled in. The form becomes a confirmation once sent.
 */
export function RequestCallPage() {
  const [searchParams] = useSearchParams();
  const [sent, setSent] = useState<CallBackSent | null>(null);
  const { phones } = siteConfig;

  return (
    <>
      <PageTitle
        page="Request a call back"
        description="Leave your name and number and a Kaksha counsellor will call you back about Webmonk, Machinester, Codeslayer or IOT, at a time that suits you."
        path="/request-call"
      />
      <PageHeading
        eyebrow="Talk to a counsellor"
        title="Request a call back"
        description="Not sure which program fits, or when the next batch starts? Leave your number and we will call you."
      />
      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <Card padding="lg">
          {sent ? (
            <CallBackConfirmation sent={sent} />
          ) : (
            <CallBackForm program={programFrom(searchParams.get('program'))} onSent={setSent} />
          )}
        </Card>
        <aside aria-labelledby="call-back-next-heading" className="space-y-6">
          <div>
            <h2 id="call-back-next-heading" className="text-xl font-bold">
              What happens next
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
              {NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-xl font-bold">Rather call us?</h2>
            <ul className="mt-3 space-y-2">
              {[phones.admissions, phones.support].map((phone) => (
                <li key={phone.e164}>
                  <a
                    href={toTelHref(phone)}
                    className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    <PhoneIcon size={18} />
                    {phone.label}: {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </Container>
    </>
  );
}
