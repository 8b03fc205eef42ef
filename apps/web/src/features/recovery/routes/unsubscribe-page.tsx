import { RECOVERY_MESSAGES } from '@kaksha/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { FormAlert } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { describeSubmitError } from '../../../lib/submit-error';
import { unsubscribe } from '../api';

type Outcome = { tone: 'info' | 'error'; message: string };

/**
 * /unsubscribe?token=…: where a reminder's unsubscribe link leads (through the API, which checks
 * the token). Withdraws consent on arrival, without sign-in, and says what happened.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    token ? undefined : { tone: 'error', message: RECOVERY_MESSAGES.badLink },
  );
  // Asked once, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    unsubscribe(token).then(
      (answer) => setOutcome({ tone: 'info', message: answer.message }),
      (error: unknown) => setOutcome({ tone: 'error', message: describeSubmitError(error) }),
    );
  }, [token]);
  return (
    <>
      <PageTitle page="Unsubscribe" isNoIndex />
      <Container className="max-w-xl py-12 sm:py-16">
        <h1 className="text-h2 font-extrabold">Reminders and offers</h1>
        <div className="mt-6" aria-live="polite">
          {outcome ? (
            <FormAlert tone={outcome.tone} message={outcome.message} />
          ) : (
            <Spinner label="Turning off reminders and offers" />
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
