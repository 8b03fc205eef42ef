import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuthDialogState } from '../../lib/auth-dialog';
import { useExternalSignInReturn } from './external-sign-in-return';
import { useNavigateAfterSignIn } from './post-sign-in';
import { useSessionActions } from '../../lib/session';

const loadContent = () => import('./components/auth-dialog-content');
const AuthDialogContent = lazy(loadContent);

/** Starts loading the pop-up before it is needed (pointer over, or focus on, Log In). */
export function preloadAuthDialog(): void {
  loadContent().catch(() => {});
}

export interface AuthDialogHostProps {
  /** Called as a pop-up opens; the header closes its mobile menu here (spec §2.2). */
  onOpen?: () => void;
}

/**
 * Draws the log-in / sign-up pop-up that `useAuthDialog().open()` asks for. Mounted once inside
 * the router (in the header), so it can navigate; it also gives the session the router's navigate
 * and finishes a Google sign-in round trip.
 */
export function AuthDialogHost({ onOpen }: AuthDialogHostProps) {
  const { state, close, switchMode } = useAuthDialogState();
  const navigate = useNavigate();
  const { registerNavigator } = useSessionActions();
  const navigateAfterSignIn = useNavigateAfterSignIn();

  useEffect(() => {
    registerNavigator(navigate);
    return () => registerNavigator(null);
  }, [navigate, registerNavigator]);

  useExternalSignInReturn();

  const isOpen = state.mode !== null;
  useEffect(() => {
    if (isOpen) onOpen?.();
  }, [isOpen, onOpen]);

  if (!state.mode) return null;
  const returnTo = state.returnTo;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AuthDialogContent
        mode={state.mode}
        returnTo={returnTo}
        onClose={close}
        onSwitch={switchMode}
        onSignedIn={() => {
          close();
          navigateAfterSignIn(returnTo);
        }}
      />
    </Suspense>
  );
}

function LoadingOverlay() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink-950/55">
      <Spinner size="md" label="Loading" />
    </div>
  );
}
