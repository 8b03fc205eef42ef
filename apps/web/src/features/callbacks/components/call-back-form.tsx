import { zodResolver } from '@hookform/resolvers/zod';
import {
  CALL_BACK_NAME_MAX,
  CALL_BACK_PROGRAMS,
  CALL_BACK_PROGRAM_LABELS,
  CALL_BACK_TIMES,
  CALL_BACK_TIME_LABELS,
  callBackRequestBodySchema,
} from '@kaksha/shared';
import type {
  CallBackProgram,
  CallBackReceipt,
  CallBackRequestBody,
  CallBackTime,
} from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import {
  CheckboxField,
  FieldPageLink,
  FormAlert,
  SelectField,
  TextField,
} from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { profileQuery } from '../../../lib/profile';
import { useSession } from '../../../lib/session';
import { describeSubmitError } from '../../../lib/submit-error';
import { requestCallBack } from '../api';

/** What the inputs hold: the program select starts empty unless the link named one. */
export interface CallBackFormValues {
  name: string;
  mobileNumber: string;
  program: CallBackProgram | '';
  preferredTime: CallBackTime;
  consent: boolean;
}

export interface CallBackSent {
  receipt: CallBackReceipt;
  request: CallBackRequestBody;
}

const PROGRAM_OPTIONS = [
  { value: '', label: 'Choose a program' },
  ...CALL_BACK_PROGRAMS.map((id) => ({ value: id, label: CALL_BACK_PROGRAM_LABELS[id] })),
];
const TIME_OPTIONS = CALL_BACK_TIMES.map((id) => ({ value: id, label: CALL_BACK_TIME_LABELS[id] }));

// The body schema the API checks, so the form refuses exactly what the server would.
const resolver = zodResolver(callBackRequestBodySchema) as unknown as Resolver<
  CallBackFormValues,
  unknown,
  CallBackRequestBody
>;

/**
 * The call-back form: name, mobile number, program, a time slot and consent. Errors show once a
 * field was left (or on submit); a signed-in learner finds their name and number filled in from
 * the profile, but nobody needs to sign in.
 */
export function CallBackForm({
  program,
  onSent,
}: {
  /** Preselected by the link (`?program=`), or '' to choose. */
  program: CallBackProgram | '';
  onSent: (sent: CallBackSent) => void;
}) {
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CallBackFormValues, unknown, CallBackRequestBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: '', mobileNumber: '', program, preferredTime: 'any', consent: false },
  });

  // Signed in: the profile's name and number fill the fields still empty when it arrives (once,
  // so a field the learner clears stays clear).
  const session = useSession();
  const profile = useQuery({ ...profileQuery(), enabled: session.status === 'signed-in' }).data;
  const hasPrefilled = useRef(false);
  useEffect(() => {
    if (!profile || hasPrefilled.current) return;
    hasPrefilled.current = true;
    for (const field of ['name', 'mobileNumber'] as const)
      if (profile[field] && !getValues(field)) setValue(field, profile[field]);
  }, [profile, getValues, setValue]);

  const onSubmit = handleSubmit(async (request) => {
    setServerError(undefined);
    try {
      onSent({ receipt: await requestCallBack(request), request });
    } catch (error) {
      setServerError(describeSubmitError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Request a call back">
      <FormAlert message={serverError} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={CALL_BACK_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          maxLength={20}
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
        <SelectField
          label="Program"
          options={PROGRAM_OPTIONS}
          error={errors.program?.message}
          {...register('program')}
        />
        <SelectField
          label="Best time to call (IST)"
          options={TIME_OPTIONS}
          error={errors.preferredTime?.message}
          {...register('preferredTime')}
        />
      </div>
      <CheckboxField
        label={
          <>
            I agree to be contacted by a Kaksha counsellor by phone about this request. We use your
            details only to call you back; see our{' '}
            <FieldPageLink to="/policy">privacy policy</FieldPageLink>.
          </>
        }
        error={errors.consent?.message}
        {...register('consent')}
      />
      <div className="mt-4">
        <SubmitButton isBusy={isSubmitting} isDisabled={false} busyLabel="Sending your request">
          Request a call back
        </SubmitButton>
      </div>
    </form>
  );
}
