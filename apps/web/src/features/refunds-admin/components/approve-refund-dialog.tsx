import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_REASON_CODES, REFUND_REASON_LABELS } from '@kaksha/shared';
import type { RefundApproveBody, RefundQueueItem } from '@kaksha/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError, isRefusedToken } from '../../../lib/api-client';
import { formatInrPaise } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import { REFUND_KEYS, approveRefund, refundErrorMessage } from '../api';
import { REFUND_RULE_LABELS, refundablePaise } from '../refund-format';
import { approveDefaults, approveFormSchema, rupeesToPaise } from '../refund-forms';
import type { ApproveValues } from '../refund-forms';

const REASON_OPTIONS = REFUND_REASON_CODES.map((code) => ({
  value: code,
  label: REFUND_REASON_LABELS[code],
}));

export interface ApproveRefundDialogProps {
  item: RefundQueueItem;
  onClose: () => void;
}

/**
 * ADMIN: approves a refund request. The amount starts at what the policy gives and may be changed
 * (at most what is left to refund; a note says why when it is more than the policy gives). The
 * server decides: a request decided meanwhile (409) or too large an amount (400) says so here.
 */
export function ApproveRefundDialog({ item, onClose }: ApproveRefundDialogProps) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(() => approveFormSchema(item), [item]);
  const { register, handleSubmit, formState, control } = useForm<
    ApproveValues,
    unknown,
    RefundApproveBody
  >({
    resolver: zodResolver(schema) as Resolver<ApproveValues, unknown, RefundApproveBody>,
    defaultValues: approveDefaults(item),
  });
  const errors = formState.errors;
  const typed = rupeesToPaise(useWatch({ control, name: 'amount' }));
  const isAbovePolicy = typed !== undefined && typed > item.policyAmountPaise;
  const who = item.learnerName || item.learnerEmail;

  const approve = useMutation({
    mutationFn: (body: RefundApproveBody) => approveRefund(item.id, body),
    onMutate: () => setFailure(undefined),
    onSuccess: async (_, body) => {
      toastSuccess(`Refund of ${formatInrPaise(body.amountPaise)} to ${who} approved.`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: REFUND_KEYS.all });
    },
    onError: async (error) => {
      if (isRefusedToken(error)) return;
      setFailure(refundErrorMessage(error));
      // Decided by someone else meanwhile: the queue shows what happened.
      if (isApiError(error) && error.status === 409)
        await queryClient.invalidateQueries({ queryKey: REFUND_KEYS.all });
    },
  });
  const close = () => {
    if (!approve.isPending) onClose();
  };

  return (
    <Modal title={`Approve ${who}’s refund`} isTitleVisible onClose={close}>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">Paid</dt>
        <dd className="tabular-nums">{formatInrPaise(item.paidPaise)}</dd>
        <dt className="text-ink-600">Already refunded</dt>
        <dd className="tabular-nums">{formatInrPaise(item.refundedPaise)}</dd>
        <dt className="text-ink-600">Left to refund</dt>
        <dd className="font-semibold tabular-nums">{formatInrPaise(refundablePaise(item))}</dd>
        <dt className="text-ink-600">Policy gives</dt>
        <dd>
          <span className="tabular-nums">{formatInrPaise(item.policyAmountPaise)}</span>{' '}
          <span className="text-ink-600">({REFUND_RULE_LABELS[item.policyRule]})</span>
        </dd>
      </dl>
      <form
        noValidate
        aria-label={`Approve ${who}’s refund`}
        aria-busy={approve.isPending || undefined}
        onSubmit={handleSubmit((body) => approve.mutate(body))}
      >
        <FormAlert message={failure} />
        <TextField
          label="Amount to refund"
          note="(₹)"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label="Reason"
          options={REASON_OPTIONS}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <TextAreaField
          label="Note"
          note={isAbovePolicy ? '(optional: why more than the policy gives?)' : '(optional)'}
          rows={3}
          maxLength={500}
          error={errors.note?.message}
          {...register('note')}
        />
        <p className="text-sm text-ink-600">
          The refund goes back to the learner’s original payment method; the learner is e-mailed and
          a credit note is issued once it is processed.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={approve.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={approve.isPending} className="min-w-36">
            {approve.isPending ? (
              <Spinner size="sm" tone="current" label="Approving" />
            ) : (
              'Approve refund'
            )}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
