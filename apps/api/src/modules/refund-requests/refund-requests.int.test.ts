import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrolmentsSchema,
  refundQueueSchema,
  refundQuoteSchema,
  REFUND_MESSAGES,
  scheduleSchema,
  type BatchDetail,
} from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { createBatch, buyAndPlace } from '../../../test/batches';
import { listenOnLoopback, webhookSecretOf } from '../../../test/payments';

let t: TestApp;
let admin: SignedIn;
let sales: SignedIn;
let future: BatchDetail;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };
const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(who ? bearer(who.accessToken) : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
const ordersOf = async (who: SignedIn) =>
  enrolmentsSchema.parse((await call('GET', '/v1.5/users/me/enrolments', who)).json());
const seatsTaken = async (batchId: string) =>
  Number(
    (await rows<{ n: number }>(sql`select seats_taken as n from batches where id = ${batchId}`))
      .rows[0]!.n,
  );

/** A learner with a paid seat in `batch`, and their order's id. */
async function learnerIn(batch: BatchDetail, name = 'Nisha Verma') {
  const learner = await buyAndPlace(t, batch, name);
  const order = (await ordersOf(learner)).orders.find((o) => o.status === 'paid')!;
  return { learner, orderId: order.id, paidPaise: learner.paidPaise };
}

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  sales = await signInAs(t.app, t.database, 'SALES');
  // Starts months ahead: 7 or more days before the start, the policy refunds in full.
  future = await createBatch(t, admin, {
    courseId: 'iot',
    name: 'Weekend batch · June 2027',
    startDate: '2027-06-05',
    capacity: 50,
    pattern: { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 2 },
  });
});
afterAll(() => t.close());

describe('a learner asks for a refund', () => {
  it('is quoted by the policy, may ask once, and sees the request on the order', async () => {
    const { learner, orderId, paidPaise } = await learnerIn(future);
    const quote = refundQuoteSchema.parse(
      (await call('GET', `/v1.5/orders/${orderId}/refund-quote`, learner)).json(),
    );
    expect(quote).toMatchObject({ amountPaise: paidPaise, rule: 'full_before_start' });
    const stranger = await signUpAndLogIn(t.app);
    expect((await call('GET', `/v1.5/orders/${orderId}/refund-quote`, stranger)).statusCode).toBe(
      404,
    );

    const reason = { reason: 'My exams moved to June.' };
    const [first, second] = await Promise.all([
      call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, reason),
      call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, reason),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(REFUND_MESSAGES.alreadyOpen);
    const order = (await ordersOf(learner)).orders.find((o) => o.id === orderId)!;
    expect(order.refundRequest).toMatchObject({ status: 'open', policyAmountPaise: paidPaise });
    expect(order.canRequestRefund).toBe(false);
    expect(
      (await call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('SALES sees the queue but cannot decide; ADMIN rejects with a reason', async () => {
    const { learner, orderId } = await learnerIn(future, 'Queue Reader');
    const asked = await call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, {
      reason: 'Changed my mind.',
    });
    const requestId = asked.json().id as string;
    const queue = refundQueueSchema.parse(
      (await call('GET', '/v1.5/refund-requests?status=open', sales)).json(),
    );
    expect(queue.find((item) => item.id === requestId)).toMatchObject({
      orderId,
      learnerEmail: learner.email,
      batchName: 'Weekend batch · June 2027',
      policyRule: 'full_before_start',
    });
    const approveBySales = await call('POST', `/v1.5/refund-requests/${requestId}/approve`, sales, {
      amountPaise: 100,
      reason: 'policy',
    });
    expect(approveBySales.statusCode).toBe(403);
    expect((await call('GET', '/v1.5/refund-requests', learner)).statusCode).toBe(403);

    const rejected = await call('POST', `/v1.5/refund-requests/${requestId}/reject`, admin, {
      reason: 'Asked after the cut-off agreed on the phone.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const again = await call('POST', `/v1.5/refund-requests/${requestId}/reject`, admin, {
      reason: 'Second decision.',
    });
    expect(again.statusCode).toBe(409);
    const order = (await ordersOf(learner)).orders.find((o) => o.id === orderId)!;
    expect(order.refundRequest).toMatchObject({ status: 'rejected' });
    expect(order.canRequestRefund).toBe(true);
  });
});

describe('ADMIN approves a refund', () => {
  it('refunds through Razorpay, revokes access, frees the seat and issues a credit note', async () => {
    const { learner, orderId, paidPaise } = await learnerIn(future, 'Full Refund');
    const requestId = (
      await call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, {
        reason: 'I found a job.',
      })
    ).json().id as string;
    const seatsBefore = await seatsTaken(future.id);
    const tooMuch = await call('POST', `/v1.5/refund-requests/${requestId}/approve`, admin, {
      amountPaise: paidPaise + 1,
      reason: 'policy',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(REFUND_MESSAGES.tooMuch);

    const approved = await call('POST', `/v1.5/refund-requests/${requestId}/approve`, admin, {
      amountPaise: paidPaise,
      reason: 'policy',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.services.refunds.drain();

    const after = await ordersOf(learner);
    expect(after.programs.find((p) => p.courseId === 'iot')).toBeUndefined();
    const order = after.orders.find((o) => o.id === orderId)!;
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(order.refundRequest).toMatchObject({ status: 'approved', refundStatus: 'processed' });
    expect(order.creditNotes).toHaveLength(1);
    expect(order.creditNotes[0]!.number).toMatch(/^KCN\/\d{2}-\d{2}\/\d{6}$/);
    expect(order.creditNotes[0]!.amountPaise).toBe(paidPaise);
    const schedule = scheduleSchema.parse(
      (await call('GET', '/v1.5/users/me/schedule', learner)).json(),
    );
    expect(schedule.sessions.filter((s) => s.batchId === future.id)).toEqual([]);
    expect(await seatsTaken(future.id)).toBe(seatsBefore - 1);

    const note = await call('GET', order.creditNotes[0]!.url, learner);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    const figures = await rows<{
      taxable: number;
      cgst: number;
      sgst: number;
      total: number;
      against: string;
    }>(
      sql`select taxable_paise as taxable, cgst_paise as cgst, sgst_paise as sgst, total_paise as total,
        snapshot->'against'->>'number' as against from credit_notes where id = ${order.creditNotes[0]!.id}`,
    );
    const figure = figures.rows[0]!;
    expect(Number(figure.taxable) + Number(figure.cgst) + Number(figure.sgst)).toBe(paidPaise);
    expect(figure.against).toBe(order.invoice!.number);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity_id in (${requestId}, ${orderId}) order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['refund.approve', 'refund.processed']);
  });

  it('ADMIN refunds an order without a request (a cancelled batch), partially', async () => {
    const { learner, orderId, paidPaise } = await learnerIn(future, 'Partial Refund');
    const half = Math.floor(paidPaise / 2);
    const res = await call('POST', `/v1.5/orders/${orderId}/refunds`, admin, {
      amountPaise: half,
      reason: 'batch_cancelled',
      note: 'We moved the June batch online-only; you chose a refund.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.refunds.drain();
    const order = (await ordersOf(learner)).orders.find((o) => o.id === orderId)!;
    expect(order.creditNotes.map((n) => n.amountPaise)).toEqual([half]);
    const more = await call('POST', `/v1.5/orders/${orderId}/refunds`, admin, {
      amountPaise: paidPaise - half + 1,
      reason: 'goodwill',
    });
    expect(more.statusCode).toBe(400);
  });
});

/** A `refund.*` webhook exactly as Razorpay signs it. */
function refundWebhook(event: string, refund: Record<string, unknown>) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund'],
    payload: { refund: { entity: { entity: 'refund', ...refund } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1.5/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', webhookSecretOf(t.app))
        .update(body)
        .digest('hex'),
      'x-razorpay-event-id': `evt_${randomUUID()}`,
    },
    payload: body,
  });
}

describe('exactly once', () => {
  it('one refund, one revocation, one credit note whatever the order of sender, webhooks and reconciler', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { learner, orderId, paidPaise } = await learnerIn(future, `Race ${round}`);
      const requestId = (
        await call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, {
          reason: 'Racing refund.',
        })
      ).json().id as string;
      const seatsBefore = await seatsTaken(future.id);
      await call('POST', `/v1.5/refund-requests/${requestId}/approve`, admin, {
        amountPaise: paidPaise,
        reason: 'policy',
      });
      const [refund] = (
        await rows<{ id: string; provider_payment_id: string }>(
          sql`select id, provider_payment_id from refunds where order_id = ${orderId}`,
        )
      ).rows;
      // The provider's refund for our idempotency key (what the sender's call creates or finds).
      const provider = await t.app.services.payment.provider.refundPayment({
        paymentId: refund!.provider_payment_id,
        amountPaise: paidPaise,
        idempotencyKey: refund!.id,
        receipt: refund!.id,
        notes: { refundId: refund!.id },
      });
      const entity = {
        id: provider.id,
        payment_id: refund!.provider_payment_id,
        amount: paidPaise,
        status: 'processed',
        notes: { refundId: refund!.id },
      };
      const steps = [
        () => refundWebhook('refund.processed', entity),
        () => refundWebhook('refund.processed', entity),
        () => t.app.services.refunds.send(refund!.id),
        () =>
          t.app.services.reconciler.runOnce({
            pendingAfterSeconds: 0,
            expireAfterSeconds: 3600,
            refundRetryAfterSeconds: 0,
          }),
        () => refundWebhook('refund.failed', { ...entity, status: 'failed' }),
      ];
      // Each round another order of arrival.
      const ordered =
        round === 1
          ? [...steps].reverse()
          : round === 2
            ? [steps[4]!, ...steps.slice(0, 4)]
            : steps;
      await Promise.all(ordered.map((step) => step()));
      await t.app.services.refunds.drain();

      const state = (
        await rows<{ refunds: number; status: string; notes: number; enrolled: number }>(
          sql`select (select count(*)::int from refunds where order_id = ${orderId}) as refunds,
            (select status from refunds where order_id = ${orderId}) as status,
            (select count(*)::int from credit_notes c join invoices i on i.id = c.invoice_id
              where i.order_id = ${orderId}) as notes,
            (select count(*)::int from enrolments where order_id = ${orderId}) as enrolled`,
        )
      ).rows[0]!;
      expect(state).toEqual({ refunds: 1, status: 'processed', notes: 1, enrolled: 0 });
      expect(await seatsTaken(future.id)).toBe(seatsBefore - 1);
    }
  });

  it('a refund the provider refuses is flagged in the queue, retried with a new key, and a late processed wins', async () => {
    const { learner, orderId, paidPaise } = await learnerIn(future, 'Failed Refund');
    const requestId = (
      await call('POST', `/v1.5/orders/${orderId}/refund-requests`, learner, {
        reason: 'Please refund.',
      })
    ).json().id as string;
    // Someone refunded most of the payment in the Razorpay dashboard: ours no longer fits.
    const [order] = (
      await rows<{ payment: string }>(
        sql`select provider_payment_id as payment from orders where id = ${orderId}`,
      )
    ).rows;
    await t.app.services.payment.provider.refundPayment({
      paymentId: order!.payment,
      amountPaise: paidPaise - 100,
      idempotencyKey: `dashboard-${orderId}`,
      receipt: 'dashboard',
      notes: {},
    });
    const approved = await call('POST', `/v1.5/refund-requests/${requestId}/approve`, admin, {
      amountPaise: 200,
      reason: 'policy',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.services.refunds.drain();
    const refundId = approved.json().refundId as string;
    const failed = refundQueueSchema.parse(
      (await call('GET', '/v1.5/refund-requests?status=failed', sales)).json(),
    );
    expect(failed.find((item) => item.id === requestId)).toMatchObject({
      refundStatus: 'failed',
      refundError: expect.stringMatching(/greater than amount captured/),
    });
    // Still enrolled: nothing was refunded.
    expect((await ordersOf(learner)).programs.map((p) => p.courseId)).toContain('iot');

    const retried = await call('POST', `/v1.5/refund-requests/${requestId}/retry`, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    await t.app.services.refunds.drain();
    const state = (
      await rows<{ status: string; generation: number; attempts: number }>(
        sql`select status, generation, attempts from refunds where id = ${refundId}`,
      )
    ).rows[0]!;
    expect(state).toMatchObject({ status: 'failed', generation: 1, attempts: 2 });

    // Razorpay reports it processed after all (a late event): processed wins, once.
    const entity = {
      id: `rfnd_${randomUUID().slice(0, 8)}`,
      payment_id: order!.payment,
      amount: 200,
      status: 'processed',
      notes: { refundId },
    };
    await Promise.all([
      refundWebhook('refund.processed', entity),
      refundWebhook('refund.processed', entity),
    ]);
    await refundWebhook('refund.failed', { ...entity, status: 'failed' });
    const final = (
      await rows<{ status: string; notes: number }>(
        sql`select r.status, (select count(*)::int from credit_notes c where c.refund_id = r.id) as notes
          from refunds r where r.id = ${refundId}`,
      )
    ).rows[0]!;
    expect(final).toEqual({ status: 'processed', notes: 1 });
    expect((await ordersOf(learner)).programs.map((p) => p.courseId)).not.toContain('iot');
    expect((await call('POST', `/v1.5/refund-requests/${requestId}/retry`, admin)).statusCode).toBe(
      409,
    );
  });
});
