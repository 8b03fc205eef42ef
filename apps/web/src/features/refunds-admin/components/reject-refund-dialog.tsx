import { zodResolver } from '@hookform/resolvers/zod';
import type { RefundQueueItem } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError, isRefusedToken } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { REFUND_KEYS, refundErrorMessage, rejectRefund } from '../api';
import { rejectFormSchema } from '../refund-forms';
import type { RejectValues } from '../refund-forms';

/** ADMIN: rejects a refund request with the reason the learner is e-mailed. */
export function RejectRefundDialog({
  item,
  onClose,
}: {
  item: RefundQueueItem;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, formState } = useForm<RejectValues>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason: '' },
  });
  const who = item.learnerName || item.learnerEmail;
  const reject = useMutation({
    mutationFn: (body: RejectValues) => rejectRefund(item.id, body),
    onMutate: () => setFailure(undefined),
    onSuccess: async () => {
      toastSuccess(`${who}’s refund request rejected; they have been e-mailed why.`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: REFUND_KEYS.all });
    },
    onError: async (error) => {
      if (isRefusedToken(error)) return;
      setFailure(refundErrorMessage(error));
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: REFUND_KEYS.all });
    },
  });
  const close = () => {
    if (!reject.isPending) onClose();
  };

  return (
    <Modal title={`Reject ${who}’s refund`} isTitleVisible onClose={close}>
      <p className="mb-4 text-sm text-ink-700">
        The learner asked: <q className="italic">{item.reason}</q>
      </p>
      <form
        noValidate
        aria-label={`Reject ${who}’s refund`}
        aria-busy={reject.isPending || undefined}
        onSubmit={handleSubmit((body) => reject.mutate(body))}
      >
        <FormAlert message={failure} />
        <TextAreaField
          label="Why (the learner reads this)"
          rows={3}
          maxLength={500}
          data-autofocus
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={reject.isPending} className="min-w-36">
            {reject.isPending ? (
              <Spinner size="sm" tone="current" label="Rejecting" />
            ) : (
              'Reject request'
            )}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
