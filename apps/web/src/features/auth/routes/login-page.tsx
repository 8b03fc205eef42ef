import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SWITCH_LINK_CLASS } from '../components/auth-form-parts';
import { AuthPageLayout } from '../components/auth-page-layout';
import { LoginForm } from '../components/login-form';
import { EXTERNAL_SIGN_IN_FAILED } from '../external-sign-in-return';
import { useNavigateAfterSignIn } from '../post-sign-in';
import {
  EXTERNAL_SIGN_IN_ERROR_PARAM,
  RETURN_TO_PARAM,
  safeReturnPath,
} from '../../../lib/return-path';
import { useSession } from '../../../lib/session';

const EXTERNAL_ERRORS: Record<string, string> = {
  OIDC_EMAIL_UNVERIFIED: 'An account with this email exists. Log in with your password.',
  OIDC_NO_EMAIL: 'Google did not share an e-mail address. Sign up with your e-mail instead.',
};

/** /login: the log-in form as a page; `?returnTo=/path` brings the learner back afterwards. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const externalError = searchParams.get(EXTERNAL_SIGN_IN_ERROR_PARAM);
  const { status } = useSession();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const [hasSignedInHere, setHasSignedInHere] = useState(false);

  // Already logged in (say, in another tab): nothing to do here.
  if (status === 'signed-in' && !hasSignedInHere) {
    return <Navigate to={returnTo ?? '/'} replace />;
  }

  const signupPath = returnTo
    ? `/signup?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`
    : '/signup';
  return (
    <AuthPageLayout
      pageTitle="Login"
      heading="Log In"
      intro="Welcome back. Pick up where you left off."
    >
      <LoginForm
        returnTo={returnTo}
        notice={
          externalError ? (EXTERNAL_ERRORS[externalError] ?? EXTERNAL_SIGN_IN_FAILED) : undefined
        }
        onSuccess={() => {
          setHasSignedInHere(true);
          navigateAfterSignIn(returnTo);
        }}
        switchToSignup={
          <Link to={signupPath} className={SWITCH_LINK_CLASS}>
            Sign Up
          </Link>
        }
      />
    </AuthPageLayout>
  );
}
