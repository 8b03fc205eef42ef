import type { Event, RegistrationResult } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { isApiError } from '../../../../lib/api-client';
import type { SessionUser } from '../../../../lib/session';
import { describeSubmitError } from '../../../../lib/submit-error';
import { toastError, toastSuccess } from '../../../../lib/toast';
import {
  cancelMyRegistration,
  eventQueryKeys,
  myRegistrationQuery,
  registerForEvent,
} from '../../api';
import { eventKey } from '../../lib/event-links';
import { RegistrationStatus } from './registration-status';

/**
 * A signed-in learner's registration: one click to register (the server knows who they are),
 * then where it stands (confirmed, waitlisted #n, pending) with a way to cancel.
 */
export function MemberRegistration({ event, user }: { event: Event; user: SessionUser }) {
  const key = eventKey(event);
  const queryClient = useQueryClient();
  const registrationQuery = useQuery(myRegistrationQuery(key));
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  const applyResult = (result: RegistrationResult) => {
    queryClient.setQueryData(eventQueryKeys.myRegistration(key), result.registration);
    // Seat and waiting-list figures moved.
    void queryClient.invalidateQueries({ queryKey: eventQueryKeys.details });
    setMessage(result.message);
    setError(undefined);
    setIsConfirmingCancel(false);
    toastSuccess(result.message);
  };
  const handleError = (failure: unknown) => {
    const text = describeSubmitError(failure);
    setError(text);
    toastError(text);
    // Already registered (another tab), or cancelled elsewhere: show where it really stands.
    if (isApiError(failure) && (failure.status === 409 || failure.status === 404)) {
      void queryClient.invalidateQueries({ queryKey: eventQueryKeys.myRegistration(key) });
    }
  };
  const register = useMutation({
    mutationFn: () => registerForEvent(key, null),
    onSuccess: applyResult,
    onError: handleError,
  });
  const cancel = useMutation({
    mutationFn: () => cancelMyRegistration(key),
    onSuccess: applyResult,
    onError: handleError,
  });

  if (registrationQuery.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner size="md" label="Checking your registration" />
      </div>
    );
  }
  if (registrationQuery.isError) {
    return (
      <div role="alert" className="rounded-card border border-error-100 bg-error-50 p-5">
        <p className="font-semibold text-error-700">We couldn’t check your registration.</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => void registrationQuery.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }

  const registration = registrationQuery.data;
  const isRegistered = registration !== null && registration.status !== 'cancelled';

  return (
    <div className="grid gap-4">
      <FormAlert message={error} />
      {registration && (
        <RegistrationStatus registration={registration} message={message}>
          {isRegistered && !isConfirmingCancel && (
            <Button variant="secondary" size="sm" onClick={() => setIsConfirmingCancel(true)}>
              Cancel my registration
            </Button>
          )}
          {isRegistered && isConfirmingCancel && (
            <>
              <p className="w-full text-sm font-medium text-ink-800">
                Cancel your registration? Your seat goes to the next person waiting.
              </p>
              <Button
                size="sm"
                onClick={() => cancel.mutate()}
                disabled={cancel.isPending}
                aria-busy={cancel.isPending || undefined}
              >
                {cancel.isPending ? (
                  <Spinner size="sm" tone="current" label="Cancelling" />
                ) : (
                  'Yes, cancel it'
                )}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setIsConfirmingCancel(false)}>
                Keep my seat
              </Button>
            </>
          )}
        </RegistrationStatus>
      )}
      {!isRegistered && (
        <div>
          <p className="text-ink-700">
            You’re signed in as <span className="font-semibold">{user.name}</span> ({user.email}).
            We’ll send the joining link to that address.
          </p>
          <Button
            size="lg"
            className="mt-4"
            onClick={() => register.mutate()}
            disabled={register.isPending}
            aria-busy={register.isPending || undefined}
          >
            {register.isPending ? (
              <Spinner size="sm" tone="current" label="Registering" />
            ) : registration ? (
              'Register again'
            ) : (
              'Register with one click'
            )}
          </Button>
        </div>
      )}
    </div>
  );
}
