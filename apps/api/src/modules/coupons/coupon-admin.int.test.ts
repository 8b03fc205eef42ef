import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_ADMIN_MESSAGES as A, COUPON_MESSAGES as M, type Coupon } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';

let t: TestApp;
let accounts: Record<'USER' | 'SALES' | 'EVENTS' | 'ADMIN', SignedIn>;
let codeCounter = 0;
const code = (prefix = 'ADM') => `${prefix}${process.pid % 1000}A${++codeCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  accounts = {
    USER: await signInAs(t.app, t.database, 'USER'),
    SALES: await signInAs(t.app, t.database, 'SALES'),
    EVENTS: await signInAs(t.app, t.database, 'EVENTS'),
    ADMIN: await signInAs(t.app, t.database, 'ADMIN'),
  };
});
afterAll(() => t.close());

type Who = keyof typeof accounts | 'visitor';
const call = (who: Who, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1.5/coupons${url}`,
    headers: who === 'visitor' ? {} : bearer(accounts[who].accessToken),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newCoupon(extra: Record<string, unknown> = {}): Promise<Coupon> {
  const res = await call('EVENTS', 'POST', '', {
    couponCode: code(),
    type: 'percentage',
    percentage: 10,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('who may call what', () => {
  // Each call, the status a permitted caller gets, and whether it only reads (SALES may).
  const calls: Array<{
    name: string;
    ok: number;
    isRead?: boolean;
    send: (who: Who) => Promise<number>;
  }> = [
    {
      name: 'list',
      ok: 200,
      isRead: true,
      send: async (who) => (await call(who, 'GET', '')).statusCode,
    },
    {
      name: 'redemptions',
      ok: 200,
      isRead: true,
      send: async (who) =>
        (await call(who, 'GET', `/${(await newCoupon()).id}/redemptions`)).statusCode,
    },
    {
      name: 'add',
      ok: 201,
      send: async (who) =>
        (await call(who, 'POST', '', { couponCode: code(), percentage: 5 })).statusCode,
    },
    {
      name: 'bulk',
      ok: 201,
      send: async (who) =>
        (await call(who, 'POST', '/bulk', [{ couponCode: code(), percentage: 5 }])).statusCode,
    },
    {
      name: 'generate',
      ok: 201,
      send: async (who) =>
        (await call(who, 'POST', '/generate', { count: 2, rule: { percentage: 5 } })).statusCode,
    },
    {
      name: 'patch',
      ok: 200,
      send: async (who) =>
        (await call(who, 'PATCH', `/${(await newCoupon()).id}`, { maxUses: 9 })).statusCode,
    },
    {
      name: 'delete',
      ok: 200,
      send: async (who) => (await call(who, 'DELETE', `/${(await newCoupon()).id}`)).statusCode,
    },
  ];

  it.each(calls)(
    '$name: visitor 401, USER 403, SALES per read/write, EVENTS and ADMIN allowed',
    async (c) => {
      expect(await c.send('visitor')).toBe(401);
      expect(await c.send('USER')).toBe(403);
      expect(await c.send('SALES')).toBe(c.isRead ? 200 : 403);
      expect(await c.send('EVENTS')).toBe(c.ok);
      expect(await c.send('ADMIN')).toBe(c.ok);
    },
  );

  it('lists the spec fields (id, couponCode, percentage, type) to SALES too', async () => {
    const coupon = await newCoupon({ type: 'fixed', percentage: 99.5 });
    const list = (await call('SALES', 'GET', '')).json() as Coupon[];
    expect(list.find((c) => c.id === coupon.id)).toMatchObject({
      couponCode: coupon.couponCode,
      percentage: 99.5,
      type: 'fixed',
      usedCount: 0,
    });
  });
});

describe('POST /v1.5/coupons/bulk', () => {
  it('accepts a bare array and { coupons: [...] }', async () => {
    const bare = await call('EVENTS', 'POST', '/bulk', [
      { couponCode: code('bare'), type: 'fixed', percentage: 50 },
      { couponCode: code('bare'), type: 'free-shipping' },
    ]);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().map((c: Coupon) => c.type)).toEqual(['fixed', 'free-shipping']);
    const wrapped = await call('ADMIN', 'POST', '/bulk', {
      coupons: [{ couponCode: code('wrap'), type: 'bogo', percentage: 50 }],
    });
    expect(wrapped.statusCode, wrapped.body).toBe(201);
    expect(wrapped.json()).toHaveLength(1);
  });

  it('refuses the whole batch with one error per bad row, naming the field', async () => {
    const good = code('row');
    const repeated = code('row');
    const res = await call('EVENTS', 'POST', '/bulk', [
      { couponCode: good, percentage: 10 },
      { couponCode: repeated, percentage: 10 },
      { couponCode: repeated.toLowerCase(), percentage: 10 },
      { couponCode: code('row'), type: 'fixed', percentage: 5000 },
      { couponCode: code('row'), percentage: 10, courseIds: ['iot', 'no-such-course'] },
      'not an object',
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('4 of 6 coupons are invalid; none were added.');
    expect(res.json().errors).toEqual([
      { index: 2, field: 'couponCode', message: `${M.codeTaken} (same as row 2)` },
      { index: 3, field: 'percentage', message: M.fixedTooHigh },
      { index: 4, field: 'courseIds', message: 'No such course: no-such-course' },
      { index: 5, message: expect.any(String) },
    ]);
    const codes = ((await call('ADMIN', 'GET', '')).json() as Coupon[]).map((c) => c.couponCode);
    expect(codes).not.toContain(good);
  });

  it('refuses an empty batch and a body of the wrong shape', async () => {
    expect((await call('EVENTS', 'POST', '/bulk', [])).statusCode).toBe(400);
    expect((await call('EVENTS', 'POST', '/bulk', { rows: [{}] })).statusCode).toBe(400);
  });
});

describe('PATCH /v1.5/coupons/:id', () => {
  it('changes the limits, keeps what is absent and clears what is null', async () => {
    const coupon = await newCoupon({ maxUses: 5, minOrderValue: 1000, courseIds: ['iot'] });
    const res = await call('EVENTS', 'PATCH', `/${coupon.id}`, {
      validFrom: '2030-01-01T00:00:00+05:30',
      validTo: '2030-02-01T00:00:00Z',
      perUserLimit: 1,
      minOrderValue: null,
      courseIds: ['IOT', 'webmonk'],
      isActive: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: coupon.id,
      couponCode: coupon.couponCode,
      percentage: 10,
      validFrom: '2029-12-31T18:30:00.000Z',
      validTo: '2030-02-01T00:00:00.000Z',
      maxUses: 5,
      perUserLimit: 1,
      minOrderValue: null,
      courseIds: ['iot', 'webmonk'],
      isActive: false,
    });
    const listed = ((await call('SALES', 'GET', '')).json() as Coupon[]).find(
      (c) => c.id === coupon.id,
    );
    expect(listed).toEqual(res.json());
  });

  it('takes effect at once for validation (the lookup cache is cleared)', async () => {
    const coupon = await newCoupon();
    const validate = () =>
      t.app.inject({ url: `/api/v1.5/coupons/validate?couponCode=${coupon.couponCode}` });
    expect((await validate()).json().validated).toBe(true);
    await call('ADMIN', 'PATCH', `/${coupon.id}`, { isActive: false });
    expect((await validate()).json()).toMatchObject({ validated: false, message: M.inactive });
  });

  it('refuses a limit below the uses already made (409)', async () => {
    const coupon = await newCoupon({ maxUses: 10 });
    await t.database.db.execute(sql`update coupons set used_count = 3 where id = ${coupon.id}`);
    const below = await call('EVENTS', 'PATCH', `/${coupon.id}`, { maxUses: 2 });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(A.limitBelowUses);
    const equal = await call('EVENTS', 'PATCH', `/${coupon.id}`, { maxUses: 3 });
    expect(equal.statusCode).toBe(200);
    expect(equal.json()).toMatchObject({ maxUses: 3, usedCount: 3 });
  });

  it('checks the window against the values it would leave (400)', async () => {
    const coupon = await newCoupon({ validTo: '2031-01-01T00:00:00Z' });
    const res = await call('EVENTS', 'PATCH', `/${coupon.id}`, {
      validFrom: '2031-06-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.windowOrder);
    const both = await call('EVENTS', 'PATCH', `/${coupon.id}`, {
      validFrom: '2031-06-01T00:00:00Z',
      validTo: null,
    });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ validTo: null, validFrom: '2031-06-01T00:00:00.000Z' });
  });

  it('refuses unknown fields, an empty patch, unknown courses and an unknown coupon', async () => {
    const coupon = await newCoupon();
    const renamed = await call('EVENTS', 'PATCH', `/${coupon.id}`, { couponCode: 'RENAMED' });
    expect(renamed.statusCode).toBe(400);
    expect((await call('EVENTS', 'PATCH', `/${coupon.id}`, {})).statusCode).toBe(400);
    const course = await call('EVENTS', 'PATCH', `/${coupon.id}`, { courseIds: ['nope'] });
    expect(course.statusCode).toBe(400);
    expect(course.json().message).toBe('No such course: nope');
    const missing = await call('EVENTS', 'PATCH', `/${randomUUID()}`, { maxUses: 1 });
    expect(missing.statusCode).toBe(404);
    const after = ((await call('EVENTS', 'GET', '')).json() as Coupon[]).find(
      (c) => c.id === coupon.id,
    );
    expect(after).toEqual(coupon);
  });
});
