import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/database/database';
import { ProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import type { Mailer } from '../../infra/mail/mailer';
import type { PaymentMetrics } from '../../plugins/metrics';
import { buildRefundMail } from './confirmation-mail';
import {
  findPendingRefundIds,
  findRefundToSend,
  markRefundProcessed,
  recordRefundAttempt,
} from './refunds.repository';

/** A refund not yet confirmed by the provider is left to the sender for this long before the reconciler retries it. */
export const REFUND_RETRY_AFTER_SECONDS = 30;

/** Provider answers that will not change on a retry: the refund is marked failed for staff to see. */
const isFinalRefusal = (error: unknown) =>
  error instanceof ProviderError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 409 &&
  error.status !== 429;

/**
 * Sends refunds to the provider. The refund row is created by the settlement that found the
 * duplicate capture; its id is the provider's idempotency key, so a retry after a crash, a timeout,
 * or two instances sending at once yields one refund at the provider, and only the caller that
 * moves the row to processed e-mails the learner.
 */
export function createRefunds(deps: {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: PaymentMetrics;
}) {
  const inFlight = new Set<Promise<unknown>>();

  async function send(refundId: string): Promise<'processed' | 'pending' | 'failed' | 'done'> {
    const refund = await findRefundToSend(deps.db, refundId);
    if (!refund || refund.status !== 'pending') return 'done';
    let providerRefundId: string;
    try {
      providerRefundId = (
        await deps.provider.refundPayment({
          paymentId: refund.providerPaymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.id,
          receipt: refund.id,
          notes: { orderId: refund.orderId, refundId: refund.id, reason: refund.reason },
        })
      ).id;
    } catch (error) {
      const isFinal = isFinalRefusal(error);
      await recordRefundAttempt(deps.db, refund.id, (error as Error).message, isFinal);
      deps.log[isFinal ? 'error' : 'warn'](
        { err: error, refundId: refund.id, orderId: refund.orderId },
        isFinal ? 'refund refused by the provider: needs staff' : 'refund not sent yet: will retry',
      );
      if (isFinal) deps.metrics.countPayment('refund_failed');
      return isFinal ? 'failed' : 'pending';
    }
    if (!(await markRefundProcessed(deps.db, refund.id, providerRefundId))) return 'done';
    deps.metrics.countPayment('refunded');
    try {
      await deps.mailer.send(buildRefundMail(refund, { ...refund, providerRefundId }));
    } catch (error) {
      deps.log.error({ err: error, refundId: refund.id }, 'refund e-mail failed');
    }
    return 'processed';
  }

  return {
    send,

    /** Sends after the answer to the learner, like the confirmation e-mail. */
    schedule(refundId: string): void {
      const task = send(refundId).catch((error: unknown) =>
        deps.log.error({ err: error, refundId }, 'refund could not be sent'),
      );
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    },

    /** The reconciler's part: refunds whose first sending was lost (crash, outage). */
    async sendPending(olderThanSeconds = REFUND_RETRY_AFTER_SECONDS, limit = 100) {
      const report = { processed: 0, pending: 0, failed: 0 };
      for (const id of await findPendingRefundIds(deps.db, olderThanSeconds, limit)) {
        const outcome = await send(id);
        if (outcome !== 'done') report[outcome] += 1;
      }
      return report;
    },

    async drain(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
