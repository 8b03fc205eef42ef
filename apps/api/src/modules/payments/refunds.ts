import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../infra/database/database';
import { ProviderError, type PaymentProvider } from '../../infra/payments/payment-provider';
import type { Mailer, MailMessage } from '../../infra/mail/mailer';
import type { PaymentMetrics } from '../../plugins/metrics';
import { buildRefundMail } from './confirmation-mail';
import {
  findPendingRefundIds,
  findRefundToSend,
  markRefundProcessed,
  markRefundSent,
  recordRefundAttempt,
  type RefundToSend,
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
 * What follows a refund's processed transition inside its transaction (the refund-requests module,
 * wired by the composition root: access revoked, credit note issued). Answers the e-mail to send
 * instead of the default one, or null for the default.
 */
export type RefundProcessedHook = (
  tx: Transaction,
  refund: RefundToSend & { providerRefundId: string },
) => Promise<{ mail: () => Promise<MailMessage> } | null>;

/** The idempotency key of a refund's current attempt: a retry after a final failure is new. */
export const refundKeyOf = (refund: { id: string; generation: number }) =>
  refund.generation ? `${refund.id}.${refund.generation}` : refund.id;

/**
 * Sends refunds to the provider. The refund row is created first (by the settlement that found a
 * duplicate capture, or by staff approving a request); its id is the provider's idempotency key, so
 * a retry after a crash, a timeout, or two instances sending at once yields one refund at the
 * provider. The move to processed is conditional, so whichever of the sender, the reconciler and the
 * `refund.processed` webhook gets there first runs what follows (revocation, credit note, e-mail),
 * once.
 */
export function createRefunds(deps: {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: PaymentMetrics;
  onProcessed?: RefundProcessedHook;
}) {
  const inFlight = new Set<Promise<unknown>>();

  /** pending|failed -> processed, then what follows, in one transaction; true for the mover. */
  async function settleProcessed(refundId: string, providerRefundId: string): Promise<boolean> {
    let mail: (() => Promise<MailMessage>) | null = null;
    const refund = await deps.db.transaction(async (tx) => {
      const moved = await markRefundProcessed(tx, refundId, providerRefundId);
      if (!moved) return null;
      const processed = { ...moved, providerRefundId };
      mail = (await deps.onProcessed?.(tx, processed))?.mail ?? null;
      return processed;
    });
    if (!refund) return false;
    deps.metrics.countPayment('refunded');
    try {
      const message: MailMessage = mail
        ? await (mail as () => Promise<MailMessage>)()
        : buildRefundMail(refund, refund);
      await deps.mailer.send(message);
    } catch (error) {
      deps.log.error({ err: error, refundId }, 'refund e-mail failed');
    }
    return true;
  }

  async function send(refundId: string): Promise<'processed' | 'pending' | 'failed' | 'done'> {
    const refund = await findRefundToSend(deps.db, refundId);
    if (!refund || refund.status !== 'pending') return 'done';
    let answer: { id: string; status: string };
    try {
      answer = await deps.provider.refundPayment({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refundKeyOf(refund),
        receipt: refund.id,
        notes: { orderId: refund.orderId, refundId: refund.id, reason: refund.reason },
      });
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
    if (answer.status === 'failed') {
      await recordRefundAttempt(deps.db, refund.id, 'The provider reports the refund failed', true);
      deps.metrics.countPayment('refund_failed');
      return 'failed';
    }
    // Accepted but not yet processed (Razorpay's normal speed): the webhook or a later round
    // (the same key returns the same refund with its status) finishes it.
    if (answer.status !== 'processed') {
      await markRefundSent(deps.db, refund.id, answer.id);
      return 'pending';
    }
    return (await settleProcessed(refund.id, answer.id)) ? 'processed' : 'done';
  }

  return {
    send,
    settleProcessed,

    /** Sends after the answer to the learner, like the confirmation e-mail. */
    schedule(refundId: string): void {
      const task = send(refundId).catch((error: unknown) =>
        deps.log.error({ err: error, refundId }, 'refund could not be sent'),
      );
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    },

    /** The reconciler's part: refunds whose first sending was lost (crash, outage) or not yet processed. */
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
