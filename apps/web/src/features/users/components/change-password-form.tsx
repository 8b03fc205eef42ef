import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, changePasswordResponseSchema } from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card } from '../../../components/ui/card';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { callAuthApi } from '../../../lib/api-client';
import { describeSubmitError } from '../../../lib/submit-error';
import { storeAccessToken } from '../../../lib/token-store';

type Values = z.infer<typeof changePasswordFormSchema>;

/** On the profile page: a new password ends every other session; this one gets a fresh token. */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; message: string }>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const answer = changePasswordResponseSchema.parse(
        await callAuthApi<unknown>('/v1.5/auth/password', { method: 'POST', body: values }),
      );
      storeAccessToken(answer.access_token);
      reset();
      setOutcome({ tone: 'info', message: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', message: describeSubmitError(error) });
    }
  });
  return (
    <Card as="section" padding="lg" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="mb-4 text-h3 font-bold">
        Change password
      </h2>
      <form noValidate onSubmit={onSubmit} aria-label="Change password">
        <FormAlert tone={outcome?.tone} message={outcome?.message} />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          className="mt-1"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <div className="mt-2">
          <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Changing password">
            Change password
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
