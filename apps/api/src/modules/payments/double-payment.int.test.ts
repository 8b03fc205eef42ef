import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import {
  confirm,
  createOrder,
  listenOnLoopback,
  payInSandbox,
  sendWebhook,
  type CheckoutResult,
} from '../../../test/payments';

let t: TestApp;
let events: SignedIn;
let codeCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ COUPON_ATTEMPTS_PER_MINUTE: '100000' });
  await listenOnLoopback(t.app);
  events = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(() => t.close());

async function newCoupon(percentage: number): Promise<string> {
  const couponCode = `TWO${process.pid % 1000}X${++codeCounter}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/coupons',
    headers: bearer(events.accessToken),
    payload: { type: 'percentage', percentage, couponCode },
  });
  expect(res.statusCode, res.body).toBe(201);
  return couponCode;
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

const ordersOf = (who: SignedIn) =>
  rows<{ id: string; status: string; provider_order_id: string; amount_paise: number }>(
    sql`select id, status, provider_order_id, amount_paise from orders where user_id = ${who.id} order by created_at`,
  );

describe('one open checkout per learner', () => {
  it('a second tab (or a retry) with the same cart and coupon gets the same order, even at once', async () => {
    const learner = await signUpAndLogIn(t.app);
    const coupon = await newCoupon(10);
    const body = { selectedCourses: [{ id: 'iot' }], couponCode: coupon };
    const answers = await Promise.all([1, 2, 3, 4].map(() => createOrder(t.app, learner, 0, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    const again = await createOrder(t.app, learner, 0, { ...body, mobileNumber: '9123456780' });
    expect(again.json().orderId).toBe(answers[0]!.json().orderId);
    const open = (await ordersOf(learner)).filter((o) =>
      ['created', 'attempted'].includes(o.status),
    );
    expect(open).toHaveLength(1);
    const reserved = await rows<{ n: number }>(
      sql`select count(*)::int as n from coupon_redemptions where user_id = ${learner.id} and status = 'reserved'`,
    );
    expect(Number(reserved[0]!.n)).toBe(1);
  });

  it('a changed cart supersedes the open order: it is cancelled and its coupon released', async () => {
    const learner = await signUpAndLogIn(t.app);
    const coupon = await newCoupon(20);
    const first = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk' }],
      couponCode: coupon,
    });
    const second = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk' }, { id: 'machinester' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    const [old, current] = await ordersOf(learner);
    expect(old).toMatchObject({ provider_order_id: first.json().orderId, status: 'cancelled' });
    expect(current).toMatchObject({ provider_order_id: second.json().orderId, status: 'created' });
    const redemptions = await rows<{ status: string; used: number }>(
      sql`select r.status, c.used_count as used from coupon_redemptions r join coupons c on c.id = r.coupon_id
        where r.order_id = ${old!.id}`,
    );
    expect(redemptions).toEqual([{ status: 'released', used: 0 }]);
  });

  it('checkouts racing with different carts leave exactly one order open', async () => {
    const learner = await signUpAndLogIn(t.app);
    const carts = [['iot'], ['webmonk'], ['iot', 'webmonk'], ['machinester'], ['code-slayer']];
    const answers = await Promise.all(
      carts.map((ids) =>
        createOrder(t.app, learner, 0, { selectedCourses: ids.map((id) => ({ id })) }),
      ),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(
      carts.map(() => '200 '),
    );
    const all = await ordersOf(learner);
    expect(all.filter((o) => ['created', 'attempted'].includes(o.status))).toHaveLength(1);
    expect(all.filter((o) => o.status === 'cancelled')).toHaveLength(all.length - 1);
  });

  it('a superseded order that is paid after all still enrols the learner', async () => {
    const learner = await signUpAndLogIn(t.app);
    const first = (
      await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })
    ).json().orderId as string;
    await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'webmonk' }] });
    const paid = await payInSandbox(t.app, learner, first);
    const res = await confirm(t.app, learner, {
      orderId: first,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', courseIds: ['iot'], refund: null });
  });

  it('refuses a program the learner already owns with its name, and the open order stays', async () => {
    const learner = await signUpAndLogIn(t.app);
    const free = await newCoupon(100);
    await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk' }],
      couponCode: free,
    });
    const res = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk' }, { id: 'iot' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_ENROLLED',
      message: 'You are already enrolled in Webmonk',
    });
  });
});

type Step = () => Promise<unknown>;

/** Two captures for the same program: tab one's order A, then tab two's order B (with a coupon). */
async function twoPaidOrders() {
  const learner = await signUpAndLogIn(t.app);
  const coupon = await newCoupon(10);
  const a = (await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] })).json()
    .orderId as string;
  const paidA = await payInSandbox(t.app, learner, a);
  const b = (
    await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }], couponCode: coupon })
  ).json().orderId as string;
  expect(b).not.toBe(a);
  const paidB = await payInSandbox(t.app, learner, b);
  return { learner, a, b, paidA, paidB };
}

/** Each way a capture reaches us: the browser's confirmation, the webhook (a retry and order.paid too). */
function settlementsOf(learner: SignedIn, paid: CheckoutResult, amountPaise: number): Step[] {
  const payment = {
    id: paid.razorpay_payment_id,
    order_id: paid.razorpay_order_id,
    amount: amountPaise,
    currency: 'INR',
    status: 'captured',
  };
  const captured = `evt_${randomUUID()}`;
  return [
    () =>
      confirm(t.app, learner, {
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    () => sendWebhook(t.app, 'payment.captured', payment, captured),
    () => sendWebhook(t.app, 'payment.captured', payment, captured),
    () => sendWebhook(t.app, 'order.paid', payment, `evt_${randomUUID()}`),
  ];
}

const reconcile: Step = () =>
  t.app.services.reconciler.runOnce({
    pendingAfterSeconds: 0,
    expireAfterSeconds: 3600,
    refundRetryAfterSeconds: 0,
  });

/** Runs the steps in this order, `groups[i]` of them at once. */
async function runSchedule(steps: Step[], groups: number[]) {
  let i = 0;
  for (const size of [...groups, steps.length]) {
    const batch = steps.slice(i, i + size);
    i += size;
    const answers = await Promise.all(batch.map((step) => step()));
    for (const answer of answers)
      if (answer && typeof answer === 'object' && 'statusCode' in answer)
        expect((answer as { statusCode: number }).statusCode).toBeLessThan(300);
    if (i >= steps.length) break;
  }
}

async function assertPaidOnce(run: Awaited<ReturnType<typeof twoPaidOrders>>) {
  await t.app.services.settlement.drain();
  const { learner } = run;
  const orders = await ordersOf(learner);
  expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
  const enrolments = await rows<{ course_id: string; order_id: string }>(
    sql`select course_id, order_id from enrolments where user_id = ${learner.id}`,
  );
  expect(enrolments).toHaveLength(1);
  expect(enrolments[0]!.course_id).toBe('iot');
  const enrolled = orders.find((o) => o.id === enrolments[0]!.order_id)!;
  const other = orders.find((o) => o.id !== enrolled.id)!;

  const refunds = await rows<{
    order_id: string;
    amount_paise: number;
    status: string;
    provider_refund_id: string;
    course_ids: string[];
  }>(
    sql`select order_id, amount_paise, status, provider_refund_id, course_ids from refunds where user_id = ${learner.id}`,
  );
  expect(refunds).toEqual([
    {
      order_id: other.id,
      amount_paise: other.amount_paise,
      status: 'processed',
      provider_refund_id: expect.stringMatching(/^rfnd_/),
      course_ids: ['iot'],
    },
  ]);

  // At the provider: two captures, one refund, and what stays captured is the price once.
  const money = await rows<{ captured: number; refunded: number; refunds: number }>(
    sql`select sum(p.amount)::int as captured, sum(p.amount_refunded)::int as refunded,
        (select count(*)::int from sandbox_refunds r where r.payment_id in
          (select id from sandbox_payments where order_id in (${run.a}, ${run.b}))) as refunds
      from sandbox_payments p where p.order_id in (${run.a}, ${run.b}) and p.status in ('captured', 'refunded')`,
  );
  expect(money[0]).toEqual({
    captured: enrolled.amount_paise + other.amount_paise,
    refunded: other.amount_paise,
    refunds: 1,
  });
}

describe('a capture for a program the learner already owns', () => {
  it('is refunded through the provider exactly once, in any order of confirmations, webhooks and reconciliation', async () => {
    const schedules = fc.sample(
      fc.tuple(
        fc.shuffledSubarray([...Array(9).keys()], { minLength: 9, maxLength: 9 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 9 }),
      ),
      { seed: 20261123, numRuns: 10 },
    );
    // Plus the two plain orders (all of A's first, all of B's first) and everything at once.
    const ordered = [...Array(9).keys()];
    schedules.push([ordered, []], [[4, 5, 6, 7, 0, 1, 2, 3, 8], []], [ordered, [9]]);
    for (const [order, groups] of schedules) {
      const run = await twoPaidOrders();
      const [a, b] = await ordersOf(run.learner);
      const steps = [
        ...settlementsOf(run.learner, run.paidA, a!.amount_paise),
        ...settlementsOf(run.learner, run.paidB, b!.amount_paise),
        reconcile,
      ];
      await runSchedule(
        order.map((i) => steps[i]!),
        groups,
      );
      await assertPaidOnce(run);
    }
  }, 120_000);

  it('tells the learner by e-mail once, shows the refund on their orders, and lists it for staff', async () => {
    const run = await twoPaidOrders();
    const [a, b] = await ordersOf(run.learner);
    await runSchedule(
      [
        ...settlementsOf(run.learner, run.paidA, a!.amount_paise),
        ...settlementsOf(run.learner, run.paidB, b!.amount_paise),
      ],
      [8],
    );
    await assertPaidOnce(run);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const refundMails = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .filter((m) => m.includes(run.learner.email) && m.includes('your refund is on its way'));
    expect(refundMails).toHaveLength(1);

    const mine = await t.app.inject({
      url: '/api/v1.5/users/me/enrolments',
      headers: bearer(run.learner.accessToken),
    });
    const refunded = mine.json().orders.filter((o: { refunds: unknown[] }) => o.refunds.length);
    expect(refunded).toHaveLength(1);
    expect(refunded[0].refunds[0]).toMatchObject({
      courseIds: ['iot'],
      reason: 'already_enrolled',
      status: 'processed',
    });

    const sales = await signInAs(t.app, t.database, 'SALES');
    const list = await t.app.inject({
      url: '/api/v1.5/payment/refunds?status=processed',
      headers: bearer(sales.accessToken),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().find((r: { userEmail: string }) => r.userEmail === run.learner.email),
    ).toMatchObject({
      amount: refunded[0].refunds[0].amount,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    const asLearner = await t.app.inject({
      url: '/api/v1.5/payment/refunds',
      headers: bearer(run.learner.accessToken),
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('answers the second confirmation with the refund, not a second enrolment', async () => {
    const run = await twoPaidOrders();
    const first = await settlementsOf(run.learner, run.paidA, 0)[0]!();
    expect((first as { json(): unknown }).json()).toMatchObject({
      courseIds: ['iot'],
      refund: null,
    });
    const second = (await settlementsOf(run.learner, run.paidB, 0)[0]!()) as {
      statusCode: number;
      json(): { message: string; courseIds: string[]; refund: { amount: number } };
    };
    expect(second.statusCode).toBe(200);
    expect(second.json().courseIds).toEqual([]);
    expect(second.json().refund.amount).toBe(4499);
    expect(second.json().message).toBe(
      'You were already enrolled in IOT, so we are refunding Rs 4499.00 to the way you paid.',
    );
    // The capture refunded in full sold nothing: it gets no tax invoice; the first one does.
    const invoiced = await queryRows<{ order_id: string }>(
      t.database.db,
      sql`select o.provider_order_id as order_id from invoices i join orders o on o.id = i.order_id
        where o.user_id = ${run.learner.id}`,
    );
    expect(invoiced.map((r) => r.order_id)).toEqual([run.a]);
  });
});
