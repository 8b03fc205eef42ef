import type { FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { DETAIL_MAX_LENGTH } from '../checkout-details-schema';
import type { CheckoutDetails } from '../checkout-details-schema';
import type { ToggledField } from '../use-checkout-details';
import { TextField } from '../../../components/ui/field';

export interface CheckoutDetailsFormProps {
  form: UseFormReturn<CheckoutDetails>;
  isEditing: (field: ToggledField) => boolean;
  onToggle: (field: ToggledField) => void;
  onApply: () => void;
  isSaving: boolean;
}

/** Spec §2.6 and §5.4: the learner's details, with Apply Changes enabled only while valid. */
export function CheckoutDetailsForm({
  form,
  isEditing,
  onToggle,
  onApply,
  isSaving,
}: CheckoutDetailsFormProps) {
  const {
    register,
    formState: { errors, isValid, isDirty },
  } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isValid && isDirty) onApply();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Your details">
      <div className="grid gap-x-5 gap-y-2 sm:grid-cols-2">
        <TextField
          label="Fullname"
          autoComplete="name"
          maxLength={DETAIL_MAX_LENGTH.name}
          error={errors.name?.message}
          toggle={{ isEditing: isEditing('name'), onToggle: () => onToggle('name') }}
          className="sm:col-span-2"
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="10-digit mobile number"
          error={errors.mobileNumber?.message}
          toggle={{
            isEditing: isEditing('mobileNumber'),
            onToggle: () => onToggle('mobileNumber'),
          }}
          {...register('mobileNumber')}
        />
        <TextField
          label="College Name"
          autoComplete="organization"
          maxLength={DETAIL_MAX_LENGTH.collegeName}
          error={errors.collegeName?.message}
          {...register('collegeName')}
        />
        <TextField
          label="Stream"
          placeholder="like CSE, IT..."
          maxLength={DETAIL_MAX_LENGTH.stream}
          error={errors.stream?.message}
          {...register('stream')}
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={!isValid || !isDirty || isSaving}>
          {isSaving && <Spinner size="sm" tone="current" label="Saving" />}
          Apply Changes
        </Button>
        {isDirty && (
          <span className="text-sm text-ink-600" role="status">
            You have unsaved changes.
          </span>
        )}
      </div>
    </form>
  );
}
