import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@kaksha/shared';
import { AppError, notFound } from '../../../lib/app-error';
import { signCheckout, signWebhook } from '../razorpay-signature';
import { buildCheckoutScript } from './checkout-script';
import { newEventId, type SandboxOrder, type SandboxStore } from './sandbox-store';

export type SandboxDeps = {
  store: SandboxStore;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the sandbox's webhooks go: this app's webhook endpoint, over loopback. */
  webhookUrl: () => string;
  payUrlPath: string;
};

const WEBHOOK_RETRY_DELAYS_MS = [0, 250, 1000, 3000];

/** A Razorpay look-alike for development and tests: the same REST shapes, signatures and webhooks. */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxDeps> = async (app, deps) => {
  const { store } = deps;
  const expectedAuth = `Basic ${Buffer.from(`${deps.keyId}:${deps.keySecret}`).toString('base64')}`;
  const deliveries = new Set<Promise<void>>();
  let isClosing = false;
  app.addHook('onClose', async () => {
    isClosing = true;
    await Promise.allSettled([...deliveries]);
  });

  const requireKey = async (request: { headers: Record<string, unknown> }) => {
    if (request.headers.authorization !== expectedAuth)
      throw new AppError('BAD_REQUEST_ERROR', 401, 'The api key provided is invalid');
  };

  /** At-least-once delivery, retried on failure, like Razorpay's. */
  function deliver(event: string, payload: Record<string, unknown>) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_kaksha_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': newEventId(),
      'x-razorpay-signature': signWebhook(deps.webhookSecret, body),
    };
    const attempt = (async () => {
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        if (delay) await new Promise((r) => setTimeout(r, delay));
        if (isClosing && delay) return;
        try {
          const res = await fetch(deps.webhookUrl(), {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(5000),
          });
          if (res.ok) return;
        } catch {
          // retry
        }
      }
      app.log.warn({ event }, 'sandbox webhook not delivered');
    })();
    deliveries.add(attempt);
    void attempt.finally(() => deliveries.delete(attempt));
  }

  const orderEntity = (order: SandboxOrder) => ({
    entity: 'order',
    ...order,
    amount_due: order.amount - order.amount_paid,
  });

  app.post(
    '/v1/orders',
    {
      preHandler: requireKey,
      schema: {
        hide: true,
        body: z.object({
          amount: z.number().int().min(0),
          currency: z.string(),
          receipt: z.string().max(40),
          notes: z.record(z.string(), z.string()).default({}),
        }),
      },
    },
    async (request) => orderEntity(store.createOrder(request.body)),
  );

  app.get(
    '/v1/orders/:id/payments',
    { preHandler: requireKey, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request) => {
      if (!store.findOrder(request.params.id))
        throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      const items = store.paymentsOf(request.params.id).map((p) => ({ entity: 'payment', ...p }));
      return { entity: 'collection', count: items.length, items };
    },
  );

  app.get(
    '/v1/payments/:id',
    { preHandler: requireKey, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request) => {
      const payment = store.findPayment(request.params.id);
      if (!payment) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      return { entity: 'payment', ...payment };
    },
  );

  const sandboxPayResultSchema = z.union([
    z.object({
      razorpay_payment_id: z.string(),
      razorpay_order_id: z.string(),
      razorpay_signature: z.string(),
    }),
    z.object({
      error: z.object({
        code: z.string(),
        description: z.string(),
        source: z.string(),
        step: z.string(),
        reason: z.string(),
        metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
      }),
    }),
  ]);

  app.post(
    '/pay',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox only: pay or fail an order as the checkout dialog does',
        body: z.object({
          order_id: z.string().min(1),
          outcome: z.enum(['success', 'failure']),
          deliver_webhooks: z.boolean().default(true),
        }),
        response: { 200: sandboxPayResultSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const order = store.findOrder(request.body.order_id);
      if (!order) throw notFound('No such sandbox order', 'SANDBOX_ORDER_NOT_FOUND');
      const payment = store.addPayment(order, request.body.outcome);
      if (request.body.outcome === 'success') {
        if (request.body.deliver_webhooks) {
          deliver('payment.captured', { payment: { entity: { entity: 'payment', ...payment } } });
          deliver('order.paid', {
            payment: { entity: { entity: 'payment', ...payment } },
            order: { entity: orderEntity(order) },
          });
        }
        return {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: signCheckout(deps.keySecret, order.id, payment.id),
        };
      }
      if (request.body.deliver_webhooks)
        deliver('payment.failed', { payment: { entity: { entity: 'payment', ...payment } } });
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment was declined in the sandbox.',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    },
  );

  const script = buildCheckoutScript(deps.payUrlPath);
  app.get('/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(script),
  );
};
