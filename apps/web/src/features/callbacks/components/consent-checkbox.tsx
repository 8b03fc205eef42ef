import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import { FieldError } from '../../../components/ui/field';

type ConsentCheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  error?: string;
};

/** "I agree to be contacted", with the privacy policy a tab away (the form keeps its values). */
export function ConsentCheckbox({ error, ...inputProps }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
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
          I agree to be contacted by a Kaksha counsellor by phone about this request. We use your
          details only to call you back; see our{' '}
          <Link
            to="/policy"
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            privacy policy
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
