import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES as M } from '@kaksha/shared';
import { LIMIT_STORES, limitStoreConfig } from '../../../test/limit-stores';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';

let t: TestApp;
let events: SignedIn;
let admin: SignedIn;
let sales: SignedIn;
let learner: SignedIn;
let codeCounter = 0;
const code = (prefix = 'TEST') => `${prefix}${process.pid % 1000}X${++codeCounter}`;

beforeAll(async () => {
  t = await createTestApp({ COUPON_ATTEMPTS_PER_MINUTE: '1000' });
  [events, admin, sales, learner] = [
    await signInAs(t.app, t.database, 'EVENTS'),
    await signInAs(t.app, t.database, 'ADMIN'),
    await signInAs(t.app, t.database, 'SALES'),
    await signInAs(t.app, t.database, 'USER'),
  ];
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, who: SignedIn = events) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/coupons',
    headers: bearer(who.accessToken),
    payload: body,
  });
const validate = (couponCode: string, courseIds?: string[], ip = '127.0.0.1') =>
  t.app.inject({
    url: `/api/v1.5/coupons/validate?couponCode=${encodeURIComponent(couponCode)}${courseIds ? `&courseIds=${courseIds.join(',')}` : ''}`,
    remoteAddress: ip,
  });

describe('coupon administration (EVENTS and ADMIN)', () => {
  it('creates a coupon with the code upper-cased', async () => {
    const c = code('diwali').toLowerCase();
    const res = await create({ couponCode: c, type: 'percentage', percentage: 25 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      couponCode: c.toUpperCase(),
      percentage: 25,
      type: 'percentage',
      usedCount: 0,
    });
    const list = await t.app.inject({
      url: '/api/v1.5/coupons',
      headers: bearer(admin.accessToken),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { couponCode: string }) => x.couponCode)).toContain(c.toUpperCase());
  });

  it.each([
    [{ couponCode: '', type: 'percentage', percentage: 10 }, M.codeRequired],
    [{ couponCode: 'AB', type: 'percentage', percentage: 10 }, M.codeShort],
    [{ couponCode: 'ZERO1', type: 'percentage', percentage: 0 }, M.discountPositive],
    [{ couponCode: 'TOOBIG1', type: 'percentage', percentage: 150 }, M.percentageTooHigh],
    [{ couponCode: 'TOOBIG2', type: 'fixed', percentage: 1500 }, M.fixedTooHigh],
    [{ couponCode: 'NEG1', type: 'bogo', percentage: -1 }, M.discountPositive],
  ])('refuses %j with the spec message', async (body, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a duplicate code case-insensitively (409), and the database enforces it too', async () => {
    const c = code('dup');
    expect((await create({ couponCode: c, type: 'fixed', percentage: 100 })).statusCode).toBe(201);
    const again = await create({ couponCode: c.toLowerCase(), type: 'percentage', percentage: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.codeTaken);
    await expect(
      t.database.db.execute(
        sql`insert into coupons (code, type, value_hundredths) values (${c.toLowerCase()}, 'percentage', 100)`,
      ),
    ).rejects.toThrow();
  });

  it('stores free shipping with a value of 0 whatever is sent', async () => {
    const res = await create({ couponCode: code('ship'), type: 'free-shipping', percentage: 40 });
    expect(res.statusCode).toBe(201);
    expect(res.json().percentage).toBe(0);
  });

  it('keeps use limits within what the database stores (400, not 500)', async () => {
    for (const field of ['maxUses', 'perUserLimit']) {
      const res = await create({ couponCode: code('big'), percentage: 10, [field]: 2_147_483_648 });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(M.usesTooHigh);
    }
    const fine = await create({ couponCode: code('big'), percentage: 10, maxUses: 1_000_000 });
    expect(fine.statusCode).toBe(201);
  });

  it('deletes a coupon; a second delete is 404', async () => {
    const created = (
      await create({ couponCode: code('gone'), type: 'percentage', percentage: 5 })
    ).json();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.5/coupons/${created.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(M.removeSuccess);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1.5/coupons/${created.id}`,
          headers: bearer(admin.accessToken),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bulk-adds all or nothing, naming each bad row', async () => {
    const taken = code('taken');
    await create({ couponCode: taken, type: 'percentage', percentage: 5 });
    const good = [code('bulk'), code('bulk')];
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/coupons/bulk',
      headers: bearer(events.accessToken),
      payload: {
        coupons: [
          { couponCode: good[0], type: 'percentage', percentage: 10 },
          { couponCode: 'X', type: 'percentage', percentage: 10 },
          { couponCode: taken, type: 'fixed', percentage: 50 },
          { couponCode: good[1], type: 'percentage', percentage: 0 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { index: 1, field: 'couponCode', message: M.codeShort },
      { index: 2, field: 'couponCode', message: M.codeTaken },
      { index: 3, field: 'percentage', message: M.discountPositive },
    ]);
    const list = (
      await t.app.inject({ url: '/api/v1.5/coupons', headers: bearer(events.accessToken) })
    ).json();
    expect(list.map((c: { couponCode: string }) => c.couponCode)).not.toContain(good[0]);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/coupons/bulk',
      headers: bearer(events.accessToken),
      payload: {
        coupons: good.map((c) => ({ couponCode: c, type: 'percentage', percentage: 10 })),
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toHaveLength(2);
  });

  it('answers 403 to USER and SALES on writes (SALES may read), and 401 without a token', async () => {
    for (const who of [learner, sales]) {
      expect(
        (await create({ couponCode: code('nope'), type: 'percentage', percentage: 5 }, who))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ url: '/api/v1.5/coupons', headers: bearer(who.accessToken) }))
          .statusCode,
      ).toBe(who === sales ? 200 : 403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1.5/coupons/bulk',
            headers: bearer(who.accessToken),
            payload: { coupons: [{}] },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1.5/coupons' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1.5/coupons/validate', () => {
  it('validates a code in any case, with the discount on the given programs', async () => {
    const c = code('ten');
    await create({ couponCode: c, type: 'percentage', percentage: 10 });
    const res = await validate(c.toLowerCase(), ['iot']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      validated: true,
      percentage: 10,
      type: 'percentage',
      discount: 500,
      message: M.applied,
    });
  });

  it('answers validated false for an unknown code, and 400 for an empty one', async () => {
    expect((await validate('NOSUCHCODE')).json()).toMatchObject({
      validated: false,
      percentage: 0,
      message: M.invalid,
    });
    const empty = await validate('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.enterCode);
  });

  it.each([
    ['expired', { validFrom: '2020-01-01T00:00:00Z', validTo: '2020-02-01T00:00:00Z' }, M.expired],
    ['not yet valid', { validFrom: '2099-01-01T00:00:00Z' }, M.notYetValid],
    ['inactive', { isActive: false }, M.inactive],
  ])('says why a coupon is %s', async (_label, extra, message) => {
    const c = code('rule');
    expect(
      (await create({ couponCode: c, type: 'percentage', percentage: 10, ...extra })).statusCode,
    ).toBe(201);
    expect((await validate(c, ['iot'])).json()).toMatchObject({ validated: false, message });
  });

  it('a seasonal coupon works only inside its window', async () => {
    const inSeason = code('season');
    await create({ couponCode: inSeason, type: 'seasonal', percentage: 20 });
    expect((await validate(inSeason, ['iot'])).json()).toMatchObject({
      validated: true,
      discount: 1000,
    }); // 3999.20 floored to 3999
    const offSeason = code('season');
    await create({
      couponCode: offSeason,
      type: 'seasonal',
      percentage: 20,
      validFrom: '2021-10-01T00:00:00Z',
      validTo: '2021-11-01T00:00:00Z',
    });
    expect((await validate(offSeason, ['iot'])).json()).toMatchObject({
      validated: false,
      message: M.outOfSeason,
    });
  });

  it('a used-up coupon is refused', async () => {
    const c = code('once');
    const created = (
      await create({ couponCode: c, type: 'percentage', percentage: 10, maxUses: 1 })
    ).json();
    await t.database.db.execute(sql`update coupons set used_count = 1 where id = ${created.id}`);
    expect((await validate(c, ['iot'])).json()).toMatchObject({
      validated: false,
      message: M.usedUp,
    });
  });

  it('applies the minimum order value and the course scope', async () => {
    const min = code('min');
    await create({ couponCode: min, type: 'fixed', percentage: 500, minOrderValue: 5000 });
    expect((await validate(min, ['iot'])).json()).toMatchObject({
      validated: false,
      message: 'Add programs worth Rs 5000.00 or more to use this coupon.',
    });
    expect((await validate(min, ['iot', 'webmonk'])).json()).toMatchObject({
      validated: true,
      discount: 500,
    });

    const scoped = code('scope');
    await create({ couponCode: scoped, type: 'percentage', percentage: 50, courseIds: ['iot'] });
    expect((await validate(scoped, ['webmonk'])).json()).toMatchObject({
      validated: false,
      message: M.outOfScope,
    });
    expect((await validate(scoped, ['webmonk', 'iot'])).json()).toMatchObject({
      validated: true,
      discount: 2500,
    }); // 2499.5 off, floored total
  });

  it.each(LIMIT_STORES)(
    'answers 429 after too many guesses from one address (counted in %s)',
    async (store) => {
      const limited = await createTestApp({
        COUPON_ATTEMPTS_PER_MINUTE: '5',
        ...limitStoreConfig(store, 'coupons'),
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const res = await limited.app.inject({
            url: `/api/v1.5/coupons/validate?couponCode=GUESS${i}`,
            remoteAddress: '198.51.100.9',
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
        const other = await limited.app.inject({
          url: '/api/v1.5/coupons/validate?couponCode=GUESSX',
          remoteAddress: '198.51.100.10',
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    },
  );
});
