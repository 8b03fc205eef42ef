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
 * A learner who bought the batch's program through the real checkout (the app listening on
 * loopback for its sandbox), then placed in the batch with its seat counted. Returns the learner
 * and what they paid, in paise.
 */
export async function buyAndPlace(
  t: TestApp,
  batch: Pick<BatchDetail, 'id' | 'courseId'>,
  name: string,
): Promise<SignedIn & { paidPaise: number }> {
  const learner = await signUpAndLogIn(t.app, name);
  const order = await createOrder(t.app, learner, 0, { selectedCourses: [{ id: batch.courseId }] });
  expect(order.statusCode, order.body).toBe(200);
  const paid = await payInSandbox(t.app, learner, order.json().orderId);
  const confirmed = await confirm(t.app, learner, {
    orderId: order.json().orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await t.database.db.execute(sql`with placed as (
      update enrolments set batch_id = ${batch.id}
      where user_id = ${learner.id} and course_id = ${batch.courseId} returning batch_id)
    update batches set seats_taken = seats_taken + 1 where id in (select batch_id from placed)`);
  return { ...learner, paidPaise: order.json().amount as number };
}
