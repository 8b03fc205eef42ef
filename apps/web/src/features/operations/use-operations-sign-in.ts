import { AUTH_MESSAGES, isStaffRole } from '@kaksha/shared';
import type { OperationsLoginForm } from '@kaksha/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionActions } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { areaFor, areasOpenTo } from './operations-areas';

export interface OperationsSignIn {
  /** Signs in, then goes where the role may go; rejects with the server's refusal. */
  submit: (values: OperationsLoginForm) => Promise<void>;
  /** True from submit until the page has moved on: the form stays up (busy) meanwhile. */
  isSigningInHere: boolean;
  /** Signed in here but kept on the page (a learner account, or an area the role can't open). */
  hasStayed: boolean;
  /** Why, when the chosen area is not open to this role. */
  notice?: string;
  /** Forgets the above (on signing out). */
  reset: () => void;
}

/**
 * The spec signs staff in as whichever type they pick; here the server's role decides:
 * - a learner account (USER) stays on the page, which says it has no staff access;
 * - with a `returnTo`, the visitor goes back there (its guard shows 403 if the role doesn't fit);
 * - otherwise to the chosen area, or, if the role cannot open it, stays and says so.
 */
export function useOperationsSignIn(returnTo: string | undefined): OperationsSignIn {
  const { signIn } = useSessionActions();
  const navigate = useNavigate();
  const [isSigningInHere, setIsSigningInHere] = useState(false);
  const [hasStayed, setHasStayed] = useState(false);
  const [notice, setNotice] = useState<string>();

  const submit = useCallback(
    async ({ type, email, password }: OperationsLoginForm) => {
      setNotice(undefined);
      setHasStayed(false);
      setIsSigningInHere(true);
      try {
        const user = await signIn({ email, password });
        if (!isStaffRole(user.role)) {
          setHasStayed(true);
          setIsSigningInHere(false);
          return;
        }
        const area = areaFor(type);
        if (!returnTo && !area.roles.includes(user.role)) {
          const open = areasOpenTo(user.role).map((other) => other.label);
          setNotice(
            `This account cannot open ${area.label}.` +
              (open.length > 0 ? ` It can open ${open.join(' and ')}.` : ''),
          );
          toastSuccess(AUTH_MESSAGES.loginSuccess);
          setHasStayed(true);
          setIsSigningInHere(false);
          return;
        }
        toastSuccess(AUTH_MESSAGES.loginSuccess);
        await navigate(returnTo ?? area.path);
      } catch (error) {
        setIsSigningInHere(false);
        throw error;
      }
    },
    [signIn, navigate, returnTo],
  );

  const reset = useCallback(() => {
    setNotice(undefined);
    setHasStayed(false);
  }, []);
  return { submit, isSigningInHere, hasStayed, notice, reset };
}
