import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, resetPasswordFormSchema } from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { describeSubmitError } from '../../../lib/submit-error';
import { linkTokenFromHash, resetPassword } from '../account-api';
import { SWITCH_LINK_CLASS, SwitchPrompt } from '../components/auth-form-parts';
import { AuthPageLayout } from '../components/auth-page-layout';

type Values = z.infer<typeof resetPasswordFormSchema>;

/** /reset-password#token=...: the e-mailed link; a new password ends every session. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = linkTokenFromHash(hash);
  const [done, setDone] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>(
    token ? undefined : ACCOUNT_MESSAGES.linkMissing,
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setServerError(undefined);
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (error) {
      setServerError(describeSubmitError(error));
    }
  });
  return (
    <AuthPageLayout
      pageTitle="Reset password"
      heading="Choose a new password"
      intro="Every device signed in to your account will be signed out."
    >
      {done ? (
        <>
          <FormAlert tone="info" message={done} />
          <Link to="/login" className={SWITCH_LINK_CLASS}>
            Log In
          </Link>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Reset password">
          <FormAlert message={serverError} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Repeat the new password"
            autoComplete="new-password"
            className="mt-1"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div className="mt-2">
            <SubmitButton isBusy={isSubmitting} isDisabled={!isValid || !token} busyLabel="Saving">
              Set new password
            </SubmitButton>
          </div>
          <SwitchPrompt prompt="Link expired?">
            <Link to="/forgot-password" className={SWITCH_LINK_CLASS}>
              Ask for a new one
            </Link>
          </SwitchPrompt>
        </form>
      )}
    </AuthPageLayout>
  );
}
