import type { BatchDetail, RosterEntry } from '@kaksha/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { Spinner } from '../../../components/ui/spinner';
import { formatRupees } from '../../../lib/format';
import { useNativeDownload } from '../../../lib/native-download';
import { batchErrorMessage, downloadRosterCsv, rosterPagesQuery } from '../api';
import type { RosterPage } from '../api';
import { MoveLearnerDialog } from './move-learner-dialog';

const column = createColumnHelper<RosterEntry>();

/** "75% (3 of 4)", or a dash before the first session is held. */
export function attendanceText(entry: Pick<RosterEntry, 'attended' | 'sessionsHeld'>): string {
  if (entry.sessionsHeld === 0) return '—';
  const share = Math.round((entry.attended / entry.sessionsHeld) * 100);
  return `${share}% (${entry.attended} of ${entry.sessionsHeld})`;
}

const BASE_COLUMNS = [
  column.display({
    id: 'learner',
    header: 'Learner',
    cell: ({ row: { original: entry } }) => (
      <div className="min-w-40">
        <span className="block font-medium text-ink-900">{entry.name}</span>
        <span className="block break-all text-ink-600">{entry.email}</span>
      </div>
    ),
  }),
  column.accessor('mobileNumber', {
    header: 'Mobile',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => info.getValue() || '—',
  }),
  column.accessor('paid', {
    header: 'Paid',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: (info) => formatRupees(info.getValue()),
  }),
  column.display({
    id: 'attendance',
    header: 'Attendance',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row: { original: entry } }) => attendanceText(entry),
  }),
];

const rowsOfPage = (page: RosterPage) => page.rows;

/**
 * The batch's learners in the order they joined (keyset pages, "Load more"): contact, what they
 * paid, attendance share. Everyone may download the CSV; ADMIN moves a learner to another batch.
 */
export function BatchRoster({ batch, canManage }: { batch: BatchDetail; canManage: boolean }) {
  const roster = useInfiniteQuery(rosterPagesQuery(batch.id));
  const [moving, setMoving] = useState<RosterEntry | null>(null);
  const download = useNativeDownload(() => downloadRosterCsv(batch.id), batchErrorMessage);

  const columns = useMemo(
    () =>
      canManage
        ? [
            ...BASE_COLUMNS,
            column.display({
              id: 'actions',
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row: { original: entry } }) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${entry.name}`}
                  onClick={() => setMoving(entry)}
                >
                  Move
                </Button>
              ),
            }),
          ]
        : BASE_COLUMNS,
    [canManage],
  );

  return (
    <section aria-labelledby="roster-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="roster-heading" className="text-xl font-bold">
          Learners
        </h2>
        <Button
          size="sm"
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? (
            <Spinner size="sm" tone="current" label="Preparing the download" />
          ) : (
            'Download CSV'
          )}
        </Button>
      </div>
      <PagedDataTable
        query={roster}
        rowsOf={rowsOfPage}
        noun={['learner', 'learners']}
        describeError={batchErrorMessage}
        columns={columns}
        caption={`Learners of ${batch.name}`}
        getRowId={(entry) => entry.userId}
        empty="No learners in this batch yet."
        maxHeight="60vh"
      />
      {moving && (
        <MoveLearnerDialog batch={batch} learner={moving} onClose={() => setMoving(null)} />
      )}
    </section>
  );
}
