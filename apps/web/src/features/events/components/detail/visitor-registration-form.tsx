import { zodResolver } from '@hookform/resolvers/zod';
import type { RegistrationResult } from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, TextField } from '../../../../components/ui/field';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { describeSubmitError } from '../../../../lib/submit-error';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { registerForEvent } from '../../api';
import { VISITOR_LIMITS, visitorRegistrationSchema } from '../../lib/visitor-registration-schema';
import type { VisitorRegistration } from '../../lib/visitor-registration-schema';

/** A visitor's registration: name and e-mail; the server e-mails a link to confirm the seat. */
export function VisitorRegistrationForm({
  eventKey,
  onRegistered,
}: {
  eventKey: string;
  onRegistered: (result: RegistrationResult) => void;
}) {
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<VisitorRegistration>({
    resolver: zodResolver(visitorRegistrationSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const result = await registerForEvent(eventKey, {
        name: values.name.trim(),
        email: values.email.trim(),
      });
      toastSuccess(result.message);
      onRegistered(result);
    } catch (error) {
      const message = describeSubmitError(error);
      setServerError(message);
      toastError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Register for this event">
      <FormAlert message={serverError} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={VISITOR_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={VISITOR_LIMITS.email}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="mt-2">
        <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Registering">
          Reserve my seat
        </SubmitButton>
      </div>
    </form>
  );
}
