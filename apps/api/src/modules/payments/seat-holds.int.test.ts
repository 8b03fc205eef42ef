import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_MESSAGES, PAYMENT_MESSAGES, type BatchDetail } from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../../../test/payments';
import { createBatch as createBatchAs } from '../../../test/batches';
import { claimSeats } from '../batches';

// A seat is held by the order that buys it, released when that order is superseded, fails or
// expires, and kept when it is paid; a full or closed batch is refused with its name. These run on
// the programs' own batches, made here (the template's demo batches start later and are huge).

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
});
afterAll(() => t.close());

const inDays = (days: number) =>
  // The IST calendar day (batch dates are IST days): after 18:30 UTC it is already tomorrow.
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const newBatch = (fields: Record<string, unknown>): Promise<BatchDetail> =>
  createBatchAs(t, admin, {
    name: `Seat batch ${++counter}`,
    courseId: 'webmonk',
    startDate: inDays(7 + counter),
    capacity: 5,
    ...fields,
  });

const seatsTaken = async (batchId: string) =>
  (
    await queryRows<{ seats_taken: number }>(
      t.database.db,
      sql`select seats_taken from batches where id = ${batchId}`,
    )
  )[0]!.seats_taken;

const countOf = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

const linesOf = (who: SignedIn) =>
  queryRows<{ status: string; batch_id: string | null; seat_status: string | null }>(
    t.database.db,
    sql`select o.status, i.batch_id, i.seat_status from orders o join order_items i on i.order_id = o.id
      where o.user_id = ${who.id} order by o.created_at`,
  );

async function pay(who: SignedIn, providerOrderId: string) {
  const paid = await payInSandbox(t.app, who, providerOrderId);
  return confirm(t.app, who, {
    orderId: providerOrderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
}

describe('a checkout holds a seat', () => {
  it("the spec's client (no batchId) gets the program's soonest batch with a seat, kept when paid", async () => {
    const full = await newBatch({ courseId: 'iot', startDate: inDays(3), capacity: 1 });
    const next = await newBatch({ courseId: 'iot', startDate: inDays(4) });
    const first = await signUpAndLogIn(t.app);
    const order = await createOrder(t.app, first, 0, { selectedCourses: [{ id: 'iot' }] });
    expect(order.statusCode, order.body).toBe(200);
    expect(await seatsTaken(full.id)).toBe(1);

    const second = await signUpAndLogIn(t.app);
    const other = await createOrder(t.app, second, 0, { selectedCourses: [{ id: 'iot' }] });
    expect(other.statusCode, other.body).toBe(200);
    expect(await seatsTaken(next.id)).toBe(1);

    const res = await pay(second, other.json().orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linesOf(second)).toEqual([
      { status: 'paid', batch_id: next.id, seat_status: 'confirmed' },
    ]);
    expect(await seatsTaken(next.id)).toBe(1);
    const enrolments = await t.app.inject({
      method: 'GET',
      url: '/api/v1.5/users/me/enrolments',
      headers: { authorization: `Bearer ${second.accessToken}` },
    });
    expect(enrolments.json().programs).toEqual([
      expect.objectContaining({ courseId: 'iot', batchId: next.id, batchName: next.name }),
    ]);
  });

  it('a retry or second tab keeps its one hold; a changed batch moves it', async () => {
    const a = await newBatch({});
    const b = await newBatch({});
    const learner = await signUpAndLogIn(t.app);
    const body = { selectedCourses: [{ id: 'webmonk', batchId: a.id }] };
    const [one, two] = await Promise.all([
      createOrder(t.app, learner, 0, body),
      createOrder(t.app, learner, 0, body),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().orderId).toBe(two.json().orderId);
    expect(await seatsTaken(a.id)).toBe(1);

    const moved = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: b.id }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([await seatsTaken(a.id), await seatsTaken(b.id)]).toEqual([0, 1]);
    expect(await linesOf(learner)).toEqual([
      { status: 'cancelled', batch_id: a.id, seat_status: 'released' },
      { status: 'created', batch_id: b.id, seat_status: 'held' },
    ]);
  });

  it('keeps the seat it holds when the batch has filled since (same checkout again)', async () => {
    const batch = await newBatch({ capacity: 1 });
    const learner = await signUpAndLogIn(t.app);
    const first = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'webmonk' }] });
    expect(first.statusCode, first.body).toBe(200);
    const again = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await seatsTaken(batch.id)).toBe(1);
  });
});

describe('a batch that cannot take a seat', () => {
  it('a full batch answers 409 naming it and the next batch with seats; nothing is held', async () => {
    const full = await newBatch({ courseId: 'machinester', startDate: inDays(2), capacity: 1 });
    const next = await newBatch({ courseId: 'machinester', startDate: inDays(3) });
    const taker = await signUpAndLogIn(t.app);
    const took = await createOrder(t.app, taker, 0, {
      selectedCourses: [{ id: 'machinester', batchId: full.id }],
    });
    expect(took.statusCode, took.body).toBe(200);

    const learner = await signUpAndLogIn(t.app);
    const providerOrdersBefore = await countOf(sql`select count(*)::int as n from sandbox_orders`);
    const res = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk' }, { id: 'machinester', batchId: full.id }],
    });
    expect(res.statusCode, res.body).toBe(409);
    // Refused before any payment order was made, and the Webmonk seat it claimed was given back.
    expect(await countOf(sql`select count(*)::int as n from sandbox_orders`)).toBe(
      providerOrdersBefore,
    );
    expect(await countOf(sql`select count(*)::int as n from seat_claims`)).toBe(0);
    expect(res.json()).toMatchObject({
      code: 'BATCH_FULL',
      message: `${full.name} (Machinester) ${BATCH_MESSAGES.batchFull} ${BATCH_MESSAGES.nextBatchIs} ${next.name}, starting ${next.startDate}.`,
      errors: [{ index: 1, field: 'selectedCourses' }],
    });
    expect(await linesOf(learner)).toEqual([]);
    expect(await seatsTaken(full.id)).toBe(1);
  });

  it('a closed batch answers 409; a batch of another program is a 400', async () => {
    const closed = await newBatch({});
    const closing = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.5/batches/${closed.id}`,
      headers: { authorization: `Bearer ${admin.accessToken}` },
      payload: { status: 'closed' },
    });
    expect(closing.statusCode, closing.body).toBe(200);
    const learner = await signUpAndLogIn(t.app);
    const res = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: closed.id }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BATCH_CLOSED',
      message: expect.stringContaining(`${closed.name} (Webmonk) ${BATCH_MESSAGES.batchClosed}`),
    });
    const iot = await newBatch({ courseId: 'iot' });
    const wrong = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: iot.id }],
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().message).toBe(`${BATCH_MESSAGES.notOfProgram} Webmonk.`);
    const malformed = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: 'not-a-batch' }],
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('a program with no open batch answers 409 saying so', async () => {
    await t.database.db.execute(
      sql`update batches set status = 'closed' where course_id = 'code-slayer'`,
    );
    const learner = await signUpAndLogIn(t.app);
    const res = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'code-slayer' }] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_OPEN_BATCH',
      message: `Codeslayer: ${BATCH_MESSAGES.noOpenBatch}`,
    });
  });
});

describe('the cart quote', () => {
  it('names the batch a checkout would take, and why a chosen one cannot be had', async () => {
    const full = await newBatch({ courseId: 'iot', startDate: inDays(1), capacity: 1 });
    const open = await newBatch({ courseId: 'iot', startDate: inDays(2) });
    const taker = await signUpAndLogIn(t.app);
    const took = await createOrder(t.app, taker, 0, {
      selectedCourses: [{ id: 'iot', batchId: full.id }],
    });
    expect(took.statusCode, took.body).toBe(200);
    const quote = (batches?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/quote',
        payload: { courseIds: ['iot', 'webmonk'], ...(batches ? { batches } : {}) },
      });

    const chosenFull = await quote({ iot: full.id });
    expect(chosenFull.statusCode, chosenFull.body).toBe(200);
    const [iot, webmonk] = chosenFull.json().lines;
    expect(iot.batch).toMatchObject({ id: open.id, name: open.name, seatsLeft: 5 });
    expect(iot.batchNotice).toBe(
      `${full.name} (IOT) ${BATCH_MESSAGES.batchFull} ${BATCH_MESSAGES.nextBatchIs} ${open.name}, starting ${open.startDate}.`,
    );
    // No choice: the soonest with a seat, no notice.
    expect(webmonk.batch).not.toBeNull();
    expect(webmonk.batchNotice).toBeNull();
    expect((await quote({ iot: open.id })).json().lines[0]).toMatchObject({
      batch: { id: open.id },
      batchNotice: null,
    });
    const foreign = await quote({ iot: (await newBatch({})).id });
    expect(foreign.json().lines[0].batchNotice).toBe(`${BATCH_MESSAGES.notOfProgram} IOT.`);
    expect((await quote({ iot: 'not-a-batch' })).statusCode).toBe(400);
  });
});

describe('seats under concurrency', () => {
  it('12 learners at once for 5 seats: exactly 5 holds, 7 refusals, never oversold', async () => {
    const batch = await newBatch({ capacity: 5 });
    const learners = await Promise.all(Array.from({ length: 12 }, () => signUpAndLogIn(t.app)));
    const answers = await Promise.all(
      learners.map((l) =>
        createOrder(t.app, l, 0, { selectedCourses: [{ id: 'webmonk', batchId: batch.id }] }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(7).fill(409)]);
    expect(await seatsTaken(batch.id)).toBe(5);
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_items where batch_id = ${batch.id} and seat_status = 'held'`,
    );
    expect(held[0]!.n).toBe(5);
  });
});

describe('seats after the order', () => {
  it('an expired order gives its seat back', async () => {
    const batch = await newBatch({});
    const learner = await signUpAndLogIn(t.app);
    const order = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '2 hours' where user_id = ${learner.id}`,
    );
    expect(await seatsTaken(batch.id)).toBe(1);
    await t.app.services.reconciler.runOnce({
      pendingAfterSeconds: 0,
      expireAfterSeconds: 3600,
      batchSize: 1000,
    });
    expect(await linesOf(learner)).toEqual([
      { status: 'failed', batch_id: batch.id, seat_status: 'released' },
    ]);
    expect(await seatsTaken(batch.id)).toBe(0);
    expect(order.statusCode).toBe(200);
  });

  it('a seat claimed by a checkout that died before making its order is given back', async () => {
    const batch = await newBatch({});
    // What a checkout leaves when its process dies between claiming and inserting its order.
    expect(await claimSeats(t.database.db, randomUUID(), [batch.id])).toEqual(new Set([batch.id]));
    const reconcile = () =>
      t.app.services.reconciler.runOnce({
        pendingAfterSeconds: 0,
        expireAfterSeconds: 3600,
        batchSize: 1000,
      });
    expect((await reconcile()).seatClaimsReturned).toBe(0);
    expect(await seatsTaken(batch.id)).toBe(1);
    await t.database.db.execute(
      sql`update seat_claims set created_at = now() - interval '11 minutes' where batch_id = ${batch.id}`,
    );
    expect((await reconcile()).seatClaimsReturned).toBe(1);
    expect(await seatsTaken(batch.id)).toBe(0);
  });

  it('a capture after the hold was released takes a free seat', async () => {
    const batch = await newBatch({});
    const learner = await signUpAndLogIn(t.app);
    const first = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    // The learner starts another checkout (the first order is superseded, its seat released) but
    // completes the payment in the first tab.
    await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
    expect(await seatsTaken(batch.id)).toBe(0);
    const res = await pay(learner, first.json().orderId);
    expect(res.json()).toMatchObject({ status: 'paid', courseIds: ['webmonk'], refund: null });
    expect(await seatsTaken(batch.id)).toBe(1);
  });

  it('a capture after the hold was released, into a batch that filled, is refunded', async () => {
    const batch = await newBatch({ capacity: 1 });
    const learner = await signUpAndLogIn(t.app);
    const first = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    await createOrder(t.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
    const other = await signUpAndLogIn(t.app);
    const took = await createOrder(t.app, other, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    expect(took.statusCode, took.body).toBe(200);

    const res = await pay(learner, first.json().orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', courseIds: [] });
    expect(res.json().message).toMatch(new RegExp(`^${PAYMENT_MESSAGES.batchFilled} Webmonk`));
    const [refund] = await queryRows<{ reason: string; amount_paise: number }>(
      t.database.db,
      sql`select reason, amount_paise from refunds where user_id = ${learner.id}`,
    );
    expect(refund).toEqual({ reason: 'batch_full', amount_paise: first.json().amount });
    expect(await seatsTaken(batch.id)).toBe(1);
  });

  it('two paid orders for one program: the second gives its seat back with its refund', async () => {
    const batch = await newBatch({});
    const learner = await signUpAndLogIn(t.app);
    const first = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }],
    });
    const second = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'webmonk', batchId: batch.id }, { id: 'iot' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await pay(learner, second.json().orderId)).statusCode).toBe(200);
    expect(await seatsTaken(batch.id)).toBe(1);
    // The superseded first order is paid too: its line retakes a seat, finds the program owned,
    // is refunded, and the seat goes back.
    const res = await pay(learner, first.json().orderId);
    expect(res.json().refund).not.toBeNull();
    expect(await seatsTaken(batch.id)).toBe(1);
    const lines = await linesOf(learner);
    expect(lines.filter((l) => l.batch_id === batch.id).map((l) => l.seat_status)).toEqual([
      'released',
      'confirmed',
    ]);
  });
});
