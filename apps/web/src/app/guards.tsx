import type { Role } from '@kaksha/shared';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { LockIcon } from '../components/ui/icons';
import { PageTitle } from '../components/ui/page-title';
import { loginPathFor, staffSignInPathFor } from '../lib/return-path';
import { useSession } from '../lib/session';
import type { SessionContextValue } from '../lib/session';
import { PageLoader } from './page-loader';

// The only places that decide who may open a page. They guide people; the server still refuses
// every call a role may not make.

/**
 * True once this guard has seen a signed-in session: a session that ends while the page is open
 * (Log Out, which is already on its way to '/', or a refresh refused) gets a notice, not a bounce.
 */
function useHadSession(session: SessionContextValue): boolean {
  const [hadSession, setHadSession] = useState(session.status === 'signed-in');
  if (session.status === 'signed-in' && !hadSession) setHadSession(true);
  return hadSession;
}

/** Learner pages: signed-out visitors go to log in, and come back here afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const hadSession = useHadSession(session);
  const here = `${location.pathname}${location.search}`;

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') {
    if (hadSession) return <SignedOutNotice signInPath={loginPathFor(here)} />;
    return <Navigate to={loginPathFor(here)} replace />;
  }
  return <Outlet />;
}

const roleGuards = new Map<string, ComponentType>();

/**
 * Staff pages: signed-out visitors go to the operations sign-in and come back; a signed-in account
 * without one of `roles` sees a 403 page that offers to switch account.
 */
export function requireRoles(roles: readonly Role[]): ComponentType {
  const key = [...roles].sort().join(',');
  const existing = roleGuards.get(key);
  if (existing) return existing;
  function RequireRole() {
    const session = useSession();
    const location = useLocation();
    const hadSession = useHadSession(session);
    const here = `${location.pathname}${location.search}`;

    if (session.status === 'loading') return <PageLoader />;
    if (session.status === 'signed-out' || !session.user) {
      if (hadSession) return <SignedOutNotice signInPath={staffSignInPathFor(here)} />;
      return <Navigate to={staffSignInPathFor(here)} replace />;
    }
    if (!roles.includes(session.user.role)) return <Forbidden session={session} returnTo={here} />;
    return <Outlet />;
  }
  roleGuards.set(key, RequireRole);
  return RequireRole;
}

function SignedOutNotice({ signInPath }: { signInPath: string }) {
  return (
    <Container width="reading" className="py-16 text-center">
      <PageTitle page="Signed out" />
      <h1 className="text-h2 font-extrabold">You are logged out</h1>
      <p className="mt-3 text-ink-600">Log in again to carry on where you were.</p>
      <ButtonLink to={signInPath} className="mt-6">
        Log In
      </ButtonLink>
    </Container>
  );
}

/** 403: signed in, but not with a role this page needs. */
function Forbidden({ session, returnTo }: { session: SessionContextValue; returnTo: string }) {
  const [isSwitching, setIsSwitching] = useState(false);
  return (
    <Container width="reading" className="flex flex-col items-center py-20 text-center sm:py-28">
      <PageTitle page="Not allowed" />
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <LockIcon size={32} />
      </span>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 403</p>
      <h1 className="mt-2 text-h2 font-extrabold">This page is for Kaksha staff</h1>
      <p className="mt-4 text-lg text-ink-600">
        You are signed in as <strong className="text-ink-900">{session.user?.email}</strong>, which
        cannot open this page. Sign in with a staff account that has access, or head back home.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          variant="primary"
          disabled={isSwitching}
          onClick={() => {
            setIsSwitching(true);
            Promise.resolve(session.signOut({ redirectTo: staffSignInPathFor(returnTo) }))
              .catch(() => {})
              .finally(() => setIsSwitching(false));
          }}
        >
          Switch account
        </Button>
        <ButtonLink to="/" variant="secondary">
          Take me home
        </ButtonLink>
      </div>
    </Container>
  );
}
