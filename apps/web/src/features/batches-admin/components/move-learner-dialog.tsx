import type { BatchDetail, RosterEntry } from '@kaksha/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert, SelectField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { BATCH_KEYS, batchErrorMessage, batchListQuery, moveLearner } from '../api';
import { batchDates } from './batch-status';

export interface MoveLearnerDialogProps {
  batch: BatchDetail;
  learner: RosterEntry;
  onClose: () => void;
}

/**
 * ADMIN: moves a learner's seat to another batch of the same program. The server decides (a full
 * or cancelled batch is refused) and its reason shows here; the learner is e-mailed by the server.
 */
export function MoveLearnerDialog({ batch, learner, onClose }: MoveLearnerDialogProps) {
  const queryClient = useQueryClient();
  const batches = useQuery(batchListQuery(batch.courseId));
  const targets = (batches.data ?? []).filter(
    (other) => other.id !== batch.id && other.status !== 'cancelled',
  );
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string>();
  const toBatchId = chosen || targets[0]?.id || '';

  const move = useMutation({
    mutationFn: () => moveLearner(batch.id, { userId: learner.userId, toBatchId }),
    onMutate: () => setFailure(undefined),
    onSuccess: async () => {
      const target = targets.find((other) => other.id === toBatchId);
      toastSuccess(`${learner.name} moved to ${target?.name ?? 'the other batch'}.`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: BATCH_KEYS.all });
    },
    onError: (error) => {
      if (!isRefusedToken(error)) setFailure(batchErrorMessage(error));
    },
  });
  const close = () => {
    if (!move.isPending) onClose();
  };

  let body;
  if (batches.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner size="md" label="Loading the program's batches" />
      </div>
    );
  } else if (batches.isError) {
    body = (
      <RetryAlert
        message={batchErrorMessage(batches.error)}
        onRetry={() => void batches.refetch()}
      />
    );
  } else if (targets.length === 0) {
    body = (
      <p className="text-ink-700">This program has no other batch to move to. Create one first.</p>
    );
  } else {
    body = (
      <form
        noValidate
        aria-label={`Move ${learner.name}`}
        aria-busy={move.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <FormAlert message={failure} />
        <SelectField
          label="Move to"
          value={toBatchId}
          data-autofocus
          onChange={(event) => setChosen(event.target.value)}
          options={targets.map((other) => ({
            value: other.id,
            label: `${other.name} (${batchDates(other)}, ${other.seatsLeft} ${other.seatsLeft === 1 ? 'seat' : 'seats'} left)`,
          }))}
        />
        <p className="mt-3 text-sm text-ink-600">
          The seat moves with the learner, who is told by e-mail. Their payment is unchanged.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={move.isPending}>
            Keep in this batch
          </Button>
          <Button type="submit" disabled={move.isPending} className="min-w-32">
            {move.isPending ? <Spinner size="sm" tone="current" label="Moving" /> : 'Move learner'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Modal title={`Move ${learner.name}`} isTitleVisible onClose={close}>
      <p className="mb-4 text-sm text-ink-700">
        {learner.email}, now in <strong>{batch.name}</strong>.
      </p>
      {body}
    </Modal>
  );
}
