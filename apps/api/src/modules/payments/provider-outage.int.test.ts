import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signUpAndLogIn } from '../../../test/accounts';
import { createOrder } from '../../../test/payments';

/** A Razorpay orders endpoint that is down for its first `outages` calls, then answers. */
function razorpayWithOutage(outages: number) {
  let calls = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls += 1;
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/orders' ||
        !req.headers.authorization?.startsWith('Basic ')
      ) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"description":"not found"}}');
        return;
      }
      if (calls <= outages) {
        res
          .writeHead(502, { 'content-type': 'application/json' })
          .end('{"error":{"code":"SERVER_ERROR","description":"upstream down"}}');
        return;
      }
      const input = JSON.parse(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `order_${calls}${randomUUID().slice(0, 8)}`,
          entity: 'order',
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          status: 'created',
          amount_paid: 0,
          notes: input.notes,
        }),
      );
    });
  });
  return server;
}

describe('when the payment provider is down', () => {
  let provider: Server;
  let t: TestApp;
  beforeAll(async () => {
    provider = razorpayWithOutage(1);
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    t = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_outage',
      RAZORPAY_KEY_SECRET: 'outage-secret',
      RAZORPAY_API_URL: `http://127.0.0.1:${address.port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers 503 with a clear message, and a retry with the same Idempotency-Key makes a new order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const key = { 'idempotency-key': randomUUID() };
    const down = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] }, key);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PAYMENT_MESSAGES.providerDown);

    const retry = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({
      amount: 499_900,
      status: 'created',
      keyId: 'rzp_test_outage',
    });
    expect(retry.json().orderId).toMatch(/^order_2/);
  });
});
