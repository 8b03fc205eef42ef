import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  salesCartListSchema,
  salesPaymentListSchema,
  salesUserListSchema,
  type SalesPayment,
} from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { seedBulkSales } from '../../cli/bulk-seed';

let t: TestApp;
const as: Record<'USER' | 'SALES' | 'EVENTS' | 'ADMIN', SignedIn> = {} as never;
let run: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['USER', 'SALES', 'EVENTS', 'ADMIN'] as const)
    as[role] = await signInAs(t.app, t.database, role);
  ({ run } = await seedBulkSales(t.database.db, 300, { learners: 40 }));
});
afterAll(() => t.close());

const get = (url: string, token = as.SALES.accessToken) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

const LISTS = [
  '/v1.5/users/getAllUserDetails',
  '/v1.5/cart/get-all',
  '/v1.5/payment/get-all-payment',
  '/v1.5/payment/user/orders-by-number/7000000001',
  '/v1.5/payment/user/orders-by-id/someone@kaksha.in',
  '/v1.5/users/export.csv',
  '/v1.5/cart/export.csv',
  '/v1.5/payment/export.csv',
];

describe('who may read sales data', () => {
  it.each(LISTS)('%s: SALES and ADMIN 200, USER and EVENTS 403, anonymous 401', async (url) => {
    expect((await get(url, as.SALES.accessToken)).statusCode).toBe(200);
    expect((await get(url, as.ADMIN.accessToken)).statusCode).toBe(200);
    expect((await get(url, as.USER.accessToken)).statusCode).toBe(403);
    expect((await get(url, as.EVENTS.accessToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api${url}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('payments', () => {
  it('answers the spec shape, newest first, 100 by default with a next cursor', async () => {
    const res = await get('/v1.5/payment/get-all-payment');
    const body = salesPaymentListSchema.parse(res.json());
    expect(body.paymentResponseTypeList).toHaveLength(100);
    expect(res.headers['x-next-cursor']).toBe(body.nextCursor);
    const times = body.paymentResponseTypeList.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const paid = body.paymentResponseTypeList.find((p) => p.status === 'paid')!;
    expect(paid.amountPaid).toBe(paid.amount);
    expect(paid.courses).toHaveLength(1);
    expect(paid.providerPaymentId).toMatch(/^pay_bulk_/);
    const failed = body.paymentResponseTypeList.find((p) => p.status === 'failed')!;
    expect(failed.amountPaid).toBe(0);
  });

  it('pages with the cursor through every order exactly once, even with orders added meanwhile', async () => {
    const seen: SalesPayment[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(
        `/v1.5/payment/get-all-payment?limit=37${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const body = salesPaymentListSchema.parse(res.json());
      seen.push(...body.paymentResponseTypeList);
      cursor = body.nextCursor;
      pages += 1;
      // New orders arrive while staff page through (newer than the first page: not in this walk).
      if (pages === 2) await seedBulkSales(t.database.db, 10, { learners: 2 });
    } while (cursor);
    const ours = seen.filter((p) => p.providerOrderId?.startsWith(`order_bulk_${run}_`));
    expect(ours).toHaveLength(300);
    expect(new Set(seen.map((p) => p.orderId)).size).toBe(seen.length);
    expect(pages).toBeGreaterThan(8);
  });

  it('oldest first walks the same orders in reverse', async () => {
    const newest = salesPaymentListSchema.parse(
      (await get('/v1.5/payment/get-all-payment?limit=1000')).json(),
    ).paymentResponseTypeList;
    const oldest = salesPaymentListSchema.parse(
      (await get('/v1.5/payment/get-all-payment?limit=1000&sort=oldest')).json(),
    ).paymentResponseTypeList;
    expect(oldest.map((p) => p.orderId)).toEqual(newest.map((p) => p.orderId).reverse());
  });

  it('filters by e-mail, mobile, status and dates; the by-id and by-number calls agree', async () => {
    const email = `bulk.${run}.3@seed.kaksha.in`;
    const byPath = salesPaymentListSchema.parse(
      (
        await get(`/v1.5/payment/user/orders-by-id/${encodeURIComponent(email.toUpperCase())}`)
      ).json(),
    );
    const byQuery = salesPaymentListSchema.parse(
      (await get(`/v1.5/payment/get-all-payment?email=${encodeURIComponent(email)}`)).json(),
    );
    expect(byPath.paymentResponseTypeList.length).toBeGreaterThan(0);
    expect(byPath.paymentResponseTypeList.every((p) => p.email === email)).toBe(true);
    expect(byQuery.paymentResponseTypeList).toEqual(byPath.paymentResponseTypeList);

    const mobile = salesPaymentListSchema.parse(
      (await get('/v1.5/payment/user/orders-by-number/+91%207000000003')).json(),
    );
    expect(mobile.paymentResponseTypeList.map((p) => p.orderId).sort()).toEqual(
      byPath.paymentResponseTypeList.map((p) => p.orderId).sort(),
    );

    const failed = salesPaymentListSchema.parse(
      (await get('/v1.5/payment/get-all-payment?status=failed&limit=1000')).json(),
    ).paymentResponseTypeList;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((p) => p.status === 'failed')).toBe(true);
    expect(failed.some((p) => p.failureReason === 'Payment declined by the bank')).toBe(true);

    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const todays = salesPaymentListSchema.parse(
      (await get(`/v1.5/payment/get-all-payment?from=${today}&to=${today}&limit=1000`)).json(),
    ).paymentResponseTypeList;
    const startOfToday = Date.parse(`${today}T00:00:00+05:30`);
    expect(todays.every((p) => Date.parse(p.createdAt) >= startOfToday)).toBe(true);
  });

  it('shows refunds with their reason', async () => {
    const { run: refundRun } = await seedBulkSales(t.database.db, 1000, { learners: 5 });
    // Order 1000 (paid, refunded) belongs to learner ((1000 - 1) % 5) + 1 = 5.
    const email = `bulk.${refundRun}.5@seed.kaksha.in`;
    const list = salesPaymentListSchema.parse(
      (await get(`/v1.5/payment/get-all-payment?email=${email}&limit=1000`)).json(),
    ).paymentResponseTypeList;
    const refunded = list.filter((p) => p.refundedAmount > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      refundStatus: 'processed',
      refundReason: 'Already enrolled: duplicate capture',
      refundedAmount: refunded[0]!.amount / 2,
    });
  });

  it.each([
    ['cursor=not-a-cursor', 'no longer valid'],
    [
      `cursor=${Buffer.from('2026-01-01T00:00:00.000000Z|nope').toString('base64url')}`,
      'no longer valid',
    ],
    ['limit=1001', ''],
    ['limit=0', ''],
    ['status=paidish', ''],
    ['from=2026-13-45', 'date'],
    ['from=2026-11-23&to=2026-11-01', 'start date'],
    ['email=not-an-email', 'e-mail'],
    ['mobile=12', 'mobile'],
  ])('refuses %s with a 400 and a message', async (query, words) => {
    const res = await get(`/v1.5/payment/get-all-payment?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(words);
  });

  it('treats empty filter fields as absent', async () => {
    const res = await get('/v1.5/payment/get-all-payment?email=&mobile=&status=&from=&to=&limit=5');
    expect(res.statusCode).toBe(200);
    expect(salesPaymentListSchema.parse(res.json()).paymentResponseTypeList).toHaveLength(5);
  });
});

describe('users and carts', () => {
  it('lists learners with their programs, filtered by e-mail and role', async () => {
    const all = salesUserListSchema.parse(
      (await get('/v1.5/users/getAllUserDetails?limit=1000')).json(),
    );
    expect(all.length).toBeGreaterThanOrEqual(44);
    const one = salesUserListSchema.parse(
      (await get(`/v1.5/users/getAllUserDetails?email=bulk.${run}.3@seed.kaksha.in`)).json(),
    );
    expect(one).toHaveLength(1);
    expect(one[0]!.programs).toBeGreaterThan(0);
    const staff = salesUserListSchema.parse(
      (await get('/v1.5/users/getAllUserDetails?role=SALES')).json(),
    );
    expect(staff.map((u) => u.email)).toContain(as.SALES.email);
  });

  it('lists carts with courses and totals; active = holding a program not paid for', async () => {
    const learner = as.USER;
    for (const courseId of ['webmonk', 'iot'])
      await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/add',
        headers: bearer(learner.accessToken),
        payload: { userId: learner.email, courseId },
      });
    const active = salesCartListSchema.parse(
      (await get('/v1.5/cart/get-all?status=active')).json(),
    );
    const cart = active.find((c) => c.userId === learner.id);
    expect(cart?.courses.map((c) => c._id).sort()).toEqual(['iot', 'webmonk']);
    expect(cart!.totalPrice).toBe(cart!.courses.reduce((s, c) => s + c.price, 0));
    expect(cart!.totalDiscountedPrice).toBeLessThanOrEqual(cart!.totalPrice);
    expect(cart!.email).toBe(learner.email);

    await t.database.db.execute(sql`
      insert into enrolments (user_id, course_id, order_id)
      select ${learner.id}::uuid, c.id, (select id from orders limit 1) from courses c
      where c.id in ('webmonk', 'iot')`);
    const after = salesCartListSchema.parse((await get('/v1.5/cart/get-all?status=active')).json());
    expect(after.find((c) => c.userId === learner.id)).toBeUndefined();
    const all = salesCartListSchema.parse((await get('/v1.5/cart/get-all')).json());
    expect(all.find((c) => c.userId === learner.id)?.courses.every((c) => c.paid)).toBe(true);
  });
});
