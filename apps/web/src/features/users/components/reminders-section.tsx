import { MARKETING_CONSENT_WORDING } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { describeSubmitError } from '../../../lib/submit-error';
import { toastSuccess } from '../../../lib/toast';
import { consentsQuery, saveConsents } from '../api';

/**
 * "Reminders and offers": the learner's consent to marketing e-mail (reminders about a cart left
 * unpaid, offers), on or off at once; each change is recorded on the server with its time. A
 * learner who said they are under 18 gets none, and is told so.
 */
export function RemindersSection() {
  const headingId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(consentsQuery());
  const save = useMutation({
    mutationFn: saveConsents,
    onSuccess: (consents) => {
      queryClient.setQueryData(consentsQuery().queryKey, consents);
      toastSuccess(
        consents.marketing ? 'You will get reminders and offers.' : 'Reminders and offers are off.',
      );
    },
  });
  const consents = query.data;
  const isOn = save.isPending ? save.variables : Boolean(consents?.marketing);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-bold">
        Reminders and offers
      </h2>
      <p id={hintId} className="mt-1 text-sm text-ink-600">
        E-mails about a cart you left unpaid and our offers. You can turn them off here or from any
        such e-mail.
      </p>
      {query.isPending ? (
        <div className="py-4">
          <Spinner size="sm" label="Loading your choice" />
        </div>
      ) : query.isError ? (
        <FormAlert message={describeSubmitError(query.error)} />
      ) : (
        <>
          <label className="mt-4 flex items-center gap-3 text-sm font-medium text-ink-800">
            <input
              type="checkbox"
              role="switch"
              aria-describedby={hintId}
              className="size-5 cursor-pointer accent-brand-700"
              checked={isOn}
              disabled={save.isPending || consents?.isMinor}
              onChange={(event) => save.mutate(event.target.checked)}
            />
            {MARKETING_CONSENT_WORDING}
          </label>
          {consents?.isMinor && (
            <p className="mt-2 text-sm text-ink-600">
              You told us you are under 18, so we send you no reminders or offers.
            </p>
          )}
          {save.isError && <FormAlert message={describeSubmitError(save.error)} />}
        </>
      )}
    </Card>
  );
}
