import { AUDIT_MESSAGES } from '@kaksha/shared';
import type { AuditEntryView, AuditList } from '@kaksha/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { auditErrorMessage } from '../api';
import { formatIst } from '../format-audit';
import { AuditChanges } from './audit-changes';

const ROLE_TONES: Record<string, BadgeTone> = {
  ADMIN: 'accent',
  SALES: 'brand',
  EVENTS: 'success',
};

const column = createColumnHelper<AuditEntryView>();
const NOWRAP = 'whitespace-nowrap';

const COLUMNS = [
  column.accessor('createdAt', {
    header: 'Time (IST)',
    meta: { className: NOWRAP },
    cell: (info) => <time dateTime={info.getValue()}>{formatIst(info.getValue())}</time>,
  }),
  column.display({
    id: 'actor',
    header: 'Actor',
    cell: ({ row: { original: entry } }) => (
      <div className="min-w-44 space-y-1">
        <p className="break-all text-ink-950">{entry.actorEmail}</p>
        <Badge tone={ROLE_TONES[entry.actorRole] ?? 'neutral'}>{entry.actorRole}</Badge>
        {entry.actorId === null && <p className="text-xs text-ink-500">Account deleted</p>}
      </div>
    ),
  }),
  column.accessor('action', {
    header: 'Action',
    meta: { className: NOWRAP },
    cell: (info) => <code className="font-mono text-xs text-ink-900">{info.getValue()}</code>,
  }),
  column.display({
    id: 'entity',
    header: 'Entity',
    cell: ({ row: { original: entry } }) => (
      <div className="min-w-32">
        <p className="font-semibold text-ink-900">{entry.entityType}</p>
        <p className="font-mono text-xs break-all text-ink-600">{entry.entityId}</p>
      </div>
    ),
  }),
  column.display({
    id: 'changes',
    header: 'Before / after',
    cell: ({ row: { original: entry } }) => <AuditChanges entry={entry} />,
  }),
  column.accessor('requestId', {
    header: 'Request id',
    cell: (info) => {
      const requestId = info.getValue();
      if (!requestId) return <span className="text-ink-400">—</span>;
      return <code className="block max-w-40 font-mono text-xs break-all">{requestId}</code>;
    },
  }),
];

export interface AuditResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<AuditList>>;
}

/** The pages loaded so far in one table, "Showing n", and "Load more" while there are more. */
export function AuditResults({ query }: AuditResultsProps) {
  const pages = query.data?.pages;
  // One array per set of pages: the table and its virtualizer key their work on its identity.
  const entries = useMemo(() => pages?.flatMap((page) => page.entries) ?? [], [pages]);
  const failedFirst = query.isError && !query.isFetchNextPageError;
  // The first pages stay on screen when a later one fails; the failure shows beside "Load more".
  const nextPageError = query.isFetchNextPageError ? auditErrorMessage(query.error) : undefined;

  const error = failedFirst ? (
    <div className="space-y-3">
      <p role="alert" className="font-semibold text-error-700">
        {auditErrorMessage(query.error)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  ) : undefined;

  const footer = query.isSuccess && (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-700" aria-live="polite">
        Showing {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        {!query.hasNextPage && entries.length > 0 && (
          <span className="text-ink-500"> (all that match)</span>
        )}
      </p>
      {nextPageError && (
        <p role="alert" className="text-sm text-error-700">
          {nextPageError}
        </p>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          disabled={query.isFetchingNextPage}
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );

  return (
    <DataTable
      columns={COLUMNS}
      data={entries}
      caption="Audit log entries, newest first"
      getRowId={(entry) => entry.id}
      isLoading={query.isPending}
      error={error}
      empty={AUDIT_MESSAGES.empty}
      footer={footer || undefined}
    />
  );
}
