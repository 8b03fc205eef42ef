import { zodResolver } from '@hookform/resolvers/zod';
import type { BatchDetail, BatchStatus, UpdateBatchBody } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert, TextField } from '../../../components/ui/field';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatIstDayTime } from '../../../lib/ist-dates';
import { toastSuccess } from '../../../lib/toast';
import {
  BATCH_KEYS,
  batchDetailQuery,
  batchErrorMessage,
  serverFieldErrors,
  updateBatch,
} from '../api';
import { batchToEditValues, editBatchFormSchema, toUpdateBody } from '../batch-form';
import type { EditBatchValues } from '../batch-form';
import { BatchRoster } from './batch-roster';
import { BatchStatusBadge, batchDates } from './batch-status';
import { SessionsTable } from './sessions-table';

const STATUS_DONE: Record<BatchStatus, string> = {
  draft: 'Batch saved as a draft.',
  open: 'Batch opened for enrolment.',
  closed: 'Batch closed for enrolment.',
  cancelled: 'Batch cancelled.',
};

function useBatchUpdate(batch: BatchDetail, onFailure: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBatchBody) => updateBatch(batch.id, body),
    onSuccess: async (saved, body) => {
      queryClient.setQueryData(BATCH_KEYS.detail(saved.id), saved);
      toastSuccess(body.status ? STATUS_DONE[body.status] : 'Batch saved.');
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
    },
    onError: (error) => {
      if (!isRefusedToken(error)) onFailure(error);
    },
  });
}

/** ADMIN: the batch's own fields; only what changed is sent. */
function EditBatchForm({ batch }: { batch: BatchDetail }) {
  const [alert, setAlert] = useState<{ tone: 'error' | 'info'; text: string }>();
  const { register, handleSubmit, setError, formState } = useForm<EditBatchValues>({
    resolver: zodResolver(editBatchFormSchema),
    defaultValues: batchToEditValues(batch),
  });
  const errors = formState.errors;
  const save = useBatchUpdate(batch, (error) => {
    setAlert({ tone: 'error', text: batchErrorMessage(error) });
    for (const [field, message] of serverFieldErrors(error)) {
      if (field in editBatchFormSchema.shape) setError(field as keyof EditBatchValues, { message });
    }
  });

  return (
    <form
      noValidate
      aria-label="Edit batch"
      aria-busy={save.isPending || undefined}
      className="rounded-card border border-ink-200 bg-white p-4 sm:p-6"
      onSubmit={handleSubmit((values) => {
        const body = toUpdateBody(batch, values);
        if (Object.keys(body).length === 0) {
          setAlert({ tone: 'info', text: 'Nothing has changed.' });
          return;
        }
        setAlert(undefined);
        save.mutate(body);
      })}
    >
      <h2 className="mb-3 text-xl font-bold">Batch details</h2>
      <FormAlert message={alert?.text} tone={alert?.tone} />
      <div className="grid gap-x-6 gap-y-1 md:grid-cols-2">
        <TextField
          label="Name"
          className="md:col-span-2"
          maxLength={80}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Start date"
          type="date"
          error={errors.startDate?.message}
          {...register('startDate')}
        />
        <TextField
          label="End date"
          type="date"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <TextField
          label="Capacity"
          inputMode="numeric"
          note={`(${batch.seatsTaken} taken)`}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
        <TextField
          label="Enrolment closes"
          type="datetime-local"
          note="(IST)"
          error={errors.enrolmentClosesAt?.message}
          {...register('enrolmentClosesAt')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="min-w-28">
          {save.isPending ? <Spinner size="sm" tone="current" label="Saving" /> : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** ADMIN: Open, Close and Cancel (after a confirmation); a refusal (409) shows here. */
function StatusActions({ batch }: { batch: BatchDetail }) {
  const [failure, setFailure] = useState<string>();
  const [isConfirming, setIsConfirming] = useState(false);
  const change = useBatchUpdate(batch, (error) => setFailure(batchErrorMessage(error)));
  const setStatus = (status: BatchStatus) => {
    setFailure(undefined);
    change.mutate({ status }, { onSettled: () => setIsConfirming(false) });
  };
  const isBusy = change.isPending;

  return (
    <div className="mt-4">
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        {(batch.status === 'draft' || batch.status === 'closed') && (
          <Button disabled={isBusy} onClick={() => setStatus('open')}>
            Open for enrolment
          </Button>
        )}
        {batch.status === 'open' && (
          <Button variant="secondary" disabled={isBusy} onClick={() => setStatus('closed')}>
            Close enrolment
          </Button>
        )}
        {batch.status !== 'cancelled' && (
          <Button variant="ghost" disabled={isBusy} onClick={() => setIsConfirming(true)}>
            Cancel batch
          </Button>
        )}
      </div>
      {isConfirming && (
        <ConfirmDialog
          message="Cancel this batch? It can no longer be sold or run."
          detail={batch.name}
          confirmLabel="Cancel batch"
          cancelLabel="Keep it"
          isBusy={isBusy}
          onConfirm={() => setStatus('cancelled')}
          onCancel={() => {
            if (!isBusy) setIsConfirming(false);
          }}
        />
      )}
    </div>
  );
}

export interface BatchDetailViewProps {
  batchId: string;
  canManage: boolean;
  onBack: () => void;
}

/**
 * One batch: its facts, (ADMIN) its fields and status, its sessions with their attendance, and
 * its learners.
 */
export function BatchDetailView({ batchId, canManage, onBack }: BatchDetailViewProps) {
  const detail = useQuery(batchDetailQuery(batchId));

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="mb-4">
      <ArrowLeftIcon size={16} /> All batches
    </Button>
  );

  if (detail.isPending) {
    return (
      <>
        {back}
        <div className="flex justify-center py-16">
          <Spinner size="md" label="Loading the batch" />
        </div>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        {back}
        <RetryAlert
          message={batchErrorMessage(detail.error)}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }

  const batch = detail.data;
  return (
    <article aria-labelledby="batch-heading">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="batch-heading" className="text-2xl font-extrabold break-words">
          {batch.name}
        </h2>
        <BatchStatusBadge status={batch.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-ink-800">Dates: </dt>
          <dd className="inline">{batchDates(batch)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">Schedule: </dt>
          <dd className="inline">{batch.schedule}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">Seats: </dt>
          <dd className="inline">
            {batch.seatsTaken} taken, {batch.seatsLeft} left of {batch.capacity}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-800">Enrolment closes: </dt>
          <dd className="inline">{formatIstDayTime(batch.enrolmentClosesAt)}</dd>
        </div>
      </dl>
      {canManage && (
        <>
          <StatusActions batch={batch} />
          <div className="mt-6">
            <EditBatchForm key={JSON.stringify(batchToEditValues(batch))} batch={batch} />
          </div>
        </>
      )}
      <SessionsTable
        batch={batch}
        canManage={canManage && batch.status !== 'cancelled'}
        canMarkAttendance={canManage}
      />
      <BatchRoster batch={batch} canManage={canManage} />
    </article>
  );
}
