import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { joinClassNames } from '../../lib/class-names';
import { preloadAuthDialog } from '../../features/auth/auth-dialog-host';
import { useSession } from '../../lib/session';

export type AuthMode = 'login' | 'signup';

export interface AuthActionsProps {
  /**
   * When given, Log In and Sign Up open the overlay instead of going to the /login and /signup
   * pages. They stay links to those pages, so a new tab (or no JavaScript yet) still works.
   */
  onOpenAuth?: (mode: AuthMode) => void;
  /** 'stacked' fills the width of the mobile menu. */
  layout?: 'inline' | 'stacked';
}

/** Sign Up / Log In for visitors; My schedule, profile picture and Log Out for a signed-in learner. */
export function AuthActions({ onOpenAuth, layout = 'inline' }: AuthActionsProps) {
  const session = useSession();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const isStacked = layout === 'stacked';
  const wrapperClass = joinClassNames(
    'flex items-center gap-2',
    isStacked && 'flex-col items-stretch',
  );
  const buttonClass = isStacked ? 'w-full' : undefined;

  /** A plain click opens the pop-up; Ctrl/Cmd/Shift/middle clicks keep the link's behaviour. */
  function openInstead(event: MouseEvent<HTMLAnchorElement>, mode: AuthMode) {
    if (!onOpenAuth) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpenAuth(mode);
  }

  if (session.status === 'loading') {
    return (
      <div
        aria-hidden="true"
        className={joinClassNames(
          'h-10 animate-pulse rounded-full bg-ink-100',
          isStacked ? 'w-full' : 'w-44',
        )}
      />
    );
  }

  if (session.status === 'signed-in' && session.user) {
    return (
      <div className={joinClassNames(wrapperClass, isStacked && 'sm:flex-row')}>
        <Link
          to="/user-profile"
          aria-label={`Your profile (${session.user.name || session.user.email})`}
          className="inline-flex items-center gap-2 rounded-full p-0.5 pr-3 text-sm font-medium text-ink-800 hover:bg-ink-100"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-linear-to-br from-brand-500 to-brand-800 text-sm font-bold text-white">
            {getInitials(session.user.name || session.user.email)}
          </span>
          {isStacked && <span>{session.user.name}</span>}
        </Link>
        {/* The learner's live sessions; in the header from lg, where the row has room for it. */}
        <ButtonLink
          to="/my-schedule"
          variant={isStacked ? 'secondary' : 'ghost'}
          size={isStacked ? 'md' : 'sm'}
          className={isStacked ? buttonClass : 'max-lg:hidden'}
        >
          My schedule
        </ButtonLink>
        {/* The mobile menu only: on wider headers the profile's My programs links it. */}
        {isStacked && (
          <ButtonLink to="/orders" variant="secondary" size="md" className={buttonClass}>
            Orders and invoices
          </ButtonLink>
        )}
        <Button
          variant="secondary"
          size="sm"
          className={buttonClass}
          disabled={isSigningOut}
          onClick={() => {
            setIsSigningOut(true);
            Promise.resolve(session.signOut())
              .catch(() => {})
              .finally(() => setIsSigningOut(false));
          }}
        >
          Log Out
        </Button>
      </div>
    );
  }

  return (
    <div className={wrapperClass}>
      <ButtonLink
        to="/login"
        variant={isStacked ? 'secondary' : 'ghost'}
        size={isStacked ? 'md' : 'sm'}
        className={buttonClass}
        onClick={(event) => openInstead(event, 'login')}
        onPointerEnter={onOpenAuth && preloadAuthDialog}
        onFocus={onOpenAuth && preloadAuthDialog}
      >
        Log In
      </ButtonLink>
      <ButtonLink
        to="/signup"
        variant="primary"
        size={isStacked ? 'md' : 'sm'}
        className={buttonClass}
        onClick={(event) => openInstead(event, 'signup')}
        onPointerEnter={onOpenAuth && preloadAuthDialog}
        onFocus={onOpenAuth && preloadAuthDialog}
      >
        Sign Up
      </ButtonLink>
    </div>
  );
}

function getInitials(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return initials || '?';
}
