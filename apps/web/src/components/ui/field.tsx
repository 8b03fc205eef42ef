import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { EyeIcon, EyeOffIcon } from './icons';

const CONTROL_CLASS =
  'block h-11 w-full min-w-0 rounded-control border border-ink-300 bg-white px-3.5 text-base text-ink-950 ' +
  'placeholder:text-ink-400 transition-[border-color,box-shadow] ' +
  'hover:border-ink-400 focus:border-brand-500 focus:ring-3 focus:ring-brand-200 focus:outline-none ' +
  'aria-invalid:border-error-500 aria-invalid:focus:ring-error-100 disabled:bg-ink-50';
// A select always matches :read-only, so only text inputs take the read-only look.
const INPUT_CLASS = `${CONTROL_CLASS} read-only:bg-ink-50 read-only:text-ink-600`;

/** The line under a field: its error, in space kept for it so nothing moves when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 min-h-5 text-sm leading-5 text-error-700">
      {message}
    </p>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'>;

/** An Edit/Save button beside the input: read-only until Edit, editable until Save. */
export interface FieldToggle {
  isEditing: boolean;
  onToggle: () => void;
}

export interface TextFieldProps extends InputProps {
  label: string;
  error?: string;
  /** A short remark after the label, e.g. '(cannot be changed)'. */
  note?: string;
  /** Extra control drawn inside the right edge of the input (the show/hide toggle). */
  trailing?: ReactNode;
  toggle?: FieldToggle;
}

/**
 * The one form field: a labelled input whose error is announced with it (aria-invalid,
 * aria-describedby), in space kept for it. Works with react-hook-form's `register` (its ref and
 * handlers pass through) as well as controlled.
 */
export function TextField({
  label,
  error,
  note,
  trailing,
  toggle,
  className,
  readOnly,
  ref,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const isEditing = toggle?.isEditing ?? false;

  // Pressing Edit puts the cursor in the field.
  useEffect(() => {
    if (isEditing) inputRef.current?.focus();
  }, [isEditing]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  const input = (
    <input
      id={id}
      ref={setRefs}
      readOnly={readOnly || (toggle ? !toggle.isEditing : undefined)}
      aria-invalid={error ? true : undefined}
      aria-describedby={errorId}
      className={joinClassNames(INPUT_CLASS, trailing ? 'pr-12' : undefined)}
      {...inputProps}
    />
  );

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {/* The space keeps the accessible name "GSTIN (15 characters)", not "GSTIN(15 characters)". */}
        {note && <span className="ml-2 font-normal text-ink-500"> {note}</span>}
      </label>
      <div className={toggle ? 'flex items-center gap-2' : 'relative'}>
        {input}
        {trailing}
        {toggle && (
          <button
            type="button"
            onClick={toggle.onToggle}
            aria-label={`${toggle.isEditing ? 'Save' : 'Edit'} ${label}`}
            className={joinClassNames(
              'h-11 w-20 shrink-0 rounded-control border text-sm font-semibold transition-colors',
              toggle.isEditing
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-ink-200 bg-white text-ink-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {toggle.isEditing ? 'Save' : 'Edit'}
          </button>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  /** The sentence beside the box; may hold a `FieldPageLink`. */
  label: ReactNode;
  error?: string;
}

/** A checkbox with its sentence and an error line, like TextField (react-hook-form `register`). */
export function CheckboxField({ label, error, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
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
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A page of ours named in a field's label, opened in a new tab so the form keeps its values. */
export function FieldPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
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

interface FieldFrameProps {
  id: string;
  label: string;
  note?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, note, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-800">
        {label}
        {note && <span className="ml-2 font-normal text-ink-500">{note}</span>}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  error?: string;
  note?: string;
}

/** TextField's multi-line sibling: the same label, error and react-hook-form `register` use. */
export function TextAreaField({ label, error, note, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} note={note} error={error} className={className}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={joinClassNames(INPUT_CLASS, 'h-auto min-h-24 py-2.5 leading-6')}
        {...props}
      />
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id'> {
  label: string;
  error?: string;
  note?: string;
  /** A `disabled` option is shown but cannot be chosen (a full batch). */
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
}

/** TextField's choice sibling: a labelled native select (keyboard and screen readers for free). */
export function SelectField({
  label,
  error,
  note,
  options,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} note={note} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={joinClassNames(CONTROL_CLASS, 'pr-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
