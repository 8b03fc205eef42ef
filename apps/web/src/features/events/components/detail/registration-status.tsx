import { REGISTRATION_MESSAGES } from '@kaksha/shared';
import type { Registration } from '@kaksha/shared';
import type { ReactNode } from 'react';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
  MailIcon,
} from '../../../../components/ui/icons';
import { joinClassNames } from '../../../../lib/class-names';

function headingOf(registration: Registration): string {
  switch (registration.status) {
    case 'confirmed':
      return 'You’re registered';
    case 'waitlisted':
      return registration.waitlistPosition
        ? `You’re on the waiting list: #${registration.waitlistPosition}`
        : 'You’re on the waiting list';
    case 'pending':
      return 'Confirm your e-mail address';
    case 'cancelled':
      return 'Registration cancelled';
  }
}

const TONES = {
  confirmed: {
    box: 'border-success-100 bg-success-50',
    icon: 'text-success-600',
    Icon: CheckCircleIcon,
  },
  waitlisted: { box: 'border-accent-200 bg-accent-50', icon: 'text-accent-700', Icon: ClockIcon },
  pending: { box: 'border-brand-200 bg-brand-50', icon: 'text-brand-700', Icon: MailIcon },
  cancelled: { box: 'border-ink-200 bg-ink-50', icon: 'text-ink-500', Icon: AlertCircleIcon },
} as const;

/**
 * Where a registration stands: confirmed, waitlisted #n, pending (check your inbox) or
 * cancelled, with the server's message (or the contract's wording for that status).
 */
export function RegistrationStatus({
  registration,
  message,
  children,
}: {
  registration: Registration;
  message?: string;
  /** Actions under the text (Cancel my registration). */
  children?: ReactNode;
}) {
  const tone = TONES[registration.status];
  return (
    <div role="status" className={joinClassNames('rounded-card border p-5 sm:p-6', tone.box)}>
      <p className="flex items-center gap-2.5 text-lg font-bold text-ink-950">
        <tone.Icon size={22} className={joinClassNames('shrink-0', tone.icon)} />
        {headingOf(registration)}
      </p>
      <p className="mt-2 text-ink-700">{message ?? REGISTRATION_MESSAGES[registration.status]}</p>
      {registration.email && (
        <p className="mt-1 text-sm text-ink-500">Registered as {registration.email}</p>
      )}
      {children && <div className="mt-4 flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
