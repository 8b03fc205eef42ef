import { AUTH_MESSAGES } from '@kaksha/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EXTERNAL_SIGN_IN_PARAM, takeExternalReturnPath } from '../../lib/return-path';
import { useSession } from '../../lib/session';

import { toastError, toastSuccess } from '../../lib/toast';

export const EXTERNAL_SIGN_IN_FAILED = 'Google sign-in did not complete. Please try again.';

/**
 * Google sign-in comes back to '/?signedIn=google' with only the refresh cookie set; the session
 * turns that into an access token on load. Once it has settled this greets the learner (or says
 * it failed), drops the parameter from the address and goes back to where sign-in started.
 */
export function useExternalSignInReturn(): void {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const isReturning = searchParams.has(EXTERNAL_SIGN_IN_PARAM);
  const handled = useRef(false);

  useEffect(() => {
    if (!isReturning) {
      handled.current = false;
      return;
    }
    if (status === 'loading' || handled.current) return;
    handled.current = true;
    const isSignedIn = status === 'signed-in';
    if (isSignedIn) toastSuccess(AUTH_MESSAGES.loginSuccess);
    else toastError(EXTERNAL_SIGN_IN_FAILED);
    const rest = new URLSearchParams(location.search);
    rest.delete(EXTERNAL_SIGN_IN_PARAM);
    const here = `${location.pathname}${rest.size ? `?${rest.toString()}` : ''}${location.hash}`;
    const returnTo = takeExternalReturnPath();
    navigate(isSignedIn && returnTo ? returnTo : here, { replace: true });
  }, [isReturning, status, location, navigate]);
}
