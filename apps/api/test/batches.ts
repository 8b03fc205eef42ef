import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { batchDetailSchema, type BatchDetail } from '@kaksha/shared';
import type { TestApp } from './harness';
import { bearer, signUpAndLogIn, type SignedIn } from './accounts';
import { confirm, createOrder, payInSandbox } from './payments';

/** A batch made through the staff API by `admin`. */
export async function createBatch(
  t: TestApp,
  admin: SignedIn,
  fields: Record<string, unknown>,
): Promise<BatchDetail> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/batches',
    headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
    payload: JSON.stringify({ status: 'open', ...fields }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return batchDetailSchema.parse(res.json());
}

/**
 * A learner who bought a seat in the batch through the real checkout (the app listening on
 * loopback for its sandbox): the order holds the seat, the payment confirms it. A batch that no
 * longer takes enrolments (one that has begun) cannot be bought: the learner buys the program's
 * open batch and is then placed in this one, the seat moving with them, as a staff move would.
 * Returns the learner and what they paid, in paise.
 */
export async function buyAndPlace(
  t: TestApp,
  batch: Pick<BatchDetail, 'id' | 'courseId' | 'status' | 'enrolmentClosesAt'>,
  name: string,
): Promise<SignedIn & { paidPaise: number }> {
  const enrollable = batch.status === 'open' && Date.parse(batch.enrolmentClosesAt) > Date.now();
  const learner = await signUpAndLogIn(t.app, name);
  const order = await createOrder(t.app, learner, 0, {
    selectedCourses: [{ id: batch.courseId, ...(enrollable ? { batchId: batch.id } : {}) }],
  });
  expect(order.statusCode, order.body).toBe(200);
  const paid = await payInSandbox(t.app, learner, order.json().orderId);
  const confirmed = await confirm(t.app, learner, {
    orderId: order.json().orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  if (!enrollable)
    await t.database.db.execute(sql`with moved as (
        select id as enrolment_id, batch_id as from_id from enrolments
        where user_id = ${learner.id} and course_id = ${batch.courseId}
      ), placed as (
        update enrolments set batch_id = ${batch.id} where id in (select enrolment_id from moved)
      )
      update batches set seats_taken = seats_taken + case when id = ${batch.id} then 1 else -1 end
      where id = ${batch.id} or id in (select from_id from moved)`);
  return { ...learner, paidPaise: order.json().amount as number };
}
