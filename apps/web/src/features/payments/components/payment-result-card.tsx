import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '../../../components/ui/icons';
import { joinClassNames } from '../../../lib/class-names';

const TONES = {
  success: {
    background: 'from-success-50',
    badge: 'bg-success-100 text-success-600 ring-success-50',
    Icon: CheckCircleIcon,
  },
  error: {
    background: 'from-error-50',
    badge: 'bg-error-100 text-error-600 ring-error-50',
    Icon: AlertCircleIcon,
  },
  /** Not decided yet (a payment being confirmed). */
  pending: {
    background: 'from-brand-50',
    badge: 'bg-brand-100 text-brand-700 ring-brand-50',
    Icon: ClockIcon,
  },
} as const;

interface PaymentResultCardProps {
  tone: keyof typeof TONES;
  /** The spec's message, as the page's heading. */
  title: string;
  children: ReactNode;
  /** The page's way on: Return to home, My programs. */
  actions: ReactNode;
}

/** The one layout of the payment result pages: a badge, the spec's message, what next. */
export function PaymentResultCard({ tone, title, children, actions }: PaymentResultCardProps) {
  const { background, badge, Icon } = TONES[tone];
  return (
    <div className={joinClassNames('bg-linear-to-b to-white', background)}>
      <Container width="reading" className="py-16 sm:py-24">
        <Card padding="lg" className="flex flex-col items-center text-center">
          <span
            className={joinClassNames(
              'inline-flex size-20 items-center justify-center rounded-full ring-8',
              badge,
            )}
          >
            <Icon size={44} />
          </span>
          <h1 className="mt-8 text-h3 font-extrabold sm:text-h2">{title}</h1>
          <div className="mt-4 w-full space-y-3 text-ink-600">{children}</div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
        </Card>
      </Container>
    </div>
  );
}
