import { CALL_BACK_PROGRAM_LABELS, CALL_BACK_TIME_LABELS } from '@kaksha/shared';
import type { CallBackRequest } from '@kaksha/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import { NOWRAP, TimeCell } from './cells';

/** One call-back request per row (GET /v1.5/call-back-requests), newest first by default. */
export const CALL_BACK_COLUMNS: ColumnDef<CallBackRequest>[] = [
  {
    id: 'createdAt',
    header: 'Requested',
    meta: { className: NOWRAP },
    cell: ({ row }) => <TimeCell instant={row.original.createdAt} />,
  },
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="font-semibold break-words text-ink-950">{row.original.name}</span>
    ),
  },
  {
    id: 'mobileNumber',
    header: 'Mobile',
    meta: { className: NOWRAP },
    cell: ({ row }) => (
      <a
        href={`tel:+91${row.original.mobileNumber}`}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {row.original.mobileNumber}
      </a>
    ),
  },
  {
    id: 'program',
    header: 'Program',
    cell: ({ row }) => (
      <Badge tone={row.original.program === 'not-sure' ? 'neutral' : 'brand'}>
        {CALL_BACK_PROGRAM_LABELS[row.original.program]}
      </Badge>
    ),
  },
  {
    id: 'preferredTime',
    header: 'Best time (IST)',
    cell: ({ row }) => CALL_BACK_TIME_LABELS[row.original.preferredTime],
  },
  {
    id: 'account',
    header: 'Account',
    cell: ({ row }) =>
      row.original.userEmail ? (
        <span className="break-all">{row.original.userEmail}</span>
      ) : (
        <span className="text-ink-500">Visitor</span>
      ),
  },
];
