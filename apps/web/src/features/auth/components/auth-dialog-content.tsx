import type { AuthDialogMode } from '../../../lib/auth-dialog';
import type { SessionUser } from '../../../lib/session';
import { SWITCH_LINK_CLASS } from './auth-form-parts';
import { LoginForm } from './login-form';
import { Modal } from '../../../components/ui/modal';
import { SignupForm } from './signup-form';

export interface AuthDialogContentProps {
  mode: AuthDialogMode;
  returnTo?: string;
  onClose: () => void;
  onSwitch: (mode: AuthDialogMode) => void;
  onSignedIn: (user: SessionUser) => void;
}

const COPY = {
  login: { title: 'Log In', intro: 'Welcome back. Pick up where you left off.' },
  signup: { title: 'Sign Up', intro: 'Create your Kaksha account to enrol in live programs.' },
} as const;

/** The pop-up's content: log-in or sign-up, switchable into each other, closed with ×. */
export default function AuthDialogContent({
  mode,
  returnTo,
  onClose,
  onSwitch,
  onSignedIn,
}: AuthDialogContentProps) {
  const copy = COPY[mode];
  return (
    <Modal title={copy.title} isTitleVisible onClose={onClose} focusKey={mode}>
      <p className="-mt-2 mb-5 text-sm text-ink-600">{copy.intro}</p>
      {mode === 'login' ? (
        <LoginForm
          key="login"
          returnTo={returnTo}
          onSuccess={onSignedIn}
          onLeave={onClose}
          switchToSignup={
            <button type="button" className={SWITCH_LINK_CLASS} onClick={() => onSwitch('signup')}>
              Sign Up
            </button>
          }
        />
      ) : (
        <SignupForm
          key="signup"
          returnTo={returnTo}
          onSuccess={onSignedIn}
          switchToLogin={
            <button type="button" className={SWITCH_LINK_CLASS} onClick={() => onSwitch('login')}>
              Log In
            </button>
          }
        />
      )}
    </Modal>
  );
}
