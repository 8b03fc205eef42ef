import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { AGE_STATEMENT_LABELS, AGE_STATEMENTS, MARKETING_CONSENT_WORDING } from '@kaksha/shared';
import { CheckboxField, FieldError } from '../../../components/ui/field';
import {
  NO_REMINDER_CHOICES,
  reminderChoicesResolver,
  type ReminderChoicesValues,
} from '../reminder-choices';

export type ReminderChoicesForm = UseFormReturn<
  ReminderChoicesValues,
  unknown,
  ReminderChoicesValues
>;

/** The checkout's consent box and age question, as a form of their own. */
export function useReminderChoices(): ReminderChoicesForm {
  return useForm<ReminderChoicesValues, unknown, ReminderChoicesValues>({
    resolver: reminderChoicesResolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: NO_REMINDER_CHOICES,
  });
}

/** Below the billing details: "I am 18 or older" / "I am under 18" and the unticked box. */
export function ReminderChoicesFields({ form }: { form: ReminderChoicesForm }) {
  const legendId = useId();
  const errorId = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const ageError = errors.ageStatement?.message;
  return (
    <div className="mt-6 border-t border-ink-100 pt-6">
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-base font-bold text-ink-950">
          Your age
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {AGE_STATEMENTS.map((statement) => (
            <label key={statement} className="flex items-center gap-2 text-sm text-ink-700">
              <input
                type="radio"
                value={statement}
                className="size-4 accent-brand-700"
                aria-invalid={ageError ? true : undefined}
                aria-describedby={errorId}
                {...register('ageStatement')}
              />
              {AGE_STATEMENT_LABELS[statement]}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={ageError} />
      </fieldset>
      <CheckboxField
        label={MARKETING_CONSENT_WORDING}
        className="mt-3"
        {...register('marketingConsent')}
      />
    </div>
  );
}
