import { RECOVERY_MESSAGES } from '@kaksha/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { FormAlert } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { describeSubmitError } from '../../../lib/submit-error';
import { unsubscribe } from '../api';

type Outcome = { tone: 'info' | 'error'; message: string };

/**
 * /unsubscribe?token=…: where a reminder's unsubscribe link leads (through the API, which checks
 * the token). One button withdraws consent, without sign-in, and the page says what happened:
 * nothing happens on arrival, so a mail scanner that opens links (and runs their script) cannot
 * unsubscribe anyone. Mail clients use the one-click POST of List-Unsubscribe-Post instead.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    token ? undefined : { tone: 'error', message: RECOVERY_MESSAGES.badLink },
  );
  const [isSending, setIsSending] = useState(false);
  const stop = () => {
    setIsSending(true);
    unsubscribe(token)
      .then(
        (answer) => setOutcome({ tone: 'info', message: answer.message }),
        (error: unknown) => setOutcome({ tone: 'error', message: describeSubmitError(error) }),
      )
      .finally(() => setIsSending(false));
  };
  return (
    <>
      <PageTitle page="Unsubscribe" isNoIndex />
      <Container className="max-w-xl py-12 sm:py-16">
        <h1 className="text-h2 font-extrabold">Reminders and offers</h1>
        <div className="mt-6" aria-live="polite">
          {outcome ? (
            <FormAlert tone={outcome.tone} message={outcome.message} />
          ) : isSending ? (
            <Spinner label="Turning off reminders and offers" />
          ) : (
            <>
              <p className="text-ink-700">
                Stop e-mails that remind you of a checkout you left and tell you about offers?
              </p>
              <Button className="mt-4" onClick={stop}>
                Stop reminders and offers
              </Button>
            </>
          )}
        </div>
        <p className="mt-6 text-sm text-ink-600">
          E-mails about your orders and payments still reach you. You can turn reminders back on
          from{' '}
          <Link
            to="/user-profile"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            your profile
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
