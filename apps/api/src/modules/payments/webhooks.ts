import { z } from 'zod';
import { isSafeJsonValue } from '@kaksha/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../infra/database/database';
import { AppError, badRequest } from '../../core/app-error';
import type { AppMetrics, WebhookOutcome } from '../../plugins/metrics';
import type { PaymentProvider, ProviderPayment } from '../../infra/payments/payment-provider';
import { ensureCaptured } from './capture';
import {
  findOrderByProviderId,
  markOrderAttempted,
  recordPaymentEvent,
} from './payments.repository';
import type { Settlement } from './settlement';
import type { Refunds } from './refunds';
import { findRefundIdForProvider, recordRefundAttempt } from './refunds.repository';

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number(),
  currency: z.string().optional(),
  status: z.string(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  status: z.string(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
const paymentLinkEntity = z.object({
  id: z.string(),
  reference_id: z.string().nullable().optional(),
  status: z.string(),
});
const webhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment_link: z.object({ entity: paymentLinkEntity }).optional(),
      payment: z.object({ entity: paymentEntity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }).passthrough() }).optional(),
      refund: z.object({ entity: refundEntity }).optional(),
    })
    .passthrough(),
});

export type WebhookResult = { status: 'processed' | 'duplicate' | 'ignored' };

/**
 * A `payment_link.*` event, for the payment-links module (wired by the composition root).
 * `recordEvent` records the delivery's event id (false: already recorded); run it inside the
 * transaction of the change it causes, so a repeat changes nothing.
 */
export type PaymentLinkEvent = {
  event: string;
  link: z.infer<typeof paymentLinkEntity>;
  payment: z.infer<typeof paymentEntity> | undefined;
  recordEvent: (executor: Executor) => Promise<boolean>;
};

/**
 * Razorpay webhooks: raw-body signature, then the event id recorded in the same transaction as
 * the state change, so any number of deliveries, in any order, change the order once.
 */
export function createWebhookHandler(deps: {
  db: Database;
  provider: PaymentProvider;
  settlement: Settlement;
  refunds: Refunds;
  log: FastifyBaseLogger;
  metrics: Pick<AppMetrics, 'countPayment' | 'observeWebhook'>;
  onPaymentLink?: (event: PaymentLinkEvent) => Promise<WebhookResult>;
}) {
  async function handle(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
    /** The request's logger, so what is logged names the delivery. */
    log: FastifyBaseLogger = deps.log,
  ): Promise<WebhookResult> {
    if (!signature || !deps.provider.isValidWebhookSignature(rawBody, signature))
      throw badRequest('Invalid webhook signature', 'BAD_WEBHOOK_SIGNATURE');
    let parsed: z.infer<typeof webhookSchema>;
    try {
      const json: unknown = JSON.parse(rawBody.toString('utf8'));
      // The payload is kept as jsonb, which cannot hold NUL: refuse it rather than fail on insert.
      if (!isSafeJsonValue(json)) throw new Error('unsafe text');
      parsed = webhookSchema.parse(json);
    } catch {
      throw badRequest('Unreadable webhook body', 'BAD_WEBHOOK_BODY');
    }
    const refund = parsed.payload.refund?.entity;
    if (refund && parsed.event.startsWith('refund.'))
      return handleRefund(parsed.event, refund, eventId, parsed);
    const link = parsed.payload.payment_link?.entity;
    if (link && parsed.event.startsWith('payment_link.') && deps.onPaymentLink)
      return deps.onPaymentLink({
        event: parsed.event,
        link,
        payment: parsed.payload.payment?.entity,
        recordEvent: (executor) =>
          recordPaymentEvent(executor, {
            orderId: null,
            source: 'webhook',
            eventType: parsed.event,
            providerEventId: eventId ?? null,
            payload: parsed,
          }),
      });
    const payment = parsed.payload.payment?.entity;
    const providerOrderId = payment?.order_id ?? parsed.payload.order?.entity.id ?? null;
    const order = providerOrderId
      ? await findOrderByProviderId(deps.db, providerOrderId)
      : undefined;
    const event = {
      orderId: order?.id ?? null,
      source: 'webhook',
      eventType: parsed.event,
      providerEventId: eventId ?? null,
      payload: parsed,
    };

    if (!order || !payment) {
      const isNew = await recordPaymentEvent(deps.db, event);
      return { status: isNew ? 'ignored' : 'duplicate' };
    }

    // payment.authorized too: the server captures it (an account with manual capture), then
    // settles. The payment settles only when Razorpay reports it captured (ADR 0015).
    const isCapture =
      parsed.event === 'payment.captured' ||
      parsed.event === 'order.paid' ||
      parsed.event === 'payment.authorized';
    if (
      isCapture &&
      (await ensureCaptured(
        deps.provider,
        { ...payment, order_id: payment.order_id ?? null } as ProviderPayment,
        order,
      ))
    ) {
      let isNew = true;
      await deps.settlement.settlePaid({ id: order.id }, payment.id, async (tx) => {
        isNew = await recordPaymentEvent(tx, event);
        return isNew;
      });
      return { status: isNew ? 'processed' : 'duplicate' };
    }
    if (isCapture)
      log.error(
        { orderId: order.id, paymentId: payment.id, amount: payment.amount },
        'payment not captured for the order (status, amount or currency): not settled',
      );

    const isNew = await deps.db.transaction(async (tx) => {
      const recorded = await recordPaymentEvent(tx, event);
      if (recorded && parsed.event === 'payment.failed') await markOrderAttempted(tx, order.id);
      return recorded;
    });
    if (isNew && parsed.event === 'payment.failed') deps.metrics.countPayment('failed');
    return { status: isNew ? 'processed' : 'duplicate' };
  }

  /**
   * `refund.processed` finishes a refund the provider accepted earlier (revocation and credit note
   * follow, once, whoever gets there first); `refund.failed` flags it for staff. Deliveries are
   * recorded by event id; the transitions are conditional, so a repeat or a late event changes nothing.
   */
  async function handleRefund(
    eventType: string,
    refund: z.infer<typeof refundEntity>,
    eventId: string | undefined,
    payload: unknown,
  ): Promise<WebhookResult> {
    const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
    const ourId = await findRefundIdForProvider(
      deps.db,
      refund.id,
      typeof notes.refundId === 'string' ? notes.refundId : null,
      refund.payment_id,
    );
    const isNew = await recordPaymentEvent(deps.db, {
      orderId: null,
      source: 'webhook',
      eventType,
      providerEventId: eventId ?? null,
      payload,
    });
    if (!ourId) return { status: isNew ? 'ignored' : 'duplicate' };
    if (eventType === 'refund.processed') await deps.refunds.settleProcessed(ourId, refund.id);
    else if (eventType === 'refund.failed') {
      await recordRefundAttempt(deps.db, ourId, 'The provider reports the refund failed', true);
      deps.metrics.countPayment('refund_failed');
    }
    return { status: isNew ? 'processed' : 'duplicate' };
  }

  /** Timed by outcome: `rejected` a refusal (signature, body), `error` our own failure. */
  return async function handleWebhook(...args: Parameters<typeof handle>): Promise<WebhookResult> {
    const startedAt = performance.now();
    let outcome: WebhookOutcome = 'error';
    try {
      const result = await handle(...args);
      outcome = result.status;
      return result;
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) outcome = 'rejected';
      throw error;
    } finally {
      deps.metrics.observeWebhook(outcome, (performance.now() - startedAt) / 1000);
    }
  };
}
export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
