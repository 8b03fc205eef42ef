import { useEffect, useId, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { FieldError, INPUT_CLASS } from '../../../components/ui/field';
import { joinClassNames } from '../../../lib/class-names';

export interface ProfileFieldRowProps {
  label: string;
  value: string;
  error?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** Absent for e-mail, which is never editable. */
  onToggleEditing?: () => void;
  isEditing?: boolean;
  onChange?: (value: string) => void;
}

/** One profile field: read-only until its Edit is pressed, then editable until Save. */
export function ProfileFieldRow({
  label,
  value,
  error,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  onToggleEditing,
  isEditing = false,
  onChange,
}: ProfileFieldRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const isEditable = Boolean(onToggleEditing);

  useEffect(() => {
    if (isEditing) inputRef.current?.focus();
  }, [isEditing]);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {!isEditable && <span className="ml-2 font-normal text-ink-500">(cannot be changed)</span>}
      </label>
      <div className="flex items-center gap-2">
        <input
          ref={inputRef}
          id={id}
          type={type}
          value={value}
          readOnly={!isEditing}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange?.(event.target.value)}
          className={joinClassNames(INPUT_CLASS, 'min-w-0 flex-1')}
        />
        {onToggleEditing && (
          <button
            type="button"
            onClick={onToggleEditing}
            aria-label={`${isEditing ? 'Save' : 'Edit'} ${label}`}
            className={joinClassNames(
              'h-11 w-20 shrink-0 rounded-control border text-sm font-semibold transition-colors',
              isEditing
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {isEditing ? 'Save' : 'Edit'}
          </button>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
