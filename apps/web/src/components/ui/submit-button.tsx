import type { ReactNode } from 'react';
import { getButtonClassName } from './button-classes';
import { Spinner } from './spinner';

/**
 * The form's submit button. Disabled until the form is valid and while busy; busy, it shows the
 * spec's 40x40 spinner in place of the label (the button is 44 px high, so nothing moves).
 */
export function SubmitButton({
  isBusy,
  isDisabled,
  busyLabel,
  children,
}: {
  isBusy: boolean;
  isDisabled: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={isDisabled || isBusy}
      aria-busy={isBusy || undefined}
      className={getButtonClassName('primary', 'md', 'w-full')}
    >
      {isBusy ? <Spinner size="md" tone="current" label={busyLabel} /> : children}
    </button>
  );
}
