import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@kaksha/shared';
import { queryRows } from '../../src/infra/database/database';
import { sandboxPayments } from '../../src/infra/payments/sandbox/sandbox.table';
import { createTestApp, type TestApp } from '../harness';
import { signUpAndLogIn, type SignedIn } from '../accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../payments';

/**
 * The browser's confirmation settles in one statement when the signature is valid and the provider
 * reports the payment captured (ADR 0015). A valid signature only ties the payment to the provider
 * order: the amount and currency the provider captured must still be the order's, or nothing
 * settles. Here the provider's record is altered after payment, as a provider-side partial capture
 * or a currency mix-up would leave it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const orderStatus = async (providerOrderId: string) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from orders where provider_order_id = ${providerOrderId}`,
    )
  )[0]!.status;
const enrolments = async (who: SignedIn) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enrolments where user_id = ${who.id}`,
    )
  )[0]!.n;

async function capturedPayment() {
  const learner = await signUpAndLogIn(t.app);
  const res = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
  expect(res.statusCode, res.body).toBe(200);
  const orderId: string = res.json().orderId;
  const paid = await payInSandbox(t.app, learner, orderId);
  const confirmation = {
    orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  };
  return { learner, orderId, confirmation };
}

const alterPayment = (paymentId: string, change: { amount?: number; currency?: string }) =>
  t.database.db.execute(
    sql`update ${sandboxPayments} set amount = coalesce(${change.amount ?? null}::int, amount),
      currency = coalesce(${change.currency ?? null}, currency) where id = ${paymentId}`,
  );

describe('a captured payment with a valid signature', () => {
  it('for less than the order settles nothing; for the order amount it settles', async () => {
    const { learner, orderId, confirmation } = await capturedPayment();
    const { amount } = (
      await queryRows<{ amount: number }>(
        t.database.db,
        sql`select amount from ${sandboxPayments} where id = ${confirmation.paymentId}`,
      )
    )[0]!;
    await alterPayment(confirmation.paymentId, { amount: amount - 100 });
    const short = await confirm(t.app, learner, confirmation);
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json().message).toBe(PAYMENT_MESSAGES.notCaptured);
    expect(await orderStatus(orderId)).not.toBe('paid');
    expect(await enrolments(learner)).toBe(0);

    await alterPayment(confirmation.paymentId, { amount });
    const full = await confirm(t.app, learner, confirmation);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ status: 'paid', message: PAYMENT_MESSAGES.success });
    expect(await enrolments(learner)).toBe(1);
  });

  it('in another currency settles nothing', async () => {
    const { learner, orderId, confirmation } = await capturedPayment();
    await alterPayment(confirmation.paymentId, { currency: 'USD' });
    const res = await confirm(t.app, learner, confirmation);
    expect(res.statusCode, res.body).toBe(400);
    expect(await orderStatus(orderId)).not.toBe('paid');
    expect(await enrolments(learner)).toBe(0);
  });

  it("for another learner's order settles nothing and answers as for an unknown order", async () => {
    const { orderId, confirmation } = await capturedPayment();
    const stranger = await signUpAndLogIn(t.app);
    const res = await confirm(t.app, stranger, confirmation);
    expect(res.statusCode, res.body).toBe(404);
    expect(await orderStatus(orderId)).not.toBe('paid');
  });
});
