import { OPERATIONS_MESSAGES, isStaffRole } from '@kaksha/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/ui/field';
import type { SessionUser } from '../../../lib/session';
import { ROLE_LABELS, areasOpenTo } from '../operations-areas';

export interface StaffSessionPanelProps {
  user: SessionUser;
  /** Where the guard sent the visitor from, if anywhere. */
  returnTo?: string;
  /** Why the visitor is still here after signing in (the chosen area is not open to the role). */
  notice?: string;
  /** Takes focus when it replaces the form, so keyboard and screen-reader users land on it. */
  takeFocus?: boolean;
  onSignOut: () => Promise<void>;
}

/** Already signed in: continue to what this role may open, or sign out to use another account. */
export function StaffSessionPanel({
  user,
  returnTo,
  notice,
  takeFocus = false,
  onSignOut,
}: StaffSessionPanelProps) {
  const [isSigningOut, setIsSigningOut] = useState(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  const isStaff = isStaffRole(user.role);
  const areas = areasOpenTo(user.role);
  const signOut = () => {
    setIsSigningOut(true);
    onSignOut()
      .catch(() => {})
      .finally(() => setIsSigningOut(false));
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-h3 font-bold outline-none">
        You are signed in
      </h2>
      <p className="mt-2 mb-5 text-ink-600">
        as <strong className="font-semibold break-all text-ink-900">{user.email}</strong>{' '}
        <span className="ml-1 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
          {ROLE_LABELS[user.role]}
        </span>
      </p>
      {isStaff ? (
        <FormAlert message={notice} tone="info" />
      ) : (
        <FormAlert message={OPERATIONS_MESSAGES.noStaffAccess} />
      )}
      <div className="flex flex-col gap-3">
        {isStaff && returnTo && (
          <ButtonLink to={returnTo} className="w-full">
            Continue where you were
            <ArrowRightIcon size={18} />
          </ButtonLink>
        )}
        {areas.map((area, index) => (
          <ButtonLink
            key={area.type}
            to={area.path}
            variant={returnTo || index > 0 ? 'secondary' : 'primary'}
            className="w-full"
          >
            Continue to {area.label}
            <ArrowRightIcon size={18} />
          </ButtonLink>
        ))}
        <Button
          variant={isStaff ? 'ghost' : 'primary'}
          className="w-full"
          disabled={isSigningOut}
          onClick={signOut}
        >
          {isStaff ? 'Sign out' : 'Switch account'}
        </Button>
        {!isStaff && (
          <ButtonLink to="/" variant="secondary" className="w-full">
            Take me home
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
