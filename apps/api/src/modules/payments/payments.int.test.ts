import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, PAYMENT_MESSAGES } from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import {
  confirm,
  createOrder,
  listenOnLoopback,
  payInSandbox,
  sendWebhook,
} from '../../../test/payments';

let t: TestApp;
let events: SignedIn;
let codeCounter = 0;
const code = (prefix: string) => `${prefix}${process.pid % 1000}P${++codeCounter}`;
const rupees = (r: number) => r * 100;
// Webmonk sells at 3499 (list 4999); IOT at 4999.
const WEBMONK_AND_IOT = [{ id: 'webmonk' }, { id: 'iot' }];

beforeAll(async () => {
  t = await createTestApp({ COUPON_ATTEMPTS_PER_MINUTE: '10000' });
  await listenOnLoopback(t.app);
  events = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(() => t.close());

async function newCoupon(body: Record<string, unknown>): Promise<string> {
  const couponCode = code(String(body.prefix ?? 'PAY'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/coupons',
    headers: bearer(events.accessToken),
    payload: { type: 'percentage', percentage: 10, ...body, prefix: undefined, couponCode },
  });
  expect(res.statusCode, res.body).toBe(201);
  return couponCode;
}

const orderRow = async (providerOrderId: string) =>
  (
    await queryRows<{
      id: string;
      status: string;
      amount_paise: number;
      coupon_code: string | null;
      provider_payment_id: string | null;
    }>(
      t.database.db,
      sql`select id, status, amount_paise, coupon_code, provider_payment_id from orders where provider_order_id = ${providerOrderId} or id::text = ${providerOrderId}`,
    )
  )[0];
const enrolmentCount = async (who: SignedIn) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.database.db,
        sql`select count(*)::int as n from enrolments where user_id = ${who.id}`,
      )
    )[0]!.n,
  );
const redemptionStatus = async (orderId: string) =>
  (
    await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from coupon_redemptions where order_id = ${orderId}`,
    )
  )[0]?.status;

describe('creating an order', () => {
  it('prices the order on the server, whatever amount the path and body claim', async () => {
    const learner = await signUpAndLogIn(t.app);
    const res = await createOrder(t.app, learner, 100, {
      selectedCourses: [
        { id: 'webmonk', price: 1 },
        { id: 'iot', price: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      amount: rupees(3499 + 4999),
      currency: 'INR',
      priceChanged: true,
      status: 'created',
      keyId: expect.any(String),
    });
    expect(order.orderId).toMatch(/^order_/);
    expect((await orderRow(order.orderId))?.amount_paise).toBe(rupees(3499 + 4999));

    const same = await createOrder(t.app, learner, rupees(3499 + 4999), {
      selectedCourses: WEBMONK_AND_IOT,
    });
    expect(same.json().priceChanged).toBe(false);
  });

  it('needs a signed-in learner and valid input', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/payment/100',
      payload: { mobileNumber: '9876543210', selectedCourses: [{ id: 'iot' }] },
    });
    expect(anonymous.statusCode).toBe(401);
    const learner = await signUpAndLogIn(t.app);
    const badAmount = await createOrder(t.app, learner, 'abc', {
      selectedCourses: [{ id: 'iot' }],
    });
    expect(badAmount.statusCode).toBe(400);
    const empty = await createOrder(t.app, learner, 0, { selectedCourses: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add a program to your cart first.');
    const badPhone = await createOrder(t.app, learner, 0, {
      mobileNumber: '12',
      selectedCourses: [{ id: 'iot' }],
    });
    expect(badPhone.json().message).toBe(PAYMENT_MESSAGES.invalidPhone);
  });

  it('applies a coupon and reserves its use until the order settles', async () => {
    const couponCode = await newCoupon({ percentage: 10 });
    const learner = await signUpAndLogIn(t.app);
    const res = await createOrder(t.app, learner, 1, {
      selectedCourses: WEBMONK_AND_IOT,
      couponCode: couponCode.toLowerCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().amount).toBe(rupees(Math.floor((3499 + 4999) * 0.9)));
    const row = await orderRow(res.json().orderId);
    expect(row?.coupon_code).toBe(couponCode);
    expect(await redemptionStatus(row!.id)).toBe('reserved');

    const paid = await payInSandbox(t.app, learner, res.json().orderId);
    await confirm(t.app, learner, {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(await redemptionStatus(row!.id)).toBe('confirmed');
  });

  it('refuses a coupon that does not apply, and programs the learner already owns', async () => {
    const learner = await signUpAndLogIn(t.app);
    const unknown = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'iot' }],
      couponCode: 'NOSUCHCODE1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(COUPON_MESSAGES.invalid);

    const free = await newCoupon({ percentage: 100 });
    expect(
      (
        await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }], couponCode: free })
      ).json().status,
    ).toBe('paid');
    const again = await createOrder(t.app, learner, rupees(4999), {
      selectedCourses: [{ id: 'iot' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_ENROLLED',
      message: 'You are already enrolled in IOT',
    });
  });

  it('enrols at once, without the provider, when nothing is due', async () => {
    const free = await newCoupon({ percentage: 100 });
    const learner = await signUpAndLogIn(t.app);
    const res = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'machinester' }],
      couponCode: free,
    });
    expect(res.json()).toMatchObject({ amount: 0, status: 'paid', priceChanged: false });
    expect(res.json().orderId).not.toMatch(/^order_/);
    const mine = await t.app.inject({
      url: '/api/v1.5/users/me/enrolments',
      headers: bearer(learner.accessToken),
    });
    expect(mine.json().programs.map((p: { courseId: string }) => p.courseId)).toEqual([
      'machinester',
    ]);
    expect(mine.json().orders[0]).toMatchObject({ status: 'paid', amount: 0, couponCode: free });
  });

  it('replays the same order for the same Idempotency-Key, and refuses the key for another order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const key = { 'idempotency-key': randomUUID() };
    const [first, second] = await Promise.all([
      createOrder(t.app, learner, rupees(4999), { selectedCourses: [{ id: 'iot' }] }, key),
      createOrder(t.app, learner, rupees(4999), { selectedCourses: [{ id: 'iot' }] }, key),
    ]);
    const answers = [first, second]
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().orderId);
    expect(answers.length).toBeGreaterThan(0);
    const replay = await createOrder(
      t.app,
      learner,
      rupees(4999),
      { selectedCourses: [{ id: 'iot' }] },
      key,
    );
    expect(replay.statusCode).toBe(200);
    expect(new Set([...answers, replay.json().orderId]).size).toBe(1);
    const orders = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where user_id = ${learner.id}`,
    );
    expect(Number(orders[0]!.n)).toBe(1);

    const other = await createOrder(
      t.app,
      learner,
      rupees(3499),
      { selectedCourses: [{ id: 'webmonk' }] },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(PAYMENT_MESSAGES.idempotencyMismatch);
  });
});

describe('confirming a payment', () => {
  async function pendingOrder(learner: SignedIn, courses = WEBMONK_AND_IOT) {
    const res = await createOrder(t.app, learner, 0, { selectedCourses: courses });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  }

  it('settles with a valid signature, once, however often it is confirmed', async () => {
    const learner = await signUpAndLogIn(t.app);
    for (const courseId of ['webmonk', 'machinester']) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/add',
        headers: bearer(learner.accessToken),
        payload: { userId: learner.email, courseId },
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const orderId = await pendingOrder(learner);
    const paid = await payInSandbox(t.app, learner, orderId);
    const body = {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    const [a, b] = await Promise.all([
      confirm(t.app, learner, body),
      confirm(t.app, learner, body),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ status: 'paid', message: PAYMENT_MESSAGES.success });
    expect([...a.json().courseIds].sort()).toEqual(['iot', 'webmonk']);
    expect((await confirm(t.app, learner, body)).json()).toEqual(a.json());
    expect(await enrolmentCount(learner)).toBe(2);
    expect((await orderRow(orderId))?.provider_payment_id).toBe(paid.razorpay_payment_id);
    // The paid program leaves the server cart; the unpaid one stays, and the cart is marked paid.
    const cart = (
      await t.app.inject({ url: '/api/v1.5/cart', headers: bearer(learner.accessToken) })
    ).json();
    expect(cart.courses.map((c: { _id: string }) => c._id)).toEqual(['machinester']);
    expect(cart.paidFor).toBe(true);
  });

  it('refuses a bad signature and changes nothing', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await pendingOrder(learner);
    const paid = await payInSandbox(t.app, learner, orderId);
    const forged = paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const res = await confirm(t.app, learner, {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: forged,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.badSignature);
    expect((await orderRow(orderId))?.status).toBe('created');
    expect(await enrolmentCount(learner)).toBe(0);
  });

  it("answers 404 for another learner's order", async () => {
    const owner = await signUpAndLogIn(t.app);
    const stranger = await signUpAndLogIn(t.app);
    const orderId = await pendingOrder(owner);
    const paid = await payInSandbox(t.app, owner, orderId);
    const res = await confirm(t.app, stranger, {
      orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(res.statusCode).toBe(404);
    expect(await enrolmentCount(stranger)).toBe(0);
    expect((await orderRow(orderId))?.status).toBe('created');
  });

  it('without a signature, asks the provider and requires a captured payment for this order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await pendingOrder(learner, [{ id: 'code-slayer' }]);
    const otherOrderId = await pendingOrder(learner, [{ id: 'iot' }]);
    const otherPaid = await payInSandbox(t.app, learner, otherOrderId);
    const wrongOrder = await confirm(t.app, learner, {
      orderId,
      paymentId: otherPaid.razorpay_payment_id,
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().message).toBe(PAYMENT_MESSAGES.notCaptured);

    const paid = await payInSandbox(t.app, learner, orderId);
    const res = await confirm(t.app, learner, { orderId, paymentId: paid.razorpay_payment_id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(orderId))?.status).toBe('paid');
  });

  it('records a failure report as advisory: a later captured webhook still pays the order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await pendingOrder(learner, [{ id: 'iot' }]);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/payment/fail',
      headers: bearer(learner.accessToken),
      payload: {
        orderId,
        paymentId: 'pay_declined1',
        description: 'Card declined',
        reason: 'payment_failed',
        source: 'bank',
        step: 'payment_authorization',
      },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      status: 'attempted',
      message: PAYMENT_MESSAGES.failedRecorded,
    });

    const paid = await payInSandbox(t.app, learner, orderId);
    const hook = await sendWebhook(
      t.app,
      'payment.captured',
      {
        id: paid.razorpay_payment_id,
        order_id: orderId,
        amount: rupees(4999),
        currency: 'INR',
        status: 'captured',
      },
      `evt_${randomUUID()}`,
    );
    expect(hook.json()).toEqual({ status: 'processed' });
    expect((await orderRow(orderId))?.status).toBe('paid');
    expect(await enrolmentCount(learner)).toBe(1);
  });
});

describe('webhooks', () => {
  it('processes the same delivery three times at once exactly once', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = (
      await createOrder(t.app, learner, 0, { selectedCourses: WEBMONK_AND_IOT })
    ).json().orderId;
    const paid = await payInSandbox(t.app, learner, orderId);
    const payment = {
      id: paid.razorpay_payment_id,
      order_id: orderId,
      amount: rupees(3499 + 4999),
      currency: 'INR',
      status: 'captured',
    };
    const eventId = `evt_${randomUUID()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => sendWebhook(t.app, 'payment.captured', payment, eventId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'processed',
    ]);
    expect(await enrolmentCount(learner)).toBe(2);
    const events = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment_events where provider_event_id = ${eventId}`,
    );
    expect(Number(events[0]!.n)).toBe(1);
  });

  it('refuses a bad signature, and does not settle an amount that differs from the order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })
    ).json().orderId;
    const payment = {
      id: `pay_${randomUUID().slice(0, 14)}`,
      order_id: orderId,
      amount: rupees(4999),
      currency: 'INR',
      status: 'captured',
    };
    const forged = await sendWebhook(
      t.app,
      'payment.captured',
      payment,
      `evt_${randomUUID()}`,
      'not-the-secret',
    );
    expect(forged.statusCode).toBe(400);
    const cheaper = await sendWebhook(
      t.app,
      'payment.captured',
      { ...payment, amount: 100 },
      `evt_${randomUUID()}`,
    );
    expect(cheaper.statusCode).toBe(200);
    expect((await orderRow(orderId))?.status).not.toBe('paid');
    expect(await enrolmentCount(learner)).toBe(0);
  });

  it('arrive from the sandbox by themselves, signed, and settle the order', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'code-slayer' }] })
    ).json().orderId;
    await payInSandbox(t.app, learner, orderId, { deliverWebhooks: true });
    await expect
      .poll(async () => (await orderRow(orderId))?.status, { timeout: 5000 })
      .toBe('paid');
    expect(await enrolmentCount(learner)).toBe(1);
  });
});

describe('the reconciler', () => {
  it('settles an order whose callback and webhooks never came, and expires abandoned ones', async () => {
    const learner = await signUpAndLogIn(t.app);
    const coupon = await newCoupon({ percentage: 20 });
    const paidOrder = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })
    ).json().orderId;
    await payInSandbox(t.app, learner, paidOrder, { deliverWebhooks: false });
    const abandoned = (
      await createOrder(t.app, learner, 0, {
        selectedCourses: [{ id: 'webmonk' }],
        couponCode: coupon,
      })
    ).json().orderId;
    const abandonedRow = (await orderRow(abandoned))!;
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '2 hours' where id = ${abandonedRow.id}`,
    );

    // Other tests' orders that were paid in the sandbox but never confirmed are settled too.
    const report = await t.app.services.reconciler.runOnce({
      pendingAfterSeconds: 0,
      expireAfterSeconds: 3600,
      batchSize: 1000,
    });
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await orderRow(paidOrder))?.status).toBe('paid');
    expect((await orderRow(abandoned))?.status).toBe('failed');
    expect(await redemptionStatus(abandonedRow.id)).toBe('released');
    expect(await enrolmentCount(learner)).toBe(1);

    const again = await t.app.services.reconciler.runOnce({
      pendingAfterSeconds: 0,
      expireAfterSeconds: 3600,
      batchSize: 1000,
    });
    expect(again.paid).toBe(0);
  });
});

describe('a single-use coupon under load', () => {
  it('50 learners ordering at once with it: exactly one order gets it', async () => {
    const coupon = await newCoupon({ percentage: 50, maxUses: 1 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => signUpAndLogIn(t.app)));
    const answers = await Promise.all(
      learners.map((l) =>
        createOrder(t.app, l, 0, { selectedCourses: [{ id: 'iot' }], couponCode: coupon }),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 400)).toBe(
      true,
    );

    const winner = learners[answers.indexOf(winners[0]!)]!;
    const paid = await payInSandbox(t.app, winner, winners[0]!.json().orderId);
    const res = await confirm(t.app, winner, {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(res.statusCode).toBe(200);
    const withCoupon = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where coupon_code = ${coupon} and status = 'paid'`,
    );
    expect(Number(withCoupon[0]!.n)).toBe(1);
  });
});

describe('a coupon deleted during checkout', () => {
  it('refuses the orders that lost it with the coupon message, never a 500', async () => {
    const couponCode = await newCoupon({ percentage: 10 });
    const id = (
      await t.app.inject({ url: '/api/v1.5/coupons', headers: bearer(events.accessToken) })
    )
      .json()
      .find((c: { couponCode: string }) => c.couponCode === couponCode).id;
    const learners = await Promise.all(Array.from({ length: 12 }, () => signUpAndLogIn(t.app)));
    const [deleted, ...orders] = await Promise.all([
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1.5/coupons/${id}`,
        headers: bearer(events.accessToken),
      }),
      ...learners.map((l) =>
        createOrder(t.app, l, 0, { selectedCourses: [{ id: 'iot' }], couponCode }),
      ),
    ]);
    expect(deleted!.statusCode).toBe(200);
    for (const order of orders) {
      expect([200, 400], order.body).toContain(order.statusCode);
      if (order.statusCode === 400) expect(order.json().message).toBe(COUPON_MESSAGES.invalid);
    }
  });
});

describe('coupon limits per learner', () => {
  it('an abandoned checkout does not use up a per-learner coupon; a paid one does', async () => {
    const couponCode = await newCoupon({ percentage: 10, perUserLimit: 1 });
    const learner = await signUpAndLogIn(t.app);
    const first = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'iot' }],
      couponCode,
    });
    expect(first.statusCode, first.body).toBe(200);

    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/quote',
      headers: bearer(learner.accessToken),
      payload: { courseIds: ['iot', 'webmonk'], couponCode },
    });
    expect(quote.json().coupon.validated).toBe(true);

    // Another cart with the same coupon supersedes the first checkout and takes its reservation.
    const second = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'iot' }, { id: 'webmonk' }],
      couponCode,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await redemptionStatus((await orderRow(first.json().orderId))!.id)).toBe('released');
    expect(await redemptionStatus((await orderRow(second.json().orderId))!.id)).toBe('reserved');

    const paid = await payInSandbox(t.app, learner, second.json().orderId);
    await confirm(t.app, learner, {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    const third = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'machinester' }],
      couponCode,
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(COUPON_MESSAGES.perUserUsedUp);
  });
});
