import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, text } from '@kaksha/shared';
import { AppError, notFound } from '../../../core/app-error';
import { ownerOr, PROVIDER, PUBLIC } from '../../../core/access';
import { signCheckout } from '../razorpay-signature';
import { buildCheckoutScript } from './checkout-script';
import { SandboxRefusal, type SandboxOrder, type SandboxStore } from './sandbox-store';
import { createWebhookSender } from './webhook-sender';
import type { SandboxLinks } from './sandbox-links';
import { sandboxLinkRoutes } from './sandbox-link.routes';

export type SandboxDeps = {
  store: SandboxStore;
  links: SandboxLinks;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where the sandbox's webhooks go: the app's webhook endpoint. */
  webhookUrl: () => string;
  /** The absolute URL the checkout dialog posts to (the web app may live on another origin). */
  payUrl: string;
  /**
   * Who may pay or fail an order with this request: inside the app, only the learner who owns it
   * (their user id: the order's notes carry it); a standalone sandbox asks for its API key instead
   * (null: any order). False refuses.
   */
  payerOf: (request: FastifyRequest) => string | null | false;
  /** `manual`: a paid order's payment stays authorized until `POST /v1/payments/:id/capture`. */
  captureMode?: 'auto' | 'manual';
};

const refusal = (message: string) => new AppError('BAD_REQUEST_ERROR', 400, message);
const idParams = z.object({ id: text().min(1).max(100) });

/** A Razorpay look-alike for development and tests: the same REST shapes, signatures and webhooks. */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxDeps> = async (app, deps) => {
  const { store } = deps;
  const expectedAuth = `Basic ${Buffer.from(`${deps.keyId}:${deps.keySecret}`).toString('base64')}`;
  const webhooks = createWebhookSender({
    secret: deps.webhookSecret,
    url: deps.webhookUrl,
    log: app.log,
  });
  // Webhooks are requests to this server: they finish (or give up) before it stops listening.
  app.addHook('preClose', () => webhooks.close());

  const requireKey = async (request: { headers: Record<string, unknown> }) => {
    if (request.headers.authorization !== expectedAuth)
      throw new AppError('BAD_REQUEST_ERROR', 401, 'The api key provided is invalid');
  };
  const asRefusal = (error: unknown): never => {
    throw error instanceof SandboxRefusal ? refusal(error.message) : error;
  };
  const orderEntity = (order: SandboxOrder) => ({
    entity: 'order',
    ...order,
    amount_due: order.amount - order.amount_paid,
  });
  const provider = { preHandler: requireKey, config: { access: PROVIDER } };

  app.post(
    '/v1/orders',
    {
      ...provider,
      schema: {
        hide: true,
        body: z.object({
          amount: z.number().int().min(0).max(100_000_000),
          currency: text().max(3),
          receipt: text().max(40),
          notes: z.record(text().max(64), text().max(256)).default({}),
        }),
      },
    },
    async (request) => orderEntity(await store.createOrder(request.body)),
  );

  app.get(
    '/v1/orders/:id/payments',
    { ...provider, schema: { hide: true, params: idParams } },
    async (request) => {
      if (!(await store.findOrder(request.params.id)))
        throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      const items = (await store.paymentsOf(request.params.id)).map((p) => ({
        entity: 'payment',
        ...p,
      }));
      return { entity: 'collection', count: items.length, items };
    },
  );

  app.get(
    '/v1/payments/:id',
    { ...provider, schema: { hide: true, params: idParams } },
    async (request) => {
      const payment = await store.findPayment(request.params.id);
      if (!payment) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      return { entity: 'payment', ...payment };
    },
  );

  app.post(
    '/v1/payments/:id/refund',
    {
      ...provider,
      schema: {
        hide: true,
        params: idParams,
        headers: z.object({ 'x-refund-idempotency': text().min(10).max(100).optional() }),
        body: z.object({
          amount: z.number().int().min(100).max(100_000_000).optional(),
          speed: z.enum(['normal', 'optimum']).default('normal'),
          receipt: text().max(40).optional(),
          notes: z.record(text().max(64), text().max(256)).default({}),
        }),
      },
    },
    async (request) => {
      const payment = await store.findPayment(request.params.id);
      if (!payment) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      const refund = await store
        .refund({
          paymentId: payment.id,
          amount: request.body.amount ?? payment.amount - payment.amount_refunded,
          receipt: request.body.receipt ?? null,
          notes: request.body.notes,
          idempotencyKey: request.headers['x-refund-idempotency'] ?? null,
        })
        .catch(asRefusal);
      return { entity: 'refund', ...refund };
    },
  );

  app.post(
    '/v1/payments/:id/capture',
    {
      ...provider,
      schema: {
        hide: true,
        params: idParams,
        body: z.object({
          amount: z.number().int().min(100).max(100_000_000),
          currency: text().max(3),
        }),
      },
    },
    async (request) => {
      const captured = await store
        .capture(request.params.id, request.body.amount, request.body.currency)
        .catch(asRefusal);
      if (!captured) throw notFound('The id provided does not exist', 'BAD_REQUEST_ERROR');
      const paymentEntity = { entity: { entity: 'payment', ...captured.payment } };
      webhooks.deliver('payment.captured', { payment: paymentEntity });
      webhooks.deliver('order.paid', {
        payment: paymentEntity,
        order: { entity: orderEntity(captured.order) },
      });
      return { entity: 'payment', ...captured.payment };
    },
  );

  app.get(
    '/v1/payments/:id/refunds',
    { ...provider, schema: { hide: true, params: idParams } },
    async (request) => {
      const items = (await store.refundsOf(request.params.id)).map((r) => ({
        entity: 'refund',
        ...r,
      }));
      return { entity: 'collection', count: items.length, items };
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
      config: { access: ownerOr() },
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox only: pay or fail your order, as the checkout dialog does',
        body: z.object({
          order_id: text().min(1).max(100),
          outcome: z.enum(['success', 'failure']),
          deliver_webhooks: z.boolean().default(true),
        }),
        response: {
          200: sandboxPayResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const payer = deps.payerOf(request);
      const paid =
        payer === false
          ? undefined
          : await store
              .addPayment(request.body.order_id, payer, request.body.outcome, deps.captureMode)
              .catch(asRefusal);
      if (!paid) throw notFound('No such sandbox order', 'SANDBOX_ORDER_NOT_FOUND');
      const { payment, order } = paid;
      const paymentEntity = { entity: { entity: 'payment', ...payment } };
      if (request.body.outcome === 'success') {
        if (request.body.deliver_webhooks && payment.status === 'authorized')
          webhooks.deliver('payment.authorized', { payment: paymentEntity });
        else if (request.body.deliver_webhooks) {
          webhooks.deliver('payment.captured', { payment: paymentEntity });
          webhooks.deliver('order.paid', {
            payment: paymentEntity,
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
        webhooks.deliver('payment.failed', { payment: paymentEntity });
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

  await app.register(sandboxLinkRoutes, {
    links: deps.links,
    keySecret: deps.keySecret,
    requireKey,
    webhooks,
  });

  const script = buildCheckoutScript(deps.payUrl);
  app.get(
    '/checkout.js',
    { config: { access: PUBLIC }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        // The spec's client on another origin loads it too (helmet's default is same-origin).
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(script),
  );
};
