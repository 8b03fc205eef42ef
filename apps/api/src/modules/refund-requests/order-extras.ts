import type { DocumentLink } from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { findOrderDocuments } from '../invoices';
import type { OrderExtras, OrderRow } from '../payments';
import { findLatestRequests } from './refund-requests.repository';
import { toRequestView } from './refund-queue';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../infra/database/database';
import { refunds } from '../payments';

const link = (
  doc: { id: string; number: string; issuedAt: Date; totalPaise: number },
  url: string,
): DocumentLink => ({
  id: doc.id,
  number: doc.number,
  issuedAt: doc.issuedAt.toISOString(),
  amountPaise: doc.totalPaise,
  url,
});

/**
 * What the learner's Orders and invoices page shows beside each order: its invoice and credit
 * notes (PDF paths), the latest refund request, and whether a request can be made now (paid
 * through the gateway, something left to refund, none open).
 */
export function createOrderExtras(db: Executor) {
  return async (orders: OrderRow[]): Promise<Map<string, OrderExtras>> => {
    const ids = orders.map((order) => order.id);
    const [documents, requests, refunded] = await Promise.all([
      findOrderDocuments(db, ids),
      findLatestRequests(db, ids),
      ids.length
        ? queryRows<{ order_id: string; total: number }>(
            db,
            sql`select order_id, sum(amount_paise)::int as total from ${refunds}
              where order_id = any(${sql.param(ids)}::uuid[]) group by order_id`,
          )
        : Promise.resolve([]),
    ]);
    const requestOf = new Map(requests.map((row) => [row.order_id, toRequestView(row)]));
    const refundedOf = new Map(refunded.map((row) => [row.order_id, Number(row.total)]));
    return new Map(
      orders.map((order) => {
        const docs = documents.get(order.id);
        const request = requestOf.get(order.id) ?? null;
        return [
          order.id,
          {
            invoice: docs?.invoice
              ? link(docs.invoice, `/v1.5/orders/${order.id}/invoice.pdf`)
              : null,
            creditNotes: (docs?.creditNotes ?? []).map((note) =>
              link(note, `/v1.5/credit-notes/${note.id}/pdf`),
            ),
            refundRequest: request,
            canRequestRefund:
              order.status === 'paid' &&
              Boolean(order.providerPaymentId) &&
              order.amountPaise - (refundedOf.get(order.id) ?? 0) > 0 &&
              request?.status !== 'open',
          },
        ];
      }),
    );
  };
}
