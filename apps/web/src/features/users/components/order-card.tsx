import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatInr, formatInrPaise } from '../../../lib/format';
import { formatIstDayTime } from '../../../lib/ist-dates';
import { orderBadgeOf, orderDateOf, refundedPaiseOf } from '../order-view';
import type { Order } from '../order-view';
import { DocumentDownloadButton } from './document-download-button';
import { RefundRequestStatus } from './refund-request-status';

/** One order on /orders: when, what, its state and amount, its invoice and credit notes. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = useId();
  const badge = orderBadgeOf(order);
  const refundedPaise = refundedPaiseOf(order);
  const hasDocuments = order.invoice !== null || order.creditNotes.length > 0;
  return (
    <Card as="article" aria-labelledby={headingId} padding="none" className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-ink-950">
            {order.items.map((item) => item.name).join(', ') || 'Order'}
          </h2>
          <p className="text-sm text-ink-600">
            <time dateTime={orderDateOf(order)}>{formatIstDayTime(orderDateOf(order))}</time>
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-ink-600">Amount</dt>
          <dd className="font-semibold text-ink-950 tabular-nums">{formatInr(order.amount)}</dd>
        </div>
        {refundedPaise > 0 && (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-ink-600">Refunded</dt>
            <dd className="font-semibold text-ink-950 tabular-nums">
              {formatInrPaise(refundedPaise)}
            </dd>
          </div>
        )}
        {order.couponCode && (
          <div className="flex min-w-0 gap-1.5">
            <dt className="text-ink-600">Coupon</dt>
            <dd className="font-mono font-semibold break-all text-ink-900">{order.couponCode}</dd>
          </div>
        )}
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-ink-600">Order</dt>
          <dd className="font-mono break-all text-ink-900">{order.providerOrderId ?? order.id}</dd>
        </div>
      </dl>

      {hasDocuments ? (
        <ul aria-label="Invoice and credit notes" className="mt-4 flex flex-wrap gap-2">
          {order.invoice && (
            <li className="max-w-full">
              <DocumentDownloadButton link={order.invoice} kind="Invoice" />
            </li>
          )}
          {order.creditNotes.map((note) => (
            <li key={note.id} className="max-w-full">
              <DocumentDownloadButton link={note} kind="Credit note" />
            </li>
          ))}
        </ul>
      ) : (
        order.status === 'paid' && (
          <p className="mt-4 text-sm text-ink-600">No tax invoice for this order.</p>
        )
      )}
      <RefundRequestStatus request={order.refundRequest} className="mt-4" />
    </Card>
  );
}
