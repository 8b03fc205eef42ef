import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { joinClassNames } from '../../../lib/class-names';

const INPUT_CLASS =
  'block h-11 w-full min-w-0 rounded-control border border-ink-300 bg-white px-3.5 text-base text-ink-950 ' +
  'placeholder:text-ink-400 transition-[border-color,box-shadow] hover:border-ink-400 ' +
  'focus:border-brand-500 focus:ring-3 focus:ring-brand-200 focus:outline-none ' +
  'aria-invalid:border-error-500 read-only:border-ink-200 read-only:bg-ink-50 read-only:text-ink-700';

export interface DetailFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  error?: string;
  /** An Edit/Save toggle beside the input (Fullname and phone, spec §2.6). */
  toggle?: { isEditing: boolean; onToggle: () => void };
}

/** A labelled detail input with its error announced (aria-invalid, aria-describedby). */
export function DetailField({
  label,
  error,
  toggle,
  className,
  readOnly,
  ...inputProps
}: DetailFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={joinClassNames('mb-2', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly={readOnly || (toggle ? !toggle.isEditing : false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className={INPUT_CLASS}
          {...inputProps}
        />
        {toggle && (
          <button
            type="button"
            onClick={toggle.onToggle}
            aria-label={`${toggle.isEditing ? 'Save' : 'Edit'} ${label}`}
            className={joinClassNames(
              'h-11 shrink-0 rounded-control px-4 text-sm font-semibold transition-colors',
              toggle.isEditing
                ? 'bg-brand-700 text-white hover:bg-brand-800'
                : 'border border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {toggle.isEditing ? 'Save' : 'Edit'}
          </button>
        )}
      </div>
      <p id={errorId} className="mt-1 min-h-5 text-sm leading-5 text-error-700">
        {error}
      </p>
    </div>
  );
}
