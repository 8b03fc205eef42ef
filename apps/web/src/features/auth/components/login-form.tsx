import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, loginFormSchema } from '@kaksha/shared';
import type { LoginForm as LoginFormValues } from '@kaksha/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSessionActions } from '../../../lib/session';
import type { SessionUser } from '../../../lib/session';
import { ExternalSignIn, SWITCH_LINK_CLASS, SwitchPrompt } from './auth-form-parts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/field';
import { describeSubmitError } from '../../../lib/submit-error';

export interface LoginFormProps {
  /** Runs once the server has answered 201 and the session holds the new token. */
  onSuccess: (user: SessionUser) => void;
  /** The 'Sign Up' switch: a button in the pop-up, a link on the page. */
  switchToSignup: ReactNode;
  returnTo?: string;
  defaultEmail?: string;
  /** A message to show above the form on arrival (a failed Google sign-in, say). */
  notice?: string;
  /** Runs as a link leaves the form for another page ("Forgot password?"): the pop-up closes. */
  onLeave?: () => void;
}

/** Log-in (spec §2.4, §4.2, §5.2): blocked until valid, busy spinner, server message on refusal. */
export function LoginForm({
  onSuccess,
  switchToSignup,
  returnTo,
  defaultEmail = '',
  notice,
  onLeave,
}: LoginFormProps) {
  const { signIn } = useSessionActions();
  const [serverError, setServerError] = useState<string | undefined>(notice);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const user = await signIn({ email: values.email, password: values.password });
      toastSuccess(AUTH_MESSAGES.loginSuccess);
      onSuccess(user);
    } catch (error) {
      const message = describeSubmitError(error);
      setServerError(message);
      toastError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormAlert message={serverError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        className="mt-1"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-1 mb-3 text-right text-sm">
        <Link to="/forgot-password" className={SWITCH_LINK_CLASS} onClick={onLeave}>
          Forgot password?
        </Link>
      </p>
      <div className="mt-2">
        <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Logging in">
          Log In
        </SubmitButton>
      </div>
      <SwitchPrompt prompt="Don't have an account?">{switchToSignup}</SwitchPrompt>
      <ExternalSignIn returnTo={returnTo} />
    </form>
  );
}
