import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordFormSchema } from '@kaksha/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { describeSubmitError } from '../../../lib/submit-error';
import { requestPasswordReset } from '../account-api';
import { SWITCH_LINK_CLASS, SwitchPrompt } from '../components/auth-form-parts';
import { AuthPageLayout } from '../components/auth-page-layout';

type Values = z.infer<typeof forgotPasswordFormSchema>;

/** /forgot-password: e-mails a reset link (the page says the same for every address). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      setSent((await requestPasswordReset(email)).message);
    } catch (error) {
      setServerError(describeSubmitError(error));
    }
  });
  return (
    <AuthPageLayout
      pageTitle="Forgot password"
      heading="Forgot your password?"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {sent ? (
        <FormAlert tone="info" message={sent} />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Forgot password">
          <FormAlert message={serverError} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="mt-2">
            <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Sending">
              Send reset link
            </SubmitButton>
          </div>
        </form>
      )}
      <SwitchPrompt prompt="Remembered it?">
        <Link to="/login" className={SWITCH_LINK_CLASS}>
          Log In
        </Link>
      </SwitchPrompt>
    </AuthPageLayout>
  );
}
