import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M, cartQuoteSchema } from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';

let t: TestApp;
let staff: SignedIn;
let n = 0;
const code = (p: string) => `${p}${process.pid % 1000}Q${++n}`;

beforeAll(async () => {
  t = await createTestApp({ COUPON_ATTEMPTS_PER_MINUTE: '1000' });
  staff = await signInAs(t.app, t.database, 'EVENTS');
});
afterAll(() => t.close());

const addCoupon = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/coupons',
    headers: bearer(staff.accessToken),
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const quote = async (
  courseIds: string[],
  couponCode?: string,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/cart/quote',
    headers,
    payload: { courseIds, couponCode },
  });
  expect(res.statusCode).toBe(200);
  return cartQuoteSchema.parse(res.json());
};

describe('POST /api/v1.5/cart/quote', () => {
  it('prices from the catalogue: Webmonk at its sale price, the rest at list', async () => {
    const q = await quote(['webmonk', 'IOT', 'webmonk']);
    expect(q.lines.map((l) => [l.id, l.price, l.discountedPrice, l.finalPrice])).toEqual([
      ['webmonk', 4999, 3499, 3499],
      ['iot', 4999, 4999, 4999],
    ]);
    expect(q).toMatchObject({
      totalPrice: 9998,
      totalDiscountedPrice: 8498,
      discount: 1500,
      coupon: null,
      droppedIds: [],
    });
  });

  it('drops unknown programs with a message', async () => {
    const q = await quote(['iot', 'cobol-101']);
    expect(q.lines.map((l) => l.id)).toEqual(['iot']);
    expect(q.droppedIds).toEqual(['cobol-101']);
    expect(q.message).toMatch(/cobol-101/);
  });

  it('answers the empty bag', async () => {
    expect(await quote([])).toMatchObject({
      lines: [],
      totalPrice: 0,
      totalDiscountedPrice: 0,
      message: 'Your bag is empty',
    });
  });

  it('percentage: floored to whole rupees, lines add up to the total', async () => {
    const c = code('PCT');
    await addCoupon({ couponCode: c, type: 'percentage', percentage: 15 });
    const q = await quote(['webmonk', 'iot'], c.toLowerCase());
    expect(q.totalDiscountedPrice).toBe(7223); // 8498 * 0.85 = 7223.30
    expect(q.discount).toBe(9998 - 7223);
    expect(q.coupon).toMatchObject({
      couponCode: c,
      validated: true,
      type: 'percentage',
      percentage: 15,
      discount: 8498 - 7223,
      message: M.applied,
    });
    expect(q.lines.reduce((s, l) => s + l.finalPrice, 0)).toBe(7223);
  });

  it('fixed: rupees off', async () => {
    const c = code('FIX');
    await addCoupon({ couponCode: c, type: 'fixed', percentage: 999.5 });
    expect((await quote(['iot'], c)).totalDiscountedPrice).toBe(3999); // 3999.50 floored
  });

  it('bogo: needs two programs; then the cheaper is free at 100', async () => {
    const c = code('BOGO');
    await addCoupon({ couponCode: c, type: 'bogo', percentage: 100 });
    const one = await quote(['iot'], c);
    expect(one.coupon).toMatchObject({ validated: false, message: M.needsTwo });
    expect(one.totalDiscountedPrice).toBe(4999);
    const two = await quote(['webmonk', 'iot'], c);
    expect(two.totalDiscountedPrice).toBe(4999);
    expect(two.lines.find((l) => l.id === 'webmonk')?.finalPrice).toBe(0);
  });

  it('free shipping: valid, with nothing to take off, and it says so', async () => {
    const c = code('SHIP');
    await addCoupon({ couponCode: c, type: 'free-shipping', percentage: 0 });
    const q = await quote(['iot'], c);
    expect(q.coupon).toMatchObject({ validated: true, discount: 0, message: M.freeShipping });
    expect(q.totalDiscountedPrice).toBe(4999);
  });

  it('seasonal outside its window and an unknown code leave the price alone', async () => {
    const c = code('SEA');
    await addCoupon({
      couponCode: c,
      type: 'seasonal',
      percentage: 30,
      validFrom: '2022-01-01T00:00:00Z',
      validTo: '2022-02-01T00:00:00Z',
    });
    expect(await quote(['iot'], c)).toMatchObject({
      totalDiscountedPrice: 4999,
      coupon: { validated: false, message: M.outOfSeason },
    });
    expect(await quote(['iot'], 'NOPE-NOPE')).toMatchObject({
      totalDiscountedPrice: 4999,
      coupon: { validated: false, message: M.invalid },
    });
  });

  it('applies a per-user limit when the caller is signed in', async () => {
    const c = code('ONEPP');
    const coupon = await addCoupon({
      couponCode: c,
      type: 'percentage',
      percentage: 10,
      perUserLimit: 1,
    });
    const me = await signUpAndLogIn(t.app);
    expect((await quote(['iot'], c, bearer(me.accessToken))).coupon?.validated).toBe(true);
    await t.database.db.execute(
      sql`insert into coupon_redemptions (coupon_id, user_id, order_id, status) values (${coupon.id}, ${me.id}, gen_random_uuid(), 'confirmed')`,
    );
    expect((await quote(['iot'], c, bearer(me.accessToken))).coupon).toMatchObject({
      validated: false,
      message: M.perUserUsedUp,
    });
    // Someone else may still use it.
    const other = await signUpAndLogIn(t.app);
    expect((await quote(['iot'], c, bearer(other.accessToken))).coupon?.validated).toBe(true);
  });

  it('refuses more than 20 programs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/quote',
      payload: { courseIds: Array.from({ length: 21 }, (_, i) => `c${i}`) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the server cart', () => {
  it('adds and removes by the owner e-mail or id, and stores what the sales console lists', async () => {
    const me = await signUpAndLogIn(t.app);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: bearer(me.accessToken),
      payload: { userId: me.email, courseId: 'webmonk' },
    });
    expect(add.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: bearer(me.accessToken),
      payload: { userId: me.id, courseId: 'iot' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: bearer(me.accessToken),
      payload: { userId: me.id, courseId: 'iot' },
    });
    const view = await t.app.inject({ url: '/api/v1.5/cart', headers: bearer(me.accessToken) });
    expect(view.json()).toMatchObject({
      userId: me.email,
      courses: [
        { _id: 'webmonk', name: 'Webmonk', price: 4999 },
        { _id: 'iot', name: 'IOT', price: 4999 },
      ],
      paidFor: false,
      totalPrice: 9998,
      totalDiscountedPrice: 8498,
    });
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/delete',
      headers: bearer(me.accessToken),
      payload: { userId: me.email, courseId: 'webmonk' },
    });
    expect(del.json().courses).toEqual([{ _id: 'iot', name: 'IOT', price: 4999 }]);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cart_items where user_id = ${me.id}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses to touch someone else's cart (403) and unknown programs (404)", async () => {
    const me = await signUpAndLogIn(t.app);
    const other = await signUpAndLogIn(t.app);
    for (const url of ['/api/v1.5/cart/add', '/api/v1.5/cart/delete']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(me.accessToken),
        payload: { userId: other.email, courseId: 'iot' },
      });
      expect(res.statusCode).toBe(403);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: bearer(me.accessToken),
      payload: { userId: me.email, courseId: 'cobol-101' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1.5/cart/add',
          payload: { userId: me.email, courseId: 'iot' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("merges the browser's cart on log-in", async () => {
    const me = await signUpAndLogIn(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: bearer(me.accessToken),
      payload: { userId: me.email, courseId: 'iot' },
    });
    const merged = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/merge',
      headers: bearer(me.accessToken),
      payload: { courseIds: ['code-slayer', 'iot', 'nope'] },
    });
    expect(merged.statusCode).toBe(200);
    expect(
      merged
        .json()
        .courses.map((c: { _id: string }) => c._id)
        .sort(),
    ).toEqual(['code-slayer', 'iot']);
  });
});
