import type { Event, RegistrationResult } from '@kaksha/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Container } from '../../../../components/ui/container';
import { Spinner } from '../../../../components/ui/spinner';
import { useAuthDialog } from '../../../../lib/auth-dialog';
import { useSession } from '../../../../lib/session';
import { eventKey, REGISTER_SECTION_ID } from '../../lib/event-links';
import { MemberRegistration } from './member-registration';
import { RegistrationStatus } from './registration-status';
import { VisitorRegistrationForm } from './visitor-registration-form';

/** "38 of 50 seats left", or that the event is full and new registrations wait. */
export function describeSeats(event: Event): string | undefined {
  if (event.capacity === null) return undefined;
  const left = Math.max(0, event.capacity - event.registeredCount);
  if (left > 0) return `${left} of ${event.capacity} seats left`;
  return event.waitlistCount > 0
    ? `The event is full: new registrations join the waiting list (${event.waitlistCount} waiting).`
    : 'The event is full: new registrations join the waiting list.';
}

/**
 * Registration for an active event that has no enrollLink of its own (#register, where Enroll
 * leads): one click for a signed-in learner, a name and e-mail form for a visitor.
 */
export function EventRegistration({ event }: { event: Event }) {
  const session = useSession();
  const seats = describeSeats(event);

  return (
    <section
      id={REGISTER_SECTION_ID}
      aria-labelledby="event-registration-heading"
      className="scroll-mt-20 py-12 sm:py-16"
    >
      <Container>
        <div className="grid gap-8 rounded-panel border border-brand-100 bg-linear-to-br from-white to-brand-50 p-6 shadow-card sm:p-10 lg:grid-cols-[1fr_1.3fr] lg:gap-12">
          <div>
            <p className="mb-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Registration
            </p>
            <h2 id="event-registration-heading" className="text-3xl font-extrabold sm:text-h2">
              Reserve your seat
            </h2>
            <p className="mt-3 text-lg text-ink-600">
              We’ll e-mail you the joining link and a calendar invite, and remind you before it
              starts.
            </p>
            {seats && <p className="mt-4 font-semibold text-brand-800">{seats}</p>}
          </div>
          <div>
            {session.status === 'loading' ? (
              <div className="flex justify-center py-6">
                <Spinner size="md" label="Loading" />
              </div>
            ) : session.status === 'signed-in' && session.user ? (
              <MemberRegistration event={event} user={session.user} />
            ) : (
              <VisitorRegistration event={event} />
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

function VisitorRegistration({ event }: { event: Event }) {
  const [result, setResult] = useState<RegistrationResult>();
  const authDialog = useAuthDialog();
  const location = useLocation();

  if (result) {
    return <RegistrationStatus registration={result.registration} message={result.message} />;
  }
  return (
    <>
      <VisitorRegistrationForm eventKey={eventKey(event)} onRegistered={setResult} />
      <p className="mt-4 text-sm text-ink-600">
        Have a Kaksha account?{' '}
        <button
          type="button"
          onClick={() =>
            authDialog.open('login', {
              returnTo: `${location.pathname}#${REGISTER_SECTION_ID}`,
            })
          }
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Log in
        </button>{' '}
        to register with one click.
      </p>
    </>
  );
}
