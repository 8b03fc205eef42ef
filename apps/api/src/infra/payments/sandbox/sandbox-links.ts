import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../database/database';
import { isUniqueViolation } from '../../database/postgres-errors';
import type { ProviderPaymentLink } from '../payment-provider';
import {
  newSandboxId,
  SandboxRefusal,
  type SandboxOrder,
  type SandboxPayment,
} from './sandbox-store';
import { sandboxOrders, sandboxPaymentLinks, sandboxPayments } from './sandbox.table';

export type SandboxLink = ProviderPaymentLink & {
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  callback_url: string | null;
  order_id: string | null;
  created_at: number;
};

type RawLink = Omit<SandboxLink, 'short_url' | 'payments' | 'amount_paid'> & {
  payment_id: string | null;
  payment_status: string | null;
};

const LINK_COLUMNS = sql`l.id, l.amount, l.currency, l.reference_id, l.description, l.customer, l.notes,
  l.callback_url, l.expire_by, l.order_id, l.payment_id, p.status as payment_status,
  extract(epoch from l.created_at)::bigint as created_at,
  -- An open link past its expiry reads as expired, as at Razorpay.
  case when l.status = 'created' and l.expire_by < extract(epoch from now()) then 'expired'
    else l.status end as status`;
const FROM = sql`from ${sandboxPaymentLinks} l left join ${sandboxPayments} p on p.id = l.payment_id`;

/**
 * Payment links in the sandbox: created, read, cancelled and paid as Razorpay's are (one captured
 * payment, then `paid`; no payment after expiry or cancellation). `pageBase` is where the hosted
 * page of each link is served (its `short_url`).
 */
export function createSandboxLinks(db: Database, pageBase: string | (() => string)) {
  const base = () => (typeof pageBase === 'function' ? pageBase() : pageBase);
  const toLink = (row: RawLink): SandboxLink => ({
    id: row.id,
    short_url: `${base()}/${row.id}`,
    status: row.status,
    amount: row.amount,
    amount_paid: row.status === 'paid' ? row.amount : 0,
    currency: row.currency,
    reference_id: row.reference_id,
    description: row.description,
    customer: row.customer,
    notes: row.notes,
    callback_url: row.callback_url,
    expire_by: Number(row.expire_by),
    order_id: row.order_id,
    created_at: Number(row.created_at),
    payments: row.payment_id
      ? [
          {
            payment_id: row.payment_id,
            amount: row.amount,
            status: row.payment_status ?? 'captured',
          },
        ]
      : null,
  });

  async function find(executor: Executor, id: string, lock = false) {
    const [row] = await queryRows<RawLink>(
      executor,
      lock
        ? sql`select ${LINK_COLUMNS} ${FROM} where l.id = ${id} for update of l`
        : sql`select ${LINK_COLUMNS} ${FROM} where l.id = ${id}`,
    );
    return row && toLink(row);
  }

  return {
    async create(input: {
      amount: number;
      currency: string;
      referenceId: string;
      description: string;
      customer: Record<string, string>;
      notes: Record<string, string>;
      callbackUrl: string | null;
      expireBy: number;
    }): Promise<SandboxLink> {
      const id = newSandboxId('plink');
      try {
        await db.execute(
          sql`insert into ${sandboxPaymentLinks} (id, amount, currency, reference_id, description,
              customer, notes, callback_url, expire_by)
            values (${id}, ${input.amount}, ${input.currency}, ${input.referenceId}, ${input.description},
              ${JSON.stringify(input.customer)}::jsonb, ${JSON.stringify(input.notes)}::jsonb,
              ${input.callbackUrl}, ${input.expireBy})`,
        );
      } catch (error) {
        if (isUniqueViolation(error))
          throw new SandboxRefusal('Payment link with given reference_id already exists');
        throw error;
      }
      return (await find(db, id))!;
    },

    find: (id: string) => find(db, id),

    async cancel(id: string): Promise<SandboxLink | undefined> {
      return db.transaction(async (tx) => {
        const link = await find(tx, id, true);
        if (!link) return undefined;
        if (link.status === 'paid')
          throw new SandboxRefusal('Payment link cannot be cancelled as it is already paid');
        if (link.status !== 'created')
          throw new SandboxRefusal(`Payment link cannot be cancelled as it is ${link.status}`);
        await tx.execute(
          sql`update ${sandboxPaymentLinks} set status = 'cancelled' where id = ${id}`,
        );
        return { ...link, status: 'cancelled' as const };
      });
    },

    /**
     * One attempt at paying a link on its hosted page: a declined attempt leaves it open; a
     * successful one makes an order, a captured payment, and the link paid, in one transaction
     * with the link's row locked, so two tabs paying at once make one payment.
     */
    async pay(
      id: string,
      outcome: 'success' | 'failure',
    ): Promise<{ link: SandboxLink; payment: SandboxPayment; order: SandboxOrder } | undefined> {
      return db.transaction(async (tx) => {
        const link = await find(tx, id, true);
        if (!link) return undefined;
        if (link.status !== 'created')
          throw new SandboxRefusal(`This payment link is ${link.status}.`);
        const orderId = link.order_id ?? newSandboxId('order');
        const isPaid = outcome === 'success';
        if (!link.order_id)
          await tx.execute(
            sql`insert into ${sandboxOrders} (id, amount, currency, receipt, notes)
              values (${orderId}, ${link.amount}, ${link.currency}, ${link.reference_id},
                ${JSON.stringify({ ...link.notes, payment_link_id: link.id })}::jsonb)`,
          );
        const paymentId = newSandboxId('pay');
        await tx.execute(
          sql`insert into ${sandboxPayments} (id, order_id, amount, currency, status, error_code, error_description)
            values (${paymentId}, ${orderId}, ${link.amount}, ${link.currency},
              ${isPaid ? 'captured' : 'failed'}, ${isPaid ? null : 'BAD_REQUEST_ERROR'},
              ${isPaid ? null : 'Payment was declined in the sandbox.'})`,
        );
        await tx.execute(
          sql`update ${sandboxOrders} set
              status = ${isPaid ? 'paid' : 'attempted'},
              amount_paid = ${isPaid ? link.amount : 0}
            where id = ${orderId}`,
        );
        await tx.execute(
          sql`update ${sandboxPaymentLinks} set order_id = ${orderId},
              payment_id = case when ${isPaid}::boolean then ${paymentId} else payment_id end,
              status = case when ${isPaid}::boolean then 'paid' else status end
            where id = ${id}`,
        );
        const [payment] = await queryRows<SandboxPayment & { created_at: number }>(
          tx,
          sql`select id, order_id, amount, currency, status, method, error_code, error_description,
              amount_refunded, extract(epoch from created_at)::bigint as created_at
            from ${sandboxPayments} where id = ${paymentId}`,
        );
        const [order] = await queryRows<SandboxOrder>(
          tx,
          sql`select id, amount, amount_paid, currency, receipt, status, notes,
              extract(epoch from created_at)::bigint as created_at
            from ${sandboxOrders} where id = ${orderId}`,
        );
        return {
          link: (await find(tx, id))!,
          payment: {
            ...payment!,
            created_at: Number(payment!.created_at),
            captured: isPaid,
            refund_status: null,
          },
          order: { ...order!, created_at: Number(order!.created_at) },
        };
      });
    },
  };
}
export type SandboxLinks = ReturnType<typeof createSandboxLinks>;
