import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { preparedRows, queryRows, type Database, type Executor } from '../../database/database';
import { isUniqueViolation } from '../../database/postgres-errors';
import type { ProviderOrder, ProviderPayment, ProviderRefund } from '../payment-provider';
import { sandboxOrders, sandboxPayments, sandboxRefunds } from './sandbox.table';

export const newSandboxId = (prefix: string) =>
  `${prefix}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
export const newEventId = () => newSandboxId('evt');

export type SandboxOrder = ProviderOrder & {
  notes: Record<string, string>;
  amount_paid: number;
  created_at: number;
};
export type SandboxPayment = ProviderPayment & {
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  created_at: number;
};
export type SandboxRefund = ProviderRefund & { notes: Record<string, string>; created_at: number };

/** Why the sandbox refuses a request, in Razorpay's words; answered as 400 BAD_REQUEST_ERROR. */
export class SandboxRefusal extends Error {}

const epoch = (column: string) => sql.raw(`extract(epoch from ${column})::bigint`);

const ORDER_COLUMNS = sql`id, amount, amount_paid, currency, receipt, status, notes,
  ${epoch('created_at')} as created_at`;
const PAYMENT_COLUMNS = sql`id, order_id, amount, currency, status, method, error_code,
  error_description, amount_refunded, ${epoch('created_at')} as created_at`;
const REFUND_COLUMNS = sql`id, payment_id, amount, receipt, notes, ${epoch('created_at')} as created_at`;

type RawPayment = Omit<SandboxPayment, 'refund_status' | 'captured'>;
type RawRefund = Omit<SandboxRefund, 'currency' | 'status'>;

const toOrder = (row: SandboxOrder): SandboxOrder => ({
  ...row,
  created_at: Number(row.created_at),
});
function toPayment(row: RawPayment): SandboxPayment {
  return {
    ...row,
    created_at: Number(row.created_at),
    captured: row.status === 'captured' || row.status === 'refunded',
    refund_status:
      row.amount_refunded === 0 ? null : row.amount_refunded >= row.amount ? 'full' : 'partial',
  };
}
const toRefund = (row: RawRefund): SandboxRefund => ({
  ...row,
  currency: 'INR',
  status: 'processed',
  created_at: Number(row.created_at),
});

/**
 * The sandbox's books in the database (tables `sandbox_*`), so a payment captured in the sandbox
 * survives a crash of the server, as it would at Razorpay. Each operation is one statement or one
 * short transaction; the database refuses a second capture of an order.
 */
export function createSandboxStore(db: Database) {
  const one = async <T>(executor: Executor, query: ReturnType<typeof sql>) =>
    (await queryRows<T>(executor, query))[0];

  async function findPayment(executor: Executor, id: string) {
    const row = await one<RawPayment>(
      executor,
      sql`select ${PAYMENT_COLUMNS} from ${sandboxPayments} where id = ${id}`,
    );
    return row && toPayment(row);
  }

  return {
    async createOrder(input: {
      amount: number;
      currency: string;
      receipt: string;
      notes: Record<string, string>;
    }): Promise<SandboxOrder> {
      const [row] = await preparedRows<SandboxOrder>(
        db,
        'sandbox-create-order',
        sql`insert into ${sandboxOrders} (id, amount, currency, receipt, notes)
          values (${newSandboxId('order')}, ${input.amount}, ${input.currency}, ${input.receipt}, ${JSON.stringify(input.notes)}::jsonb)
          returning ${ORDER_COLUMNS}`,
      );
      return toOrder(row!);
    },

    async findOrder(id: string): Promise<SandboxOrder | undefined> {
      const row = await one<SandboxOrder>(
        db,
        sql`select ${ORDER_COLUMNS} from ${sandboxOrders} where id = ${id}`,
      );
      return row && toOrder(row);
    },

    findPayment: (id: string) => findPayment(db, id),

    async paymentsOf(orderId: string): Promise<SandboxPayment[]> {
      const rows = await queryRows<RawPayment>(
        db,
        sql`select ${PAYMENT_COLUMNS} from ${sandboxPayments} where order_id = ${orderId} order by created_at, id`,
      );
      return rows.map(toPayment);
    },

    /**
     * A payment attempt on an order, in one statement: captured (once per order: a unique index),
     * only authorized (`capture: 'manual'`: the order stays attempted until `capture`) or declined,
     * the order updated. `ownerId` set: only an order created for that user is found. Nothing is
     * returned for an order not found (or not the owner's).
     */
    async addPayment(
      orderId: string,
      ownerId: string | null,
      outcome: 'success' | 'failure',
      capture: 'auto' | 'manual' = 'auto',
    ): Promise<{ payment: SandboxPayment; order: SandboxOrder } | undefined> {
      const isCaptured = outcome === 'success' && capture === 'auto';
      const isSuccess = outcome === 'success';
      const status = isCaptured ? 'captured' : isSuccess ? 'authorized' : 'failed';
      try {
        const [row] = await preparedRows<RawPayment & { sandbox_order: SandboxOrder }>(
          db,
          'sandbox-add-payment',
          sql`with target as (
              select * from ${sandboxOrders}
              where id = ${orderId} and (${ownerId}::text is null or notes->>'userId' = ${ownerId}::text)
            ), payment as (
              insert into ${sandboxPayments} (id, order_id, amount, currency, status, error_code, error_description)
              select ${newSandboxId('pay')}, id, amount, currency, ${status},
                ${isSuccess ? null : 'BAD_REQUEST_ERROR'}, ${isSuccess ? null : 'Payment was declined in the sandbox.'}
              from target
              returning *
            ), updated as (
              update ${sandboxOrders} set
                status = case when ${isCaptured}::boolean then 'paid' when status = 'created' then 'attempted' else status end,
                amount_paid = case when ${isCaptured}::boolean then amount else amount_paid end
              where id = (select order_id from payment)
              returning ${ORDER_COLUMNS}
            )
            select ${PAYMENT_COLUMNS}, (select to_jsonb(u) from updated u) as sandbox_order from payment`,
        );
        return row && { payment: toPayment(row), order: toOrder(row.sandbox_order) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new SandboxRefusal('Order is already paid');
        throw error;
      }
    },

    /**
     * Captures an authorized payment, as Razorpay does: the amount must be the amount authorized
     * and the currency the payment's; a captured payment is refused ("already captured"). The
     * order becomes paid (once per order: a unique index).
     */
    async capture(
      paymentId: string,
      amount: number,
      currency: string,
    ): Promise<{ payment: SandboxPayment; order: SandboxOrder } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const row = await one<RawPayment>(
            tx,
            sql`select ${PAYMENT_COLUMNS} from ${sandboxPayments} where id = ${paymentId} for update`,
          );
          if (!row) return undefined;
          if (row.status === 'captured' || row.status === 'refunded')
            throw new SandboxRefusal('This payment has already been captured');
          if (row.status !== 'authorized')
            throw new SandboxRefusal(
              'Only payments which have been authorized and not yet captured can be captured',
            );
          if (amount !== row.amount)
            throw new SandboxRefusal('Capture amount must be equal to the amount authorized');
          if (currency !== row.currency)
            throw new SandboxRefusal('Currency should be same as that of payment currency');
          const payment = await one<RawPayment>(
            tx,
            sql`update ${sandboxPayments} set status = 'captured' where id = ${paymentId}
              returning ${PAYMENT_COLUMNS}`,
          );
          const order = await one<SandboxOrder>(
            tx,
            sql`update ${sandboxOrders} set status = 'paid', amount_paid = amount
              where id = ${row.order_id} returning ${ORDER_COLUMNS}`,
          );
          return { payment: toPayment(payment!), order: toOrder(order!) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new SandboxRefusal('Order is already paid');
        throw error;
      }
    },

    async refundsOf(paymentId: string): Promise<SandboxRefund[]> {
      const rows = await queryRows<RawRefund>(
        db,
        sql`select ${REFUND_COLUMNS} from ${sandboxRefunds} where payment_id = ${paymentId} order by created_at, id`,
      );
      return rows.map(toRefund);
    },

    /**
     * Refunds part of a captured payment. With an idempotency key, a repeat of the same request
     * returns the refund already made; the payment row is locked, so concurrent repeats wait.
     */
    async refund(input: {
      paymentId: string;
      amount: number;
      receipt: string | null;
      notes: Record<string, string>;
      idempotencyKey: string | null;
    }): Promise<SandboxRefund> {
      return db.transaction(async (tx) => {
        const locked = await one<{ id: string }>(
          tx,
          sql`select id from ${sandboxPayments} where id = ${input.paymentId} for update`,
        );
        if (!locked) throw new SandboxRefusal('The id provided does not exist');
        if (input.idempotencyKey) {
          const earlier = await one<RawRefund & { idempotency_key: string }>(
            tx,
            sql`select ${REFUND_COLUMNS} from ${sandboxRefunds} where idempotency_key = ${input.idempotencyKey}`,
          );
          if (earlier) {
            if (earlier.payment_id !== input.paymentId || earlier.amount !== input.amount)
              throw new SandboxRefusal(
                'Different request with the same idempotency key has already been processed.',
              );
            return toRefund(earlier);
          }
        }
        const payment = (await findPayment(tx, input.paymentId))!;
        if (!payment.captured)
          throw new SandboxRefusal('The payment has not been captured, so it cannot be refunded');
        if (input.amount > payment.amount - payment.amount_refunded)
          throw new SandboxRefusal('The refund amount provided is greater than amount captured');
        const refund = await one<RawRefund>(
          tx,
          sql`insert into ${sandboxRefunds} (id, payment_id, amount, receipt, notes, idempotency_key)
            values (${newSandboxId('rfnd')}, ${input.paymentId}, ${input.amount}, ${input.receipt},
              ${JSON.stringify(input.notes)}::jsonb, ${input.idempotencyKey})
            returning ${REFUND_COLUMNS}`,
        );
        await tx.execute(
          sql`update ${sandboxPayments} set amount_refunded = amount_refunded + ${input.amount},
            status = case when amount_refunded + ${input.amount} >= amount then 'refunded' else status end
            where id = ${input.paymentId}`,
        );
        return toRefund(refund!);
      });
    },
  };
}
export type SandboxStore = ReturnType<typeof createSandboxStore>;
