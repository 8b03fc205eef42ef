import { createContext, use } from 'react';
import type { ReactNode } from 'react';

export type UserRole = 'USER' | 'SALES' | 'EVENTS' | 'ADMIN';

export interface SessionUser {
  name: string;
  email: string;
  role: UserRole;
}

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /** Present exactly when status is 'signed-in'. */
  user?: SessionUser;
}

export interface SessionContextValue extends Session {
  /** Ends the session; the accounts issue wires this to the logout call. */
  signOut: () => void;
}

const SIGNED_OUT: SessionContextValue = { status: 'signed-out', signOut: () => {} };

const SessionContext = createContext<SessionContextValue>(SIGNED_OUT);

export interface SessionProviderProps {
  children: ReactNode;
  /** Lets tests and previews pin a session; the app leaves it out. */
  value?: SessionContextValue;
}

/**
 * Stub: everyone is signed out until the accounts issue checks the stored token here
 * (GET /v1.5/requests/test/private/zoro) and fills in the user.
 */
export function SessionProvider({ children, value = SIGNED_OUT }: SessionProviderProps) {
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  return use(SessionContext);
}
