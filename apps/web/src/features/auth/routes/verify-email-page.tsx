import { ACCOUNT_MESSAGES } from '@kaksha/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { describeSubmitError } from '../../../lib/submit-error';
import { linkTokenFromHash, verifyEmail } from '../account-api';
import { SWITCH_LINK_CLASS } from '../components/auth-form-parts';
import { AuthPageLayout } from '../components/auth-page-layout';

type Outcome = { tone: 'info' | 'error'; message: string };

/** /verify-email#token=...: the link of the sign-up e-mail; confirms the address on arrival. */
export function VerifyEmailPage() {
  const { hash } = useLocation();
  const token = linkTokenFromHash(hash);
  const [outcome, setOutcome] = useState<Outcome | undefined>(
    token ? undefined : { tone: 'error', message: ACCOUNT_MESSAGES.linkMissing },
  );
  // The link is single use: asked once, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    verifyEmail(token).then(
      (answer) => setOutcome({ tone: 'info', message: answer.message }),
      (error: unknown) => setOutcome({ tone: 'error', message: describeSubmitError(error) }),
    );
  }, [token]);
  return (
    <AuthPageLayout
      pageTitle="Verify e-mail"
      heading="Verify your e-mail"
      intro="Confirming that this address is yours keeps your account safe."
    >
      {outcome ? (
        <FormAlert tone={outcome.tone} message={outcome.message} />
      ) : (
        <Spinner label="Verifying your e-mail address" />
      )}
      <p className="mt-4 text-sm">
        <Link to="/user-profile" className={SWITCH_LINK_CLASS}>
          Go to your profile
        </Link>
      </p>
    </AuthPageLayout>
  );
}
