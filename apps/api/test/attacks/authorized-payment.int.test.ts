import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { queryRows } from '../../src/infra/database/database';
import { createTestApp, type TestApp } from '../harness';
import { signUpAndLogIn, type SignedIn } from '../accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox, sendWebhook } from '../payments';

/**
 * Issue 23 item 11: an `authorized` payment is not money. Razorpay voids or refunds it unless the
 * merchant captures it, so settling it as paid gave the programs away. The sandbox in manual
 * capture mode leaves every payment authorized, as an account with manual capture does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CAPTURE: 'manual' });
  await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const sandboxPayment = async (paymentId: string) =>
  (await t.app.services.payment.sandbox!.store.findPayment(paymentId))!;
const orderRow = async (providerOrderId: string) =>
  (
    await queryRows<{ status: string; amount_paise: number }>(
      t.database.db,
      sql`select status, amount_paise from orders where provider_order_id = ${providerOrderId}`,
    )
  )[0]!;
const enrolments = async (who: SignedIn) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrolments where user_id = ${who.id}`,
    )
  )[0]!.n;

async function authorizedOrder(deliverWebhooks = false) {
  const learner = await signUpAndLogIn(t.app);
  const res = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
  expect(res.statusCode, res.body).toBe(200);
  const orderId: string = res.json().orderId;
  const paid = await payInSandbox(t.app, learner, orderId, { deliverWebhooks });
  expect((await sandboxPayment(paid.razorpay_payment_id)).status).toBe('authorized');
  return { learner, orderId, paid };
}

describe('an authorized payment', () => {
  it('confirmed by the browser with a valid signature is captured, then settled', async () => {
    const { learner, orderId, paid } = await authorizedOrder();
    const res = await confirm(t.app, learner, {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', message: PAYMENT_MESSAGES.success });
    const payment = await sandboxPayment(paid.razorpay_payment_id);
    expect(payment.status).toBe('captured');
    expect(payment.amount).toBe((await orderRow(orderId)).amount_paise);
    expect(await enrolments(learner)).toBe(1);
    // A second confirmation (another tab) finds it paid and captures nothing twice.
    const again = await confirm(t.app, learner, {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(again.statusCode).toBe(200);
    expect(await enrolments(learner)).toBe(1);
  });

  it('announced by the payment.authorized webhook is captured, then settled', async () => {
    const { learner, orderId, paid } = await authorizedOrder(true);
    await expect
      .poll(async () => (await orderRow(orderId)).status, { timeout: 30_000, interval: 100 })
      .toBe('paid');
    expect((await sandboxPayment(paid.razorpay_payment_id)).status).toBe('captured');
    expect(await enrolments(learner)).toBe(1);
  });

  it('found by the reconciler is captured, then settled', async () => {
    const { learner, orderId, paid } = await authorizedOrder();
    await t.app.services.reconciler.runOnce({
      pendingAfterSeconds: 0,
      expireAfterSeconds: 3600,
      batchSize: 1000,
    });
    expect((await orderRow(orderId)).status).toBe('paid');
    expect((await sandboxPayment(paid.razorpay_payment_id)).status).toBe('captured');
    expect(await enrolments(learner)).toBe(1);
  });

  it('a webhook claiming capture of a payment the provider does not have settles nothing', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId: string = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })
    ).json().orderId;
    const { amount_paise: amount } = await orderRow(orderId);
    for (const payment of [
      // authorized: the server tries to capture it, and the provider knows no such payment
      { id: `pay_${randomUUID().slice(0, 14)}`, status: 'authorized', currency: 'INR' },
      // captured in another currency
      { id: `pay_${randomUUID().slice(0, 14)}`, status: 'captured', currency: 'USD' },
    ]) {
      const res = await sendWebhook(
        t.app,
        'payment.captured',
        { ...payment, order_id: orderId, amount },
        `evt_${randomUUID()}`,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await orderRow(orderId)).status).not.toBe('paid');
    expect(await enrolments(learner)).toBe(0);
  });
});

describe('the sandbox in manual capture mode', () => {
  it('captures only the authorized amount in the payment currency, once', async () => {
    const { paid, orderId } = await authorizedOrder();
    const { amount_paise: amount } = await orderRow(orderId);
    const provider = t.app.services.payment.provider;
    const capture = (amountPaise: number, currency = 'INR') =>
      provider.capturePayment({
        paymentId: paid.razorpay_payment_id,
        amountPaise,
        currency: currency as 'INR',
      });
    await expect(capture(amount - 100)).rejects.toThrow(/amount authorized/);
    await expect(capture(amount, 'USD')).rejects.toThrow(/currency/i);
    expect((await capture(amount)).status).toBe('captured');
    await expect(capture(amount)).rejects.toThrow(/already been captured/);
  });
});
