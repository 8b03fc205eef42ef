import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { createTestApp, createTestConfig, type TestApp } from '../../../../test/harness';
import { bearer, signUpAndLogIn, type SignedIn } from '../../../../test/accounts';
import { createOrder, listenOnLoopback, payInSandbox } from '../../../../test/payments';
import { SANDBOX_KEY_ID } from '../payment-setup';

const WEB_ORIGIN = 'https://learn.kaksha.example';
let t: TestApp;
let owner: SignedIn;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    CORS_ORIGINS: WEB_ORIGIN,
    PUBLIC_URL: 'https://api.kaksha.example',
    PAYMENTS: 'sandbox',
  });
  await listenOnLoopback(t.app);
  owner = await signUpAndLogIn(t.app);
  const secret = t.app.services.payment.sandbox!.keySecret;
  basic = {
    authorization: `Basic ${Buffer.from(`${SANDBOX_KEY_ID}:${secret}`).toString('base64')}`,
  };
});
afterAll(() => t.close());

async function newOrder(who: SignedIn, courseId = 'iot'): Promise<string> {
  const res = await createOrder(t.app, who, 0, { selectedCourses: [{ id: courseId }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().orderId;
}

const pay = (orderId: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/razorpay/pay',
    headers,
    payload: { order_id: orderId, outcome: 'success', deliver_webhooks: false },
  });

describe('the sandbox pay button', () => {
  it("pays only with the order owner's session", async () => {
    const orderId = await newOrder(owner);
    expect((await pay(orderId)).statusCode).toBe(401);
    const stranger = await signUpAndLogIn(t.app);
    const theirs = await pay(orderId, bearer(stranger.accessToken));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('SANDBOX_ORDER_NOT_FOUND');
    const mine = await pay(orderId, bearer(owner.accessToken));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('captures an order once, as Razorpay does', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await newOrder(learner, 'webmonk');
    const answers = await Promise.all(
      [1, 2, 3].map(() => pay(orderId, bearer(learner.accessToken))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().message).toBe('Order is already paid');
  });

  it('is served to a web app on another origin: absolute URLs from PUBLIC_URL, CORS for listed origins', async () => {
    const learner = await signUpAndLogIn(t.app);
    const order = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'machinester' }],
    });
    expect(order.json().checkoutScript).toBe(
      'https://api.kaksha.example/api/sandbox/razorpay/checkout.js',
    );
    const script = await t.app.inject('/api/sandbox/razorpay/checkout.js');
    expect(script.body).toContain('"https://api.kaksha.example/api/sandbox/razorpay/pay"');
    expect(script.body).toContain("localStorage.getItem('access-token')");
    // Issue 23 item 12: loadable from any origin, and it pays where it was loaded from.
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain("new URL('pay', SCRIPT.src)");

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/sandbox/razorpay/pay',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
    const paid = await pay(order.json().orderId, {
      ...bearer(learner.accessToken),
      origin: WEB_ORIGIN,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['access-control-allow-origin']).toBe(WEB_ORIGIN);
  });
});

describe('sandbox refunds', () => {
  async function capturedPayment(): Promise<{ id: string; amount: number }> {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await newOrder(learner, 'code-slayer');
    const paid = await payInSandbox(t.app, learner, orderId);
    const payment = await t.app.inject({
      url: `/api/sandbox/razorpay/v1/payments/${paid.razorpay_payment_id}`,
      headers: basic,
    });
    return payment.json();
  }
  const refund = (paymentId: string, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sandbox/razorpay/v1/payments/${paymentId}/refund`,
      headers: { ...basic, ...(key ? { 'x-refund-idempotency': key } : {}) },
      payload: body,
    });

  it('needs the API key', async () => {
    const payment = await capturedPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/razorpay/v1/payments/${payment.id}/refund`,
      headers: bearer(owner.accessToken),
      payload: { amount: 100 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refunds once per idempotency key, even at once, and never more than was captured', async () => {
    const payment = await capturedPayment();
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => refund(payment.id, { amount: 100_00, receipt: 'r1' }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      entity: 'refund',
      amount: 100_00,
      status: 'processed',
    });

    const sameKeyOtherAmount = await refund(payment.id, { amount: 200_00 }, key);
    expect(sameKeyOtherAmount.statusCode).toBe(400);
    const tooMuch = await refund(payment.id, { amount: payment.amount }, randomUUID());
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'The refund amount provided is greater than amount captured',
    );

    const rest = await refund(payment.id, {}, randomUUID());
    expect(rest.json().amount).toBe(payment.amount - 100_00);
    const after = await t.app.inject({
      url: `/api/sandbox/razorpay/v1/payments/${payment.id}`,
      headers: basic,
    });
    expect(after.json()).toMatchObject({
      status: 'refunded',
      amount_refunded: payment.amount,
      refund_status: 'full',
    });
    const list = await t.app.inject({
      url: `/api/sandbox/razorpay/v1/payments/${payment.id}/refunds`,
      headers: basic,
    });
    expect(list.json().count).toBe(2);
  });
});

describe("the sandbox's books", () => {
  it('are kept in the database: a payment captured before a restart is still there after', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await newOrder(learner, 'machinester');
    const paid = await payInSandbox(t.app, learner, orderId);
    // Another app on the same database, as after a restart.
    const config = createTestConfig({
      PUBLIC_URL: 'https://api.kaksha.example',
      PAYMENTS: 'sandbox',
    });
    const restarted = await buildApp(
      { ...config, jwtSecret: t.config.jwtSecret },
      {
        database: t.database,
        logger: false,
      },
    );
    try {
      await restarted.ready();
      const payment = await restarted.inject({
        url: `/api/sandbox/razorpay/v1/payments/${paid.razorpay_payment_id}`,
        headers: basic,
      });
      expect(payment.statusCode).toBe(200);
      expect(payment.json()).toMatchObject({ order_id: orderId, status: 'captured' });
    } finally {
      await restarted.close();
    }
  });
});
