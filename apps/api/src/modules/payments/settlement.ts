import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../infra/database/database';
import type { Mailer } from '../../infra/mail/mailer';
import { applyPaid, type PaidOrder, type PaidTarget } from './paid-transition.repository';
import { orders, type OrderRow } from './payments.table';
import { releaseSurplusSeats } from './seat-lines.repository';
import { buildConfirmationMail } from './confirmation-mail';
import { createIdleQueue } from '../../infra/jobs/idle-queue';
import type { Refunds } from './refunds';
import type { PaymentMetrics } from '../../plugins/metrics';

/**
 * Issues the tax invoice of a paid order inside the transaction that marks it paid (the invoices
 * module, wired by the composition root): null when nothing was sold for money.
 */
export type InvoiceIssuer = {
  issueFor(
    tx: Transaction,
    paid: PaidOrder,
  ): Promise<{ number: string; renderPdf: () => Promise<Buffer> } | null>;
};

/** Rolls back a settlement whose webhook delivery was already processed. */
class DuplicateDelivery extends Error {}

export type SettleOutcome =
  | {
      didChange: true;
      order: OrderRow;
      courseIds: string[];
      refund: PaidOrder['refund'];
    }
  /** Already paid, or (for a provider order id and user) no such order of that user. */
  | { didChange: false; order: OrderRow | undefined; courseIds: null; refund: null };

/**
 * The one confirmation routine: callback, webhook and reconciler all end here. The paid transition
 * is one conditional statement (a paid order is left alone, so settling is idempotent and safe
 * under any concurrency), with enrolment, refund of already-owned lines, coupon and cart in it.
 * `withinTx` lets a webhook record its event id in the same transaction; when it answers false
 * (a duplicate) the transaction is rolled back and nothing changes. It runs after the paid
 * statement: recording the event first would take a key-share lock on the order (its foreign key)
 * that a second delivery's update of the order then waits on while holding its own: a deadlock.
 * E-mails and the refund go out after the answer.
 */
type IssuedInvoice = Awaited<ReturnType<InvoiceIssuer['issueFor']>>;

export function createSettlement(deps: {
  db: Database;
  mailer: Mailer;
  refunds: Refunds;
  log: FastifyBaseLogger;
  metrics: PaymentMetrics;
  invoices?: InvoiceIssuer;
}) {
  /** E-mails in flight: sent after the answer, so a slow SMTP server never delays a confirmation. */
  const sending = new Set<Promise<void>>();

  async function notify({ order, recipient, items }: PaidOrder, invoice: IssuedInvoice) {
    try {
      const mail = buildConfirmationMail(recipient, order, items, invoice?.number);
      // The PDF waits for a quiet moment: a burst of purchases is not slowed by rendering them.
      if (invoice)
        mail.attachments = [
          {
            filename: `${invoice.number.replaceAll('/', '-')}.pdf`,
            contentType: 'application/pdf',
            content: await renderings.push(() => invoice.renderPdf()),
          },
        ];
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed');
    }
  }

  const renderings = createIdleQueue();

  /** Waits for the e-mails and refunds already under way (shutdown and tests). */
  async function drain(): Promise<void> {
    while (sending.size) {
      await renderings.flush();
      await Promise.allSettled([...sending]);
    }
    await deps.refunds.drain();
  }

  return {
    /**
     * `before` runs first in the same transaction: a payment link makes its order there, so the
     * order exists only if it is paid (nothing is left half made if the settlement rolls back).
     */
    async settlePaid(
      target: PaidTarget,
      providerPaymentId: string | null,
      withinTx?: (tx: Transaction) => Promise<boolean>,
      before?: (tx: Transaction) => Promise<void>,
    ): Promise<SettleOutcome> {
      // The invoice number is taken in the transaction that marks the order paid: a settlement
      // rolled back (a duplicate delivery, a crash) gives its number back, so the series has no gap.
      let invoice: IssuedInvoice = null;
      const changed =
        withinTx || before || deps.invoices
          ? await deps.db
              .transaction(async (tx) => {
                if (before) await before(tx);
                const paid = await applyPaid(tx, target, providerPaymentId);
                if (withinTx && !(await withinTx(tx))) throw new DuplicateDelivery();
                if (paid && deps.invoices) invoice = await deps.invoices.issueFor(tx, paid);
                return paid;
              })
              .catch((error: unknown) => {
                if (error instanceof DuplicateDelivery) return undefined;
                throw error;
              })
          : await applyPaid(deps.db, target, providerPaymentId);
      // Paid lines the learner already owned give their seats back (one idempotent statement).
      if (changed?.hasSurplusSeats) await releaseSurplusSeats(deps.db, changed.order.id);
      if (!changed) {
        if (!('id' in target))
          return { order: undefined, didChange: false, courseIds: null, refund: null };
        const [order] = await deps.db.select().from(orders).where(eq(orders.id, target.id));
        if (!order) throw new Error(`order ${target.id} vanished`);
        return { order, didChange: false, courseIds: null, refund: null };
      }
      deps.metrics.countPayment('paid');
      if (invoice) deps.metrics.countPayment('invoice_issued');
      if (changed.items.length) {
        const mail = notify(changed, invoice);
        sending.add(mail);
        void mail.finally(() => sending.delete(mail));
      }
      if (changed.refund) deps.refunds.schedule(changed.refund.id);
      return {
        order: changed.order,
        didChange: true,
        courseIds: changed.courseIds,
        refund: changed.refund,
      };
    },

    drain,

    /** At shutdown: the last e-mails and refunds out, then the mailer's connections closed. */
    async close(): Promise<void> {
      await drain();
      deps.mailer.close();
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
