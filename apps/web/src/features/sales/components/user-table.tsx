import type { SalesUser } from '@kaksha/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import { NOWRAP, NUMERIC, TimeCell } from './cells';

const dash = (value: string) => value || <span className="text-ink-400">—</span>;

/** One learner account per row (GET /users/getAllUserDetails). */
export const USER_COLUMNS: ColumnDef<SalesUser>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className="font-semibold text-ink-950">{dash(row.original.name)}</span>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
  },
  {
    id: 'mobileNumber',
    header: 'Mobile',
    meta: { className: NOWRAP },
    cell: ({ row }) => dash(row.original.mobileNumber),
  },
  { id: 'collegeName', header: 'College', cell: ({ row }) => dash(row.original.collegeName) },
  { id: 'stream', header: 'Stream', cell: ({ row }) => dash(row.original.stream) },
  {
    id: 'role',
    header: 'Role',
    cell: ({ row }) => (
      <Badge tone={row.original.role === 'USER' ? 'neutral' : 'brand'}>{row.original.role}</Badge>
    ),
  },
  {
    id: 'isEmailVerified',
    header: 'E-mail verified',
    cell: ({ row }) => (row.original.isEmailVerified ? 'Yes' : 'No'),
  },
  {
    id: 'programs',
    header: 'Programs',
    meta: { className: NUMERIC },
    cell: ({ row }) => row.original.programs,
  },
  {
    id: 'createdAt',
    header: 'Joined',
    meta: { className: NOWRAP },
    cell: ({ row }) => <TimeCell instant={row.original.createdAt} />,
  },
];
