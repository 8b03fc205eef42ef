import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M, type Coupon, type CouponRedemption } from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { createOrder, listenOnLoopback } from '../../../test/payments';
import { auditLog } from '../audit/audit.table';

let t: TestApp;
let events: SignedIn;
let admin: SignedIn;
let sales: SignedIn;
let codeCounter = 0;
const code = (prefix = 'AUD') => `${prefix}${process.pid % 1000}U${++codeCounter}`;
// Letters and digits but 0, O, 1 and I.
const RANDOM_PART = '[A-HJ-NP-Z2-9]';

beforeAll(async () => {
  t = await createTestApp({ COUPON_ATTEMPTS_PER_MINUTE: '1000' });
  await listenOnLoopback(t.app);
  [events, admin, sales] = [
    await signInAs(t.app, t.database, 'EVENTS'),
    await signInAs(t.app, t.database, 'ADMIN'),
    await signInAs(t.app, t.database, 'SALES'),
  ];
});
afterAll(() => t.close());

const call = (who: SignedIn, method: string, url: string, payload?: unknown, requestId?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1.5/coupons${url}`,
    headers: {
      ...bearer(who.accessToken),
      ...(requestId ? { 'x-request-id': requestId } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const auditOf = (entityIds: string[]) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(inArray(auditLog.entityId, entityIds))
    .orderBy(asc(auditLog.id));

const couponCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from coupons`))[0]!
    .n;

describe('POST /v1.5/coupons/generate', () => {
  it('makes N distinct PREFIX-XXXXXXXX codes with one rule, each audited', async () => {
    const res = await call(events, 'POST', '/generate', {
      count: 25,
      prefix: 'spring',
      rule: { type: 'fixed', percentage: 99.99, maxUses: 1, courseIds: ['iot'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Coupon[];
    expect(made).toHaveLength(25);
    expect(new Set(made.map((c) => c.couponCode)).size).toBe(25);
    for (const coupon of made) {
      expect(coupon.couponCode).toMatch(new RegExp(`^SPRING-${RANDOM_PART}{8}$`));
      expect(coupon).toMatchObject({
        type: 'fixed',
        percentage: 99.99,
        maxUses: 1,
        courseIds: ['iot'],
      });
    }
    const audit = await auditOf(made.map((c) => c.id));
    expect(audit).toHaveLength(25);
    expect(audit.every((a) => a.action === 'coupon.create' && a.actorEmail === events.email)).toBe(
      true,
    );
    expect(audit.map((a) => (a.after as Coupon).couponCode).sort()).toEqual(
      made.map((c) => c.couponCode).sort(),
    );
  });

  it('makes codes without a prefix, of the length asked', async () => {
    const res = await call(admin, 'POST', '/generate', {
      count: 3,
      length: 12,
      rule: { type: 'free-shipping' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const coupon of res.json() as Coupon[])
      expect(coupon.couponCode).toMatch(new RegExp(`^${RANDOM_PART}{12}$`));
  });

  it('refuses a bad rule once per problem, as bulk does, and adds nothing', async () => {
    const before = await couponCount();
    const res = await call(events, 'POST', '/generate', {
      count: 4,
      rule: { type: 'percentage', percentage: 150 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { index: 0, field: 'rule.percentage', message: M.percentageTooHigh },
    ]);
    const course = await call(events, 'POST', '/generate', {
      count: 2,
      rule: { percentage: 5, courseIds: ['nope'] },
    });
    expect(course.json().errors).toEqual([
      { index: 0, field: 'rule.courseIds', message: 'No such course: nope' },
    ]);
    const after = await couponCount();
    expect(after).toBe(before);
    const tooMany = await call(events, 'POST', '/generate', { count: 501, rule: {} });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /v1.5/coupons/:id/redemptions', () => {
  it('lists the orders that used a coupon, newest first, with who and how much', async () => {
    const created = await call(events, 'POST', '', { couponCode: code(), percentage: 10 });
    const coupon = created.json() as Coupon;
    const empty = await call(sales, 'GET', `/${coupon.id}/redemptions`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const learners = [
      await signUpAndLogIn(t.app, 'First Buyer'),
      await signUpAndLogIn(t.app, 'Second Buyer'),
    ];
    const orderIds: string[] = [];
    for (const [i, learner] of learners.entries()) {
      const selectedCourses = i === 0 ? [{ id: 'iot' }] : [{ id: 'iot' }, { id: 'webmonk' }];
      const res = await createOrder(t.app, learner, 0, {
        selectedCourses,
        couponCode: coupon.couponCode.toLowerCase(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from orders where provider_order_id = ${res.json().orderId}`,
      );
      orderIds.push(row!.id);
    }

    const res = await call(sales, 'GET', `/${coupon.id}/redemptions`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as CouponRedemption[];
    expect(list).toEqual([
      {
        orderId: orderIds[1],
        userId: learners[1]!.id,
        name: 'Second Buyer',
        email: learners[1]!.email,
        status: 'reserved',
        amount: Math.floor((4999 + 3499) * 0.9),
        listTotal: 4999 + 4999,
        createdAt: expect.any(String),
      },
      {
        orderId: orderIds[0],
        userId: learners[0]!.id,
        name: 'First Buyer',
        email: learners[0]!.email,
        status: 'reserved',
        amount: Math.floor(4999 * 0.9),
        listTotal: 4999,
        createdAt: expect.any(String),
      },
    ]);
    const listed = ((await call(sales, 'GET', '')).json() as Coupon[]).find(
      (c) => c.id === coupon.id,
    );
    expect(listed?.usedCount).toBe(2);
  });

  it('pages with limit and the X-Next-Cursor cursor, through every use exactly once', async () => {
    const created = await call(events, 'POST', '', { couponCode: code(), percentage: 5 });
    const coupon = created.json() as Coupon;
    const buyers = [];
    for (let i = 0; i < 5; i += 1) {
      const learner = await signUpAndLogIn(t.app, `Buyer ${i}`);
      const res = await createOrder(t.app, learner, 0, {
        selectedCourses: [{ id: 'iot' }],
        couponCode: coupon.couponCode,
      });
      expect(res.statusCode, res.body).toBe(200);
      buyers.push(learner.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(
        sales,
        'GET',
        `/${coupon.id}/redemptions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as CouponRedemption[]).map((r) => r.userId));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...buyers].reverse());
    const bad = await call(sales, 'GET', `/${coupon.id}/redemptions?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown coupon', async () => {
    const res = await call(sales, 'GET', `/${randomUUID()}/redemptions`);
    expect(res.statusCode).toBe(404);
  });
});

describe('the audit log of coupon writes', () => {
  it('records create, update and delete with who, before, after and the request id', async () => {
    const created = await call(
      events,
      'POST',
      '',
      { couponCode: code(), type: 'percentage', percentage: 15, maxUses: 10 },
      'coupon-create-0001',
    );
    expect(created.statusCode).toBe(201);
    const coupon = created.json() as Coupon;
    const patched = await call(
      admin,
      'PATCH',
      `/${coupon.id}`,
      { maxUses: 20 },
      'coupon-patch-0002',
    );
    expect(patched.statusCode).toBe(200);
    // A refused change leaves no trace.
    await t.database.db.execute(sql`update coupons set used_count = 5 where id = ${coupon.id}`);
    expect((await call(admin, 'PATCH', `/${coupon.id}`, { maxUses: 4 })).statusCode).toBe(409);
    const deleted = await call(events, 'DELETE', `/${coupon.id}`, undefined, 'coupon-delete-0003');
    expect(deleted.statusCode).toBe(200);

    const audit = await auditOf([coupon.id]);
    expect(audit.map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.delete']);
    const [create, update, remove] = audit;
    expect(create).toMatchObject({
      actorId: events.id,
      actorEmail: events.email,
      actorRole: 'EVENTS',
      entityType: 'coupon',
      entityId: coupon.id,
      requestId: 'coupon-create-0001',
      before: null,
      after: coupon,
    });
    expect(update).toMatchObject({
      actorId: admin.id,
      actorRole: 'ADMIN',
      requestId: 'coupon-patch-0002',
      before: { ...coupon, maxUses: 10 },
      after: { ...coupon, maxUses: 20 },
    });
    expect(remove).toMatchObject({
      actorId: events.id,
      requestId: 'coupon-delete-0003',
      before: { ...coupon, maxUses: 20, usedCount: 5 },
      after: null,
    });
  });

  it('records one entry per coupon of a bulk add, and none for a refused batch', async () => {
    const codes = [code('BLK'), code('BLK')];
    const refused = await call(events, 'POST', '/bulk', [
      { couponCode: codes[0], percentage: 5 },
      { couponCode: 'X', percentage: 5 },
    ]);
    expect(refused.statusCode).toBe(400);
    const none = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'coupon.create'));
    expect(none.some((a) => (a.after as Coupon).couponCode === codes[0])).toBe(false);

    const res = await call(events, 'POST', '/bulk', {
      coupons: codes.map((couponCode) => ({ couponCode, percentage: 5 })),
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as Coupon[];
    const audit = await auditOf(made.map((c) => c.id));
    expect(audit.map((a) => [a.action, (a.after as Coupon).couponCode])).toEqual(
      codes.map((c) => ['coupon.create', c]),
    );
  });
});
