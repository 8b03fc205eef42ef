import { useId, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { EyeIcon, EyeOffIcon } from './icons';

export const INPUT_CLASS =
  'block h-11 w-full rounded-control border border-ink-300 bg-white px-3.5 text-base text-ink-950 ' +
  'placeholder:text-ink-400 transition-[border-color,box-shadow] ' +
  'hover:border-ink-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-200 focus:outline-none ' +
  'aria-invalid:border-error-500 aria-invalid:focus:ring-error-100 ' +
  'disabled:bg-ink-50 read-only:bg-ink-50 read-only:text-ink-600';

/** The line under a field: its error, in space kept for it so nothing moves when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm leading-5 text-error-700">
      {message}
    </p>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
  /** Extra control drawn inside the right edge of the input (the show/hide toggle). */
  trailing?: ReactNode;
}

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, trailing, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={joinClassNames(INPUT_CLASS, trailing ? 'pr-12' : undefined)}
          {...inputProps}
        />
        {trailing}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A password input with a Show/Hide toggle (spec §2.3, §2.4). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-control text-ink-500 hover:text-ink-900"
        >
          {isVisible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      }
    />
  );
}

/** A message about the whole form (a server refusal), read out when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message?: string;
  tone?: 'error' | 'info';
}) {
  return (
    <div role="alert" aria-live="assertive" className={message ? 'mb-4' : undefined}>
      {message && (
        <p
          className={joinClassNames(
            'rounded-control px-3.5 py-2.5 text-sm',
            tone === 'error'
              ? 'border border-error-100 bg-error-50 text-error-700'
              : 'border border-brand-100 bg-brand-50 text-brand-800',
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}
