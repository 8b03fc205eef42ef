import type { Database, Transaction } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { findUserById } from '../users/users.repository';
import { applyPaid, listUserOrders, lockOrder } from './payments.repository';
import type { OrderRow } from './payments.table';
import { buildConfirmationMail } from './confirmation-mail';
import type { FastifyBaseLogger } from 'fastify';

export type SettleOutcome = { order: OrderRow; didChange: boolean };

/**
 * The one confirmation routine: callback, webhook and reconciler all end here. The order row is
 * locked, a paid order is left alone (idempotent), and enrolment, coupon and cart follow in the
 * same transaction. `withinTx` lets a webhook record its event id in that same transaction.
 */
export function createSettlement(deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger }) {
  /** E-mails in flight: sent after the answer, so a slow SMTP server never delays a confirmation. */
  const sending = new Set<Promise<void>>();

  async function notify(order: OrderRow) {
    try {
      const user = await findUserById(deps.db, order.userId);
      const mine = (await listUserOrders(deps.db, order.userId)).find(
        (o) => o.order.id === order.id,
      );
      if (user && mine) await deps.mailer.send(buildConfirmationMail(user, mine.order, mine.items));
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
      const outcome = await deps.db.transaction(async (tx) => {
        if (withinTx && !(await withinTx(tx))) {
          const order = await lockOrder(tx, orderId);
          return { order: order!, didChange: false };
        }
        const order = await lockOrder(tx, orderId);
        if (!order) throw new Error(`order ${orderId} vanished`);
        if (order.status === 'paid') return { order, didChange: false };
        await applyPaid(tx, order, providerPaymentId);
        return { order: { ...order, status: 'paid' as const, providerPaymentId }, didChange: true };
      });
      if (outcome.didChange) {
        const mail = notify(outcome.order);
        sending.add(mail);
        void mail.finally(() => sending.delete(mail));
      }
      return outcome;
    },

    /** Waits for the confirmation e-mails already under way (shutdown and tests). */
    async drain(): Promise<void> {
      while (sending.size) await Promise.allSettled([...sending]);
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
