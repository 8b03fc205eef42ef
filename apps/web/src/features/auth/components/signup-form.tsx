import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, MARKETING_CONSENT_WORDING, signupFormSchema } from '@kaksha/shared';
import type { SignupForm as SignupFormOutput } from '@kaksha/shared';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { toastError, toastSuccess } from '../../../lib/toast';
import { requestRegistration } from '../api';
import { useSessionActions } from '../../../lib/session';
import type { SessionUser } from '../../../lib/session';
import { ExternalSignIn, SwitchPrompt } from './auth-form-parts';
import { SubmitButton } from '../../../components/ui/submit-button';
import {
  CheckboxField,
  FieldError,
  FieldPageLink,
  FormAlert,
  PasswordField,
  TextField,
} from '../../../components/ui/field';
import { describeSubmitError } from '../../../lib/submit-error';

/** The form holds `acceptTerms` unticked at first; the schema only lets `true` through. */
type SignupFormValues = Omit<SignupFormOutput, 'acceptTerms'> & { acceptTerms: boolean };

const EMPTY: SignupFormValues = {
  name: '',
  email: '',
  password: '',
  acceptTerms: false,
  marketingConsent: false,
};

export interface SignupFormProps {
  /** Runs once the account exists and the learner is logged in with it. */
  onSuccess: (user: SessionUser) => void;
  /** The 'Log In' switch: a button in the pop-up, a link on the page. */
  switchToLogin: ReactNode;
  returnTo?: string;
}

/**
 * Sign-up (spec §2.3, §4.2, §5.1). Nothing is claimed before the server answers: on 201 the form
 * clears, 'Account created Successfully' shows and the learner is logged in with the same details.
 */
export function SignupForm({ onSuccess, switchToLogin, returnTo }: SignupFormProps) {
  const { signIn } = useSessionActions();
  const [serverError, setServerError] = useState<string>();
  const statusId = useId();
  const { register, handleSubmit, reset, control, getFieldState, formState } = useForm<
    SignupFormValues,
    unknown,
    SignupFormOutput
  >({
    resolver: zodResolver(signupFormSchema) as Resolver<
      SignupFormValues,
      unknown,
      SignupFormOutput
    >,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isValid, isSubmitting } = formState;
  const [email, password, acceptTerms] = useWatch({
    control,
    name: ['email', 'password', 'acceptTerms'],
  });

  const hasFieldError = Boolean(errors.email || errors.password);
  const detailsLookValid =
    signupFormSchema.shape.email.safeParse(email).success &&
    signupFormSchema.shape.password.safeParse(password).success;
  const termsError =
    !acceptTerms && (getFieldState('acceptTerms', formState).isTouched || detailsLookValid)
      ? AUTH_MESSAGES.signupAcceptTerms
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await requestRegistration(values);
    } catch (error) {
      const message = describeSubmitError(error);
      setServerError(message);
      toastError(message);
      return;
    }
    reset(EMPTY);
    toastSuccess(AUTH_MESSAGES.registerSuccess);
    try {
      onSuccess(await signIn({ email: values.email, password: values.password }));
    } catch (error) {
      // The account exists; only the automatic log-in failed. Say so rather than "failed".
      const message = `Your account is ready, but we could not log you in: ${describeSubmitError(error)}`;
      setServerError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign up" aria-describedby={statusId}>
      <FormAlert message={serverError} />
      <TextField label="Full name" autoComplete="name" data-autofocus {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        className="mt-1"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        className="mt-1"
        error={errors.password?.message}
        {...register('password')}
      />
      <CheckboxField
        label={
          <>
            I accept the <FieldPageLink to="/terms_condition">Terms &amp; Conditions</FieldPageLink>
          </>
        }
        className="mt-1"
        error={termsError}
        {...register('acceptTerms')}
      />
      <CheckboxField
        label={MARKETING_CONSENT_WORDING}
        className="mt-1"
        {...register('marketingConsent')}
      />
      <div className="mt-2">
        <SubmitButton isBusy={isSubmitting} isDisabled={!isValid} busyLabel="Creating your account">
          Create an account
        </SubmitButton>
      </div>
      <FormStatus
        id={statusId}
        message={hasFieldError ? AUTH_MESSAGES.signupFixErrors : undefined}
      />
      <SwitchPrompt prompt="Already have an account?">{switchToLogin}</SwitchPrompt>
      <ExternalSignIn returnTo={returnTo} />
    </form>
  );
}

function FormStatus({ id, message }: { id: string; message?: string }) {
  return (
    <div aria-live="polite">
      <FieldError id={id} message={message} />
    </div>
  );
}
