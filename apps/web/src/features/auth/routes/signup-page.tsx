import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SWITCH_LINK_CLASS } from '../components/auth-form-parts';
import { AuthPageLayout } from '../components/auth-page-layout';
import { SignupForm } from '../components/signup-form';
import { useNavigateAfterSignIn } from '../post-sign-in';
import { loginPathFor, RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';

/** /signup: the sign-up form as a page. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const { status } = useSession();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const [hasSignedUpHere, setHasSignedUpHere] = useState(false);

  if (status === 'signed-in' && !hasSignedUpHere) {
    return <Navigate to={returnTo ?? '/'} replace />;
  }

  return (
    <AuthPageLayout
      pageTitle="Signup"
      heading="Sign Up"
      intro="Join Kaksha to enrol in live programs and track your progress."
    >
      <SignupForm
        returnTo={returnTo}
        onSuccess={() => {
          setHasSignedUpHere(true);
          navigateAfterSignIn(returnTo);
        }}
        switchToLogin={
          <Link to={returnTo ? loginPathFor(returnTo) : '/login'} className={SWITCH_LINK_CLASS}>
            Log In
          </Link>
        }
      />
    </AuthPageLayout>
  );
}
