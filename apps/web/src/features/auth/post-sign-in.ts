import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The spec's pause between a successful log-in and the navigation (§2.4, §9). */
export const POST_LOGIN_NAVIGATION_DELAY_MS = 100;

/** Goes to `returnTo` (or '/') about 100 ms after a log-in; the timer dies with the caller. */
export function useNavigateAfterSignIn(): (returnTo?: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (returnTo?: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(returnTo ?? '/'), POST_LOGIN_NAVIGATION_DELAY_MS);
    },
    [navigate],
  );
}
