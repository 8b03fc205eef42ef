import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { users } from '../users/users.table';
import { applyPaid } from './payments.repository';
import { orderItems, orders, type OrderRow } from './payments.table';
import { buildConfirmationMail } from './confirmation-mail';

export type SettleOutcome = { order: OrderRow; didChange: boolean; courseIds: string[] | null };

/**
 * The one confirmation routine: callback, webhook and reconciler all end here. The paid transition
 * is one conditional statement (a paid order is left alone, so settling is idempotent and safe
 * under any concurrency), with enrolment, coupon and cart in it. `withinTx` lets a webhook record
 * its event id in the same transaction; when it answers false (a duplicate) nothing changes.
 */
export function createSettlement(deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger }) {
  /** E-mails in flight: sent after the answer, so a slow SMTP server never delays a confirmation. */
  const sending = new Set<Promise<void>>();

  async function notify(order: OrderRow) {
    try {
      const rows = await deps.db
        .select({
          email: users.email,
          name: users.name,
          item: orderItems.name,
          finalPaise: orderItems.finalPaise,
        })
        .from(orderItems)
        .innerJoin(users, eq(users.id, order.userId))
        .where(eq(orderItems.orderId, order.id));
      const user = rows[0];
      if (user) {
        const items = rows.map((row) => ({ name: row.item, finalPaise: row.finalPaise }));
        await deps.mailer.send(buildConfirmationMail(user, order, items));
      }
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed');
    }
  }

  return {
    async settlePaid(
      orderId: string,
      providerPaymentId: string | null,
      withinTx?: (tx: Transaction) => Promise<boolean>,
    ): Promise<SettleOutcome> {
      const changed = withinTx
        ? await deps.db.transaction(async (tx) =>
            (await withinTx(tx)) ? applyPaid(tx, orderId, providerPaymentId) : undefined,
          )
        : await applyPaid(deps.db, orderId, providerPaymentId);
      if (!changed) {
        const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
        if (!order) throw new Error(`order ${orderId} vanished`);
        return { order, didChange: false, courseIds: null };
      }
      const mail = notify(changed.order);
      sending.add(mail);
      void mail.finally(() => sending.delete(mail));
      return { order: changed.order, didChange: true, courseIds: changed.courseIds };
    },

    /** Waits for the confirmation e-mails already under way (shutdown and tests). */
    async drain(): Promise<void> {
      while (sending.size) await Promise.allSettled([...sending]);
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
