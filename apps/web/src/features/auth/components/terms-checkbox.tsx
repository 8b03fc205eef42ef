import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/field';

export interface TermsCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  error?: string;
}

/** "I accept the Terms & Conditions", linking /terms_condition in a new tab so nothing typed is lost. */
export function TermsCheckbox({ error, ...inputProps }: TermsCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mt-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-700"
          {...inputProps}
        />
        <label htmlFor={id} className="text-sm text-ink-700">
          I accept the{' '}
          <Link
            to="/terms_condition"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Terms &amp; Conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
