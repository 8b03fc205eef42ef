import { zodResolver } from '@hookform/resolvers/zod';
import { operationsLoginFormSchema } from '@kaksha/shared';
import type {
  OperationsLoginForm as OperationsLoginValues,
  OperationsLoginType,
} from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/field';
import { describeSubmitError } from '../../../lib/submit-error';
import { toastError } from '../../../lib/toast';
import { OperationTypePicker } from './operation-type-picker';

export interface OperationsLoginFormProps {
  /** Signs in and moves on; a rejection (wrong password, 429) is shown on the form. */
  onSubmit: (values: OperationsLoginValues) => Promise<void>;
  /** The card to preselect, from the page the visitor was sent here from. */
  defaultType?: OperationsLoginType;
}

/**
 * Operations sign-in (spec document 3: /operations): the type first, then e-mail and password.
 * Blocked until valid, busy while signing in and moving on, the server's message on refusal.
 */
export function OperationsLoginForm({ onSubmit, defaultType }: OperationsLoginFormProps) {
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<OperationsLoginValues>({
    resolver: zodResolver(operationsLoginFormSchema),
    mode: 'onTouched',
    defaultValues: { type: defaultType, email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = describeSubmitError(error);
      setServerError(message);
      toastError(message);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Operations sign-in">
      <FormAlert message={serverError} />
      <OperationTypePicker field={register('type')} error={errors.type?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        className="mt-1"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        className="mt-1"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="mt-2">
        <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Signing in">
          Sign In
        </SubmitButton>
      </div>
    </form>
  );
}
