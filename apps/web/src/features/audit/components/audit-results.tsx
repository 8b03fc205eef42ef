import { AUDIT_MESSAGES } from '@kaksha/shared';
import type { AuditEntryView, AuditList } from '@kaksha/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
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

const entriesOf = (page: AuditList) => page.entries;

/** The log in the paged staff table: the pages loaded so far, "Showing n" and "Load more". */
export function AuditResults({ query }: AuditResultsProps) {
  return (
    <PagedDataTable
      query={query}
      rowsOf={entriesOf}
      noun={['entry', 'entries']}
      describeError={auditErrorMessage}
      columns={COLUMNS}
      caption="Audit log entries, newest first"
      getRowId={(entry) => entry.id}
      empty={AUDIT_MESSAGES.empty}
    />
  );
}
