import type { SalesPayment } from '@kaksha/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatInr } from '../format-sales';
import { LearnerCell, MoneyCell, NOWRAP, NUMERIC, TimeCell } from './cells';

const STATUS_TONES: Record<SalesPayment['status'], BadgeTone> = {
  created: 'neutral',
  attempted: 'accent',
  paid: 'success',
  failed: 'error',
  cancelled: 'neutral',
};

const REFUND_TONES: Record<NonNullable<SalesPayment['refundStatus']>, BadgeTone> = {
  pending: 'accent',
  processed: 'success',
  failed: 'error',
};

function StatusCell({ payment }: { payment: SalesPayment }) {
  return (
    <div className="min-w-32">
      <Badge tone={STATUS_TONES[payment.status]}>{payment.status}</Badge>
      {payment.failureReason && (
        <p className="mt-1.5 text-error-700">
          <span className="sr-only">Failure reason: </span>
          {payment.failureReason}
        </p>
      )}
    </div>
  );
}

function RefundCell({ payment }: { payment: SalesPayment }) {
  if (!payment.refundStatus && payment.refundedAmount === 0)
    return <span className="text-ink-400">—</span>;
  return (
    <div className="min-w-40">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums">{formatInr(payment.refundedAmount)}</span>
        {payment.refundStatus && (
          <Badge tone={REFUND_TONES[payment.refundStatus]}>{payment.refundStatus}</Badge>
        )}
      </p>
      {payment.refundReason && <p className="mt-1 text-ink-600">{payment.refundReason}</p>}
    </div>
  );
}

function OrderCell({ payment }: { payment: SalesPayment }) {
  return (
    <div className="min-w-44 font-mono text-xs break-all">
      <p className="text-ink-950">{payment.orderId}</p>
      {payment.providerOrderId && <p className="text-ink-500">{payment.providerOrderId}</p>}
      {payment.providerPaymentId && <p className="text-ink-500">{payment.providerPaymentId}</p>}
    </div>
  );
}

/** One order per row: who, what, how much, what happened to the money and when. */
export const PAYMENT_COLUMNS: ColumnDef<SalesPayment>[] = [
  { id: 'order', header: 'Order', cell: ({ row }) => <OrderCell payment={row.original} /> },
  {
    id: 'learner',
    header: 'Learner',
    cell: ({ row }) => (
      <LearnerCell
        name={row.original.name}
        email={row.original.email}
        mobileNumber={row.original.mobileNumber}
      />
    ),
  },
  {
    id: 'courses',
    header: 'Programs',
    cell: ({ row }) => (
      <ul className="min-w-36 list-inside list-disc">
        {row.original.courses.map((course) => (
          <li key={course}>{course}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'listPrice',
    header: 'List price',
    meta: { className: NUMERIC },
    cell: ({ row }) => <MoneyCell rupees={row.original.listPrice} />,
  },
  {
    id: 'coupon',
    header: 'Coupon',
    meta: { className: NOWRAP },
    cell: ({ row }) => row.original.couponCode ?? <span className="text-ink-400">—</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    meta: { className: NUMERIC },
    cell: ({ row }) => <MoneyCell rupees={row.original.amount} />,
  },
  {
    id: 'amountPaid',
    header: 'Paid',
    meta: { className: NUMERIC },
    cell: ({ row }) => <MoneyCell rupees={row.original.amountPaid} />,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusCell payment={row.original} /> },
  { id: 'refund', header: 'Refund', cell: ({ row }) => <RefundCell payment={row.original} /> },
  {
    id: 'createdAt',
    header: 'Created',
    meta: { className: NOWRAP },
    cell: ({ row }) => <TimeCell instant={row.original.createdAt} />,
  },
  {
    id: 'paidAt',
    header: 'Paid at',
    meta: { className: NOWRAP },
    cell: ({ row }) => <TimeCell instant={row.original.paidAt} />,
  },
];
