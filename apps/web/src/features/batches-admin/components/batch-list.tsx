import type { StaffBatch } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { batchErrorMessage, batchListQuery } from '../api';
import { BatchStatusBadge, batchDates } from './batch-status';

export interface BatchListProps {
  courseId: string;
  programName: string;
  onOpen: (batch: StaffBatch) => void;
}

/** The batches of one program, soonest first; loading, empty and error states. */
export function BatchList({ courseId, programName, onOpen }: BatchListProps) {
  const batches = useQuery(batchListQuery(courseId));

  if (batches.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="md" label="Loading batches" />
      </div>
    );
  }
  if (batches.isError) {
    return (
      <div className="mx-auto max-w-lg py-10">
        <RetryAlert
          message={batchErrorMessage(batches.error)}
          onRetry={() => void batches.refetch()}
        />
      </div>
    );
  }
  if (batches.data.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-300 bg-white p-10 text-center text-ink-600">
        No batches yet for {programName}
      </p>
    );
  }

  return (
    <ul aria-label={`${programName} batches`} className="space-y-3">
      {batches.data.map((batch) => (
        <li
          key={batch.id}
          aria-label={batch.name}
          className="rounded-card border border-ink-200 bg-white p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-lg font-bold break-words">
                <button
                  type="button"
                  onClick={() => onOpen(batch)}
                  className="text-left text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
                >
                  {batch.name}
                </button>
              </h2>
              <p className="mt-1 text-sm text-ink-700">{batchDates(batch)}</p>
            </div>
            <BatchStatusBadge status={batch.status} />
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="inline font-semibold text-ink-800">Schedule: </dt>
              <dd className="inline text-ink-700">{batch.schedule}</dd>
            </div>
            <div>
              <dt className="inline font-semibold text-ink-800">Seats: </dt>
              <dd className="inline text-ink-700">
                {batch.seatsTaken} taken, {batch.seatsLeft} left of {batch.capacity}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold text-ink-800">Sessions: </dt>
              <dd className="inline text-ink-700">{batch.sessionCount}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
