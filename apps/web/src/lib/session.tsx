import { QueryClientContext } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '@kaksha/shared';
import type { Role } from '@kaksha/shared';
import {
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  subscribeToAccessToken,
} from './token-store';
import { whenSessionCanShow } from './page-hydration';
import { isReturningFromExternalSignIn } from './return-path';
import { toastSuccess } from './toast';

export type UserRole = Role;

export interface SessionUser {
  name: string;
  email: string;
  role: UserRole;
  /** Filled from the token check (zoro); absent right after log-in until that answers. */
  mobileNumber?: string;
  collegeName?: string;
  stream?: string;
}

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /** Present exactly when status is 'signed-in'. */
  user?: SessionUser;
}

export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignOutOptions {
  /** Where to go afterwards; '/' when left out (spec §2.2). */
  redirectTo?: string;
}

export interface SessionContextValue extends Session {
  /** Logs out on the server, forgets the token, toasts 'Logout Successful' and goes to '/'. */
  signOut: (options?: SignOutOptions) => void | Promise<void>;
  /** The stored bearer token while signed in. Prefer `callAuthApi`, which also refreshes it. */
  accessToken?: string | null;
  /** Logs in (POST /login); resolves with the user once the server has answered 201. */
  signIn?: (credentials: SignInCredentials) => Promise<SessionUser>;
  /** Re-reads the signed-in user's details (after a profile change, say). */
  refreshProfile?: () => Promise<void>;
}

type Navigate = (to: string) => void | Promise<void>;

interface SessionActions {
  signIn: (credentials: SignInCredentials) => Promise<SessionUser>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** The router's navigate, registered from inside the router (the provider sits outside it). */
  registerNavigator: (navigate: Navigate | null) => void;
}

type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const SIGNED_OUT: SessionContextValue = { status: 'signed-out', signOut: () => {} };

const SessionContext = createContext<SessionContextValue>(SIGNED_OUT);
const SessionActionsContext = createContext<SessionActions | null>(null);

// Kept out of the entry chunk: the requests pull in zod and the shared schemas.
const loadRequests = () => import('./session-requests');

/**
 * The state from this browser's storage. A prerendered page is hydrated first as the server drew
 * it (no session known: 'loading'), and reads storage only after that, so the two renders agree.
 */
function storedSessionState(): SessionState {
  const hasSession = readAccessToken() !== null || isReturningFromExternalSignIn();
  return hasSession ? { status: 'loading' } : { status: 'signed-out' };
}

function toSessionUser(user: SessionUser): SessionUser {
  const { name, email, role, mobileNumber, collegeName, stream } = user;
  return { name, email, role, mobileNumber, collegeName, stream };
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Lets tests and previews pin a session; the app leaves it out. */
  value?: SessionContextValue;
  /** Set while hydrating server-rendered HTML, which was drawn with no session known. */
  isHydrating?: boolean;
}

/**
 * The learner's session. On load a stored token (or a return from Google sign-in) is checked
 * with the token check call; one 401 there refreshes once (see callAuthApi). A pinned `value`
 * overrides what `useSession` reads while the real actions stay available to the forms.
 */
export function SessionProvider({ children, value, isHydrating = false }: SessionProviderProps) {
  const outerActions = use(SessionActionsContext);
  if (value) {
    return <SessionContext value={value}>{children}</SessionContext>;
  }
  if (outerActions) return children;
  return <LiveSessionProvider isHydrating={isHydrating}>{children}</LiveSessionProvider>;
}

function LiveSessionProvider({
  children,
  isHydrating,
}: {
  children: ReactNode;
  isHydrating: boolean;
}) {
  const [state, setState] = useState<SessionState>(() =>
    isHydrating ? { status: 'loading' } : storedSessionState(),
  );
  const [hasReadStorage, setHasReadStorage] = useState(!isHydrating);
  const [accessToken, setAccessToken] = useState(() => (isHydrating ? null : readAccessToken()));
  // Once the header and the page have hydrated, read storage (lib/page-hydration.ts). As a
  // transition: the new session reaches the Suspense boundaries still dehydrated (the footer),
  // which an urgent update would make React hydrate at once in one long task (ADR 0020).
  useEffect(() => {
    if (hasReadStorage) return;
    return whenSessionCanShow(() =>
      startTransition(() => {
        setHasReadStorage(true);
        setAccessToken(readAccessToken());
        setState(storedSessionState());
      }),
    );
  }, [hasReadStorage]);
  const navigatorRef = useRef<Navigate | null>(null);
  const isSigningOut = useRef(false);
  const queryClient = use(QueryClientContext);

  /**
   * Another learner's data must never show: cached answers of pages no longer on screen are
   * dropped, and those on screen (a log-in from the cart pop-up) are fetched again.
   */
  const forgetPreviousUser = useCallback(
    (refetchActive: boolean) => {
      if (!queryClient) return;
      queryClient.removeQueries({ type: 'inactive' });
      if (refetchActive) void queryClient.invalidateQueries({ type: 'active' });
    },
    [queryClient],
  );

  useEffect(
    () =>
      subscribeToAccessToken(() => {
        const token = readAccessToken();
        setAccessToken(token);
        // Cleared here or in another tab: signed out. Set in another tab: check it.
        setState((current) => {
          if (!token) return current.status === 'signed-out' ? current : { status: 'signed-out' };
          return current.status === 'signed-out' ? { status: 'loading' } : current;
        });
      }),
    [],
  );

  const status = state.status;
  useEffect(() => {
    if (status !== 'loading' || !hasReadStorage) return;
    const controller = new AbortController();
    loadRequests()
      .then(({ fetchCurrentUser }) => fetchCurrentUser(controller.signal))
      .then(
        (user) => {
          if (!controller.signal.aborted)
            setState({ status: 'signed-in', user: toSessionUser(user) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // 401 after the one refresh: the session is over. Anything else (offline, 5xx): keep the
          // token for the next load, but do not claim to be signed in.
          if (getStatus(error) === 401) clearAccessToken();
          setState({ status: 'signed-out' });
        },
      );
    return () => controller.abort();
  }, [status, hasReadStorage]);

  const refreshProfile = useCallback(async () => {
    const { fetchCurrentUser } = await loadRequests();
    const user = toSessionUser(await fetchCurrentUser());
    // Logged out meanwhile: a late answer must not sign the learner back in.
    setState((current) =>
      current.status === 'signed-in' ? { status: 'signed-in', user } : current,
    );
  }, []);

  const signIn = useCallback(
    async (credentials: SignInCredentials) => {
      const { requestLogin } = await loadRequests();
      const answer = await requestLogin(credentials);
      const user: SessionUser = { name: answer.name, email: answer.email, role: answer.role };
      setState({ status: 'signed-in', user });
      storeAccessToken(answer.access_token);
      forgetPreviousUser(true);
      // The log-in answer has no phone, college or stream; the token check does.
      refreshProfile().catch(() => {});
      return user;
    },
    [refreshProfile, forgetPreviousUser],
  );

  const signOut = useCallback(
    async (options?: SignOutOptions) => {
      if (isSigningOut.current) return;
      isSigningOut.current = true;
      let wasRefused = false;
      try {
        const { requestLogout } = await loadRequests();
        await requestLogout();
      } catch (error) {
        // The server session may already be gone; this browser forgets it either way. A refused
        // token has said 'Invalid access token!' (spec §8), so no 'Logout Successful' after it.
        wasRefused = getStatus(error) === 401;
      }
      // Leave the page first, so a page that needs a learner does not send them to log in again.
      const navigate = navigatorRef.current;
      if (navigate) await Promise.resolve(navigate(options?.redirectTo ?? '/')).catch(() => {});
      clearAccessToken();
      setState({ status: 'signed-out' });
      forgetPreviousUser(false);
      isSigningOut.current = false;
      if (!wasRefused) toastSuccess(AUTH_MESSAGES.logoutSuccess);
      if (!navigate) window.location.assign(options?.redirectTo ?? '/');
    },
    [forgetPreviousUser],
  );

  const registerNavigator = useCallback((navigate: Navigate | null) => {
    navigatorRef.current = navigate;
  }, []);

  const actions = useMemo(
    () => ({ signIn, signOut, refreshProfile, registerNavigator }),
    [signIn, signOut, refreshProfile, registerNavigator],
  );

  const contextValue = useMemo<SessionContextValue>(
    () => ({
      status: state.status,
      user: state.status === 'signed-in' ? state.user : undefined,
      accessToken: state.status === 'signed-in' ? accessToken : null,
      signIn,
      signOut,
      refreshProfile,
    }),
    [state, accessToken, signIn, signOut, refreshProfile],
  );

  return (
    <SessionActionsContext value={actions}>
      <SessionContext value={contextValue}>{children}</SessionContext>
    </SessionActionsContext>
  );
}

function getStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? ((error as { status: unknown }).status as number)
    : undefined;
}

export function useSession(): SessionContextValue {
  return use(SessionContext);
}

/** The session's actions for the auth forms and the layout; needs the app's SessionProvider. */
export function useSessionActions(): SessionActions {
  const actions = use(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions must be used inside SessionProvider');
  return actions;
}
