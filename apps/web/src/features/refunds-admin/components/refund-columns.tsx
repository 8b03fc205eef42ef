import { REFUND_REASON_LABELS } from '@kaksha/shared';
import type { RefundQueueItem } from '@kaksha/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatInrPaise } from '../../../lib/format';
import {
  REFUND_RULE_LABELS,
  formatAttendanceShare,
  formatBatchStart,
  formatRequestedAt,
} from '../refund-format';

const column = createColumnHelper<RefundQueueItem>();
const NUMERIC = 'text-right whitespace-nowrap tabular-nums';
const Dash = () => <span className="text-ink-400">—</span>;

const STATUS_TONES: Record<RefundQueueItem['status'], BadgeTone> = {
  open: 'accent',
  approved: 'success',
  rejected: 'neutral',
};
const REFUND_TONES: Record<NonNullable<RefundQueueItem['refundStatus']>, BadgeTone> = {
  pending: 'accent',
  processed: 'success',
  failed: 'error',
};

function StatusCell({ item }: { item: RefundQueueItem }) {
  return (
    <div className="min-w-44 space-y-1.5">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONES[item.status]}>{item.status}</Badge>
        {item.status === 'approved' && item.refundStatus && (
          <Badge tone={REFUND_TONES[item.refundStatus]}>refund {item.refundStatus}</Badge>
        )}
      </p>
      {item.status === 'approved' && (
        <p className="text-ink-700">
          <span className="font-semibold tabular-nums">{formatInrPaise(item.amountPaise)}</span>
          {item.decisionCode && <> · {REFUND_REASON_LABELS[item.decisionCode]}</>}
        </p>
      )}
      {item.decisionNote && <p className="text-ink-600">{item.decisionNote}</p>}
      {item.refundStatus === 'failed' && item.refundError && (
        <p className="text-error-700">
          <span className="sr-only">Refund error: </span>
          {item.refundError}
        </p>
      )}
    </div>
  );
}

const BASE_COLUMNS = [
  column.display({
    id: 'learner',
    header: 'Learner',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-44">
        <p className="font-semibold text-ink-950">{item.learnerName || '—'}</p>
        <p className="break-all text-ink-600">{item.learnerEmail}</p>
      </div>
    ),
  }),
  column.display({
    id: 'programs',
    header: 'Programs and batch',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-44">
        <ul className="list-inside list-disc">
          {item.courseNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        {item.batchName && (
          <p className="mt-1 text-ink-600">
            {item.batchName}, starts {formatBatchStart(item.batchStartsAt)}
          </p>
        )}
      </div>
    ),
  }),
  column.accessor('attendanceShare', {
    header: 'Attended',
    meta: { className: NUMERIC },
    cell: (info) => formatAttendanceShare(info.getValue()),
  }),
  column.accessor('paidPaise', {
    header: 'Paid',
    meta: { className: NUMERIC },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.accessor('refundedPaise', {
    header: 'Refunded',
    meta: { className: NUMERIC },
    cell: (info) => (info.getValue() > 0 ? formatInrPaise(info.getValue()) : <Dash />),
  }),
  column.display({
    id: 'policy',
    header: 'Policy gives',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-40">
        <p className="font-semibold tabular-nums">{formatInrPaise(item.policyAmountPaise)}</p>
        <p className="text-ink-600">{REFUND_RULE_LABELS[item.policyRule]}</p>
      </div>
    ),
  }),
  column.display({
    id: 'requested',
    header: 'Requested',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-56">
        <time dateTime={item.createdAt} className="whitespace-nowrap">
          {formatRequestedAt(item.createdAt)}
        </time>
        <p className="mt-1 text-ink-700">
          <span className="sr-only">Learner’s reason: </span>
          {item.reason}
        </p>
      </div>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: item } }) => <StatusCell item={item} />,
  }),
];

export interface RefundActions {
  onApprove: (item: RefundQueueItem) => void;
  onReject: (item: RefundQueueItem) => void;
  onRetry: (item: RefundQueueItem) => void;
  /** The request whose refund is being sent again, if any. */
  retryingId: string | undefined;
}

function ActionsCell({ item, actions }: { item: RefundQueueItem; actions: RefundActions }) {
  const who = item.learnerName || item.learnerEmail;
  if (item.status === 'open')
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={`Approve ${who}’s refund`}
          onClick={() => actions.onApprove(item)}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Reject ${who}’s refund`}
          onClick={() => actions.onReject(item)}
        >
          Reject
        </Button>
      </div>
    );
  if (item.status === 'approved' && item.refundStatus === 'failed') {
    const isRetrying = actions.retryingId === item.id;
    return (
      <Button
        size="sm"
        variant="secondary"
        className="whitespace-nowrap"
        aria-label={`Retry refund for ${who}`}
        disabled={actions.retryingId !== undefined}
        aria-busy={isRetrying || undefined}
        onClick={() => actions.onRetry(item)}
      >
        {isRetrying ? (
          <Spinner size="sm" tone="current" label="Sending the refund" />
        ) : (
          'Retry refund'
        )}
      </Button>
    );
  }
  return <Dash />;
}

/** The queue's columns; with `actions` (ADMIN) a last column to approve, reject or retry. */
export function refundColumns(actions?: RefundActions): ColumnDef<RefundQueueItem>[] {
  if (!actions) return BASE_COLUMNS as ColumnDef<RefundQueueItem>[];
  return [
    ...BASE_COLUMNS,
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Decision</span>,
      cell: ({ row: { original: item } }) => <ActionsCell item={item} actions={actions} />,
    }),
  ] as ColumnDef<RefundQueueItem>[];
}
