import { PAYMENT_LINK_STATUS_LABELS } from '@kaksha/shared';
import type { PaymentLink, PaymentLinkStatus } from '@kaksha/shared';
import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatInrPaise } from '../../../lib/format';
import { isOpenLink } from '../api';
import { formatLinkTime } from '../payment-link-format';

const column = createColumnHelper<PaymentLink>();
const NUMERIC = 'text-right whitespace-nowrap tabular-nums';

const STATUS_TONES: Record<PaymentLinkStatus, BadgeTone> = {
  created: 'neutral',
  sent: 'brand',
  opened: 'accent',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'error',
};

function Times({ link }: { link: PaymentLink }) {
  const rows: Array<[string, string | null]> = [
    ['Created', link.createdAt],
    ['Opened', link.openedAt],
    ['Paid', link.paidAt],
    ['Cancelled', link.cancelledAt],
    // An open link says until when; a paid or cancelled one no longer needs to.
    ...(link.paidAt || link.cancelledAt
      ? []
      : [[link.status === 'expired' ? 'Expired' : 'Expires', link.expiresAt] as [string, string]]),
  ];
  return (
    <dl className="grid min-w-64 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, instant]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd>
              <time dateTime={instant} className="whitespace-nowrap">
                {formatLinkTime(instant)}
              </time>
            </dd>
          </div>
        ))}
    </dl>
  );
}

const BASE_COLUMNS = [
  column.display({
    id: 'recipient',
    header: 'Recipient',
    cell: ({ row: { original: link } }) => (
      <div className="min-w-48">
        <p className="font-semibold text-ink-950">{link.recipient.name}</p>
        <p className="break-all text-ink-600">{link.recipient.email}</p>
        <p className="text-ink-600">{link.recipient.mobile}</p>
      </div>
    ),
  }),
  column.display({
    id: 'programs',
    header: 'Programs and batches',
    cell: ({ row: { original: link } }) => (
      <ul className="min-w-52 space-y-1">
        {link.items.map((item) => (
          <li key={item.courseId}>
            <span className="font-medium text-ink-900">{item.name}</span>
            <span className="block text-ink-600">{item.batchName ?? 'Soonest open batch'}</span>
          </li>
        ))}
      </ul>
    ),
  }),
  column.display({
    id: 'amount',
    header: 'Amount',
    meta: { className: NUMERIC },
    cell: ({ row: { original: link } }) => (
      <div>
        <p className="font-semibold">{formatInrPaise(link.amountPaise)}</p>
        {link.listTotalPaise > link.amountPaise && (
          <p className="text-ink-600">
            <del>{formatInrPaise(link.listTotalPaise)}</del>
          </p>
        )}
        {link.couponCode && <p className="font-mono text-xs text-ink-600">{link.couponCode}</p>}
      </div>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: link } }) => (
      <div className="min-w-24 space-y-1">
        <Badge tone={STATUS_TONES[link.status]}>{PAYMENT_LINK_STATUS_LABELS[link.status]}</Badge>
        {link.sendCount > 1 && <p className="text-ink-600">Sent {link.sendCount} times</p>}
      </div>
    ),
  }),
  column.display({
    id: 'times',
    header: 'When (IST)',
    cell: ({ row: { original: link } }) => <Times link={link} />,
  }),
];

export interface PaymentLinkActions {
  onCopy: (link: PaymentLink) => void;
  onResend: (link: PaymentLink) => void;
  onCancel: (link: PaymentLink) => void;
  /** The link being sent again, if any. */
  resendingId: string | undefined;
}

function ActionsCell({ link, actions }: { link: PaymentLink; actions: PaymentLinkActions }) {
  const who = link.recipient.name || link.recipient.email;
  const isResending = actions.resendingId === link.id;
  return (
    <div className="flex min-w-40 flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Copy ${who}’s payment link`}
        onClick={() => actions.onCopy(link)}
      >
        Copy link
      </Button>
      {isOpenLink(link) && (
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Resend ${who}’s payment link`}
            disabled={actions.resendingId !== undefined}
            aria-busy={isResending || undefined}
            onClick={() => actions.onResend(link)}
          >
            {isResending ? <Spinner size="sm" tone="current" label="Sending again" /> : 'Resend'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-error-700 hover:bg-error-50 hover:text-error-700"
            aria-label={`Cancel ${who}’s payment link`}
            onClick={() => actions.onCancel(link)}
          >
            Cancel
          </Button>
        </>
      )}
    </div>
  );
}

/** The list's columns and a last one to copy, resend or cancel a link. */
export function paymentLinkColumns(actions: PaymentLinkActions): ColumnDef<PaymentLink>[] {
  return [
    ...BASE_COLUMNS,
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: link } }) => <ActionsCell link={link} actions={actions} />,
    }),
  ] as ColumnDef<PaymentLink>[];
}
