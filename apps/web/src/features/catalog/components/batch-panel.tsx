import { BATCH_MESSAGES, FEW_SEATS } from '@kaksha/shared';
import type { PublicBatch } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon } from '../../../components/ui/icons';
import { formatIstDay } from '../../../lib/ist-dates';
import { chooseBatch, readBatchChoice } from '../../../lib/batch-choice';
import { courseBatchesQuery } from '../api';

// The program page's live batch: fetched in the browser (the page is prerendered, so its HTML
// holds only the placeholder), in a box of fixed height so nothing below moves when it arrives.

const PANEL_CLASS =
  'flex min-h-56 flex-col justify-center rounded-card border border-brand-100 bg-white/80 p-4 shadow-sm sm:min-h-44';

/** 'Only 3 seats left' below FEW_SEATS, 'Batch full' at none, nothing otherwise. */
export function seatsLine(seatsLeft: number): string | undefined {
  if (seatsLeft <= 0) return 'Batch full';
  if (seatsLeft >= FEW_SEATS) return undefined;
  return `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
}

function BatchFacts({ batch }: { batch: PublicBatch }) {
  const seats = seatsLine(batch.seatsLeft);
  return (
    <div>
      <p className="text-lg font-bold text-ink-950">{batch.name}</p>
      <ul className="mt-2 grid gap-1.5 text-ink-700">
        <li className="flex items-center gap-2.5">
          <CalendarIcon size={18} className="shrink-0 text-brand-700" />
          <span>Starts {formatIstDay(batch.startDate)}</span>
        </li>
        <li className="flex items-center gap-2.5">
          <ClockIcon size={18} className="shrink-0 text-brand-700" />
          <span>{batch.schedule}</span>
        </li>
      </ul>
      {seats && (
        <p
          className={
            batch.seatsLeft <= 0
              ? 'mt-2 font-semibold text-error-700'
              : 'mt-2 font-semibold text-accent-800'
          }
        >
          {seats}
        </p>
      )}
    </div>
  );
}

export function BatchPanel({ programId }: { programId: string }) {
  const batches = useQuery(courseBatchesQuery(programId));
  const [chosenId, setChosenId] = useState<string | undefined>(() => readBatchChoice(programId));
  const pickerId = useId();

  if (batches.isPending) {
    return (
      <section aria-label="Batches" aria-busy="true" className={PANEL_CLASS}>
        <p role="status" className="sr-only">
          Loading batches…
        </p>
        <div aria-hidden="true" className="animate-pulse space-y-3">
          <div className="h-5 w-2/3 rounded bg-ink-100" />
          <div className="h-4 w-1/2 rounded bg-ink-100" />
          <div className="h-4 w-3/5 rounded bg-ink-100" />
        </div>
      </section>
    );
  }

  if (batches.isError) {
    return (
      <section aria-label="Batches" className={PANEL_CLASS}>
        <p className="text-ink-700">
          The batch dates could not be loaded.{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            onClick={() => void batches.refetch()}
          >
            Try again
          </button>
        </p>
      </section>
    );
  }

  if (batches.data.length === 0) {
    return (
      <section aria-label="Batches" className={PANEL_CLASS}>
        <p className="text-ink-700">{BATCH_MESSAGES.noOpenBatch}</p>
        <Link
          to={`/request-call?program=${encodeURIComponent(programId)}`}
          className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Request a call back about the next batch
        </Link>
      </section>
    );
  }

  const chosen = batches.data.find((batch) => batch.id === chosenId) ?? batches.data[0]!;
  return (
    <section aria-label="Batches" className={PANEL_CLASS}>
      {batches.data.length > 1 ? (
        <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <label htmlFor={pickerId} className="text-sm font-semibold text-ink-800">
            {batches.data.length} open batches
          </label>
          <select
            id={pickerId}
            value={chosen.id}
            onChange={(event) => {
              setChosenId(event.target.value);
              chooseBatch(programId, event.target.value);
            }}
            className="h-9 max-w-full min-w-0 rounded-control border border-ink-300 bg-white px-2.5 text-sm text-ink-950 focus:border-brand-500 focus:ring-3 focus:ring-brand-200 focus:outline-none"
          >
            {batches.data.map((batch) => (
              <option key={batch.id} value={batch.id}>
                {batch.name} · starts {formatIstDay(batch.startDate)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="mb-1 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          Next batch
        </p>
      )}
      <div aria-live="polite">
        <BatchFacts batch={chosen} />
      </div>
    </section>
  );
}
