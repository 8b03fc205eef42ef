import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, type SignedIn } from './accounts';

/** Listens on a free loopback port: the sandbox provider is reached over real HTTP, as Razorpay would be. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export type OrderBody = {
  mobileNumber?: string;
  selectedCourses: Array<{ id: string; price?: number; batchId?: string }>;
  couponCode?: string;
};

export function createOrder(
  app: FastifyInstance,
  who: SignedIn,
  amountInPaise: number | string,
  body: OrderBody,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1.5/payment/${amountInPaise}`,
    headers: { ...bearer(who.accessToken), ...headers },
    payload: { mobileNumber: '9876543210', ...body },
  });
}

export type CheckoutResult = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/**
 * What the checkout dialog's Pay button does, with the learner's session: the sandbox captures the
 * payment and signs it.
 */
export async function payInSandbox(
  app: FastifyInstance,
  who: SignedIn,
  providerOrderId: string,
  options: { deliverWebhooks?: boolean } = {},
): Promise<CheckoutResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sandbox/razorpay/pay',
    headers: bearer(who.accessToken),
    payload: {
      order_id: providerOrderId,
      outcome: 'success',
      deliver_webhooks: options.deliverWebhooks ?? false,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export function confirm(
  app: FastifyInstance,
  who: SignedIn,
  body: { orderId: string; paymentId: string; signature?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1.5/payment/success',
    headers: bearer(who.accessToken),
    payload: { mobileNumber: '9876543210', ...body },
  });
}

export function webhookSecretOf(app: FastifyInstance): string {
  const sandbox = app.services.payment.sandbox;
  if (!sandbox) throw new Error('the sandbox is not mounted');
  return sandbox.webhookSecret;
}

/** A webhook exactly as Razorpay sends it: raw JSON bytes signed with the webhook secret. */
export function sendWebhook(
  app: FastifyInstance,
  event: string,
  payment: Record<string, unknown>,
  eventId: string,
  secret = webhookSecretOf(app),
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { entity: 'payment', ...payment } } },
  });
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return app.inject({
    method: 'POST',
    url: '/api/v1.5/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}
