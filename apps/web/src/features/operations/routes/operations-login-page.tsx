import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';
import { useSession, useSessionActions } from '../../../lib/session';
import { CalendarIcon } from '../../../components/ui/icons';
import { ChartIcon } from '../components/operations-icons';
import { OperationsLoginForm } from '../components/operations-login-form';
import { StaffSessionPanel } from '../components/staff-session-panel';
import { areaForPath } from '../operations-areas';
import { useOperationsSignIn } from '../use-operations-sign-in';

/**
 * /operations: the staff sign-in (spec document 3). Staff pages send signed-out visitors here with
 * `?returnTo=`; signed in, the page offers to continue or to sign out.
 */
export function OperationsLoginPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get(RETURN_TO_PARAM));
  const location = useLocation();
  const session = useSession();
  const { signOut } = useSessionActions();
  const { submit, isSigningInHere, hasStayed, notice, reset } = useOperationsSignIn(returnTo);

  let card: ReactNode;
  if (session.status === 'loading' && !isSigningInHere) {
    card = (
      <div className="flex justify-center py-16">
        <Spinner size="md" tone="current" label="Checking your session" />
      </div>
    );
  } else if (session.status === 'signed-in' && session.user && !isSigningInHere) {
    card = (
      <StaffSessionPanel
        user={session.user}
        returnTo={returnTo}
        notice={notice}
        takeFocus={hasStayed}
        onSignOut={() => {
          reset();
          return signOut({ redirectTo: `${location.pathname}${location.search}` });
        }}
      />
    );
  } else {
    card = (
      <>
        <h2 className="text-h3 font-bold">Staff sign-in</h2>
        <p className="mt-1 mb-6 text-ink-600">Choose your workspace, then sign in.</p>
        <OperationsLoginForm onSubmit={submit} defaultType={areaForPath(returnTo)?.type} />
      </>
    );
  }

  return (
    <>
      <PageTitle page="Operations" />
      <div className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-brand-200/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-80 rounded-full bg-accent-200/30 blur-3xl"
        />
        <Container className="relative grid gap-8 py-10 sm:py-16 lg:grid-cols-[1fr_30rem] lg:items-center lg:gap-16">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Kaksha staff
            </p>
            <h1 className="text-h2 font-extrabold sm:text-h1">Operations</h1>
            <p className="mt-4 max-w-xl text-lg text-ink-600">
              The sales desk and the event &amp; blog console. What opens depends on the role your
              account has been given.
            </p>
            <ul className="mt-8 hidden max-w-xl gap-4 lg:grid">
              <AreaHighlight icon={<ChartIcon size={22} />} title="Sales">
                Look up learners, carts and payments, and download them as CSV.
              </AreaHighlight>
              <AreaHighlight icon={<CalendarIcon size={22} />} title="Event & Blog">
                Publish and update events, manage coupons and the blog.
              </AreaHighlight>
            </ul>
          </div>
          <div className="w-full min-w-0 max-w-lg rounded-panel border border-ink-200/80 bg-white px-5 py-7 shadow-raised sm:px-8 sm:py-9 lg:max-w-none">
            {card}
          </div>
        </Container>
      </div>
    </>
  );
}

function AreaHighlight({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-card border border-ink-200/60 bg-white/70 p-4 backdrop-blur">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        {icon}
      </span>
      <span>
        <span className="block font-semibold text-ink-950">{title}</span>
        <span className="mt-0.5 block text-ink-600">{children}</span>
      </span>
    </li>
  );
}
