import { createContext, use, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type AuthDialogMode = 'login' | 'signup';

export interface AuthDialogOpenOptions {
  /** Where to go after a successful log-in; '/' when left out (spec 2.4). */
  returnTo?: string;
}

export interface AuthDialogControls {
  open: (mode: AuthDialogMode, options?: AuthDialogOpenOptions) => void;
  close: () => void;
}

export interface AuthDialogState {
  mode: AuthDialogMode | null;
  returnTo?: string;
}

interface AuthDialogContextValue extends AuthDialogControls {
  state: AuthDialogState;
  /** Switches between log-in and sign-up inside an open dialog. */
  switchMode: (mode: AuthDialogMode) => void;
}

const AuthDialogContext = createContext<AuthDialogContextValue | null>(null);

/**
 * Holds which auth pop-up is open. It sits in the app providers (outside the router), so the
 * dialog itself is drawn by `AuthDialogHost` inside the layout, where links and navigation work.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState>({ mode: null });

  const open = useCallback((mode: AuthDialogMode, options?: AuthDialogOpenOptions) => {
    setState({ mode, returnTo: options?.returnTo });
  }, []);
  const close = useCallback(() => setState({ mode: null }), []);
  const switchMode = useCallback(
    (mode: AuthDialogMode) => setState((current) => ({ ...current, mode })),
    [],
  );

  const value = useMemo(
    () => ({ state, open, close, switchMode }),
    [state, open, close, switchMode],
  );
  return <AuthDialogContext value={value}>{children}</AuthDialogContext>;
}

function useAuthDialogContext(): AuthDialogContextValue {
  const value = use(AuthDialogContext);
  if (!value) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return value;
}

/** Opens the log-in or sign-up pop-up from anywhere inside the site layout. */
export function useAuthDialog(): AuthDialogControls {
  const { open, close } = useAuthDialogContext();
  return useMemo(() => ({ open, close }), [open, close]);
}

/** For the dialog host only: the open mode, the return path and the mode switch. */
export function useAuthDialogState(): AuthDialogContextValue {
  return useAuthDialogContext();
}
