import type { ComponentPropsWithRef } from 'react';
import { joinClassNames } from '../../lib/class-names';

export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'success' | 'error';

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-800 ring-brand-200',
  accent: 'bg-accent-100 text-accent-800 ring-accent-200',
  neutral: 'bg-ink-100 text-ink-700 ring-ink-200',
  success: 'bg-success-50 text-success-700 ring-success-100',
  error: 'bg-error-50 text-error-700 ring-error-100',
};

type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

export function Badge({ tone = 'brand', className, ...props }: BadgeProps) {
  return (
    <span
      className={joinClassNames(
        'inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
