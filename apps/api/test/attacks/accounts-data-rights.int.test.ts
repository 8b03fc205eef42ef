import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { insertEvent } from '../../src/modules/event-registrations/event-registrations.test-support';
import { createTestApp, type TestApp } from '../harness';
import { bearer, login, refreshWith, register, signUpAndLogIn, type SignedIn } from '../accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../payments';

/** Items 20 and 21: export my data, then erase the account, as a round trip. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
});
afterAll(() => t.close());

const exportOf = (who: SignedIn) =>
  t.app.inject({ url: '/api/v1.5/users/me/export', headers: bearer(who.accessToken) });
const erase = (who: SignedIn, body: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/v1.5/users/me',
    headers: bearer(who.accessToken),
    payload: body,
  });

/** A learner with a paid order, an event seat and a call-back request. */
async function busyLearner(): Promise<SignedIn & { orderId: string; mobile: string }> {
  const me = await signUpAndLogIn(t.app, 'Kavya Menon');
  const order = await createOrder(t.app, me, 0, { selectedCourses: [{ id: 'iot' }] });
  expect(order.statusCode, order.body).toBeLessThan(300);
  const { orderId } = order.json();
  const paid = await payInSandbox(t.app, me, orderId);
  expect(
    (
      await confirm(t.app, me, {
        orderId,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      })
    ).statusCode,
  ).toBe(200);
  const event = await insertEvent(t.database.db);
  const seat = await t.app.inject({
    method: 'POST',
    url: `/api/v1.5/events/${event.id}/registrations`,
    headers: bearer(me.accessToken),
    payload: {},
  });
  expect(seat.statusCode, seat.body).toBeLessThan(300);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const callBack = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/call-back-requests',
    remoteAddress: '192.0.2.150',
    headers: bearer(me.accessToken),
    payload: {
      name: 'Kavya Menon',
      mobileNumber: mobile,
      program: 'webmonk',
      preferredTime: 'evening',
      consent: true,
    },
  });
  expect(callBack.statusCode, callBack.body).toBeLessThan(300);
  return { ...me, orderId, mobile };
}

describe('export my data', () => {
  it('answers everything held about the learner, and only theirs', async () => {
    const me = await busyLearner();
    const other = await busyLearner();
    const res = await exportOf(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, name: 'Kavya Menon' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ providerOrderId: me.orderId, status: 'paid' });
    expect(data.orders[0].amountPaise).toEqual(expect.any(Number));
    expect(data.orders[0].items[0]).toMatchObject({ courseId: 'iot' });
    expect(data.enrolments).toEqual([expect.objectContaining({ courseId: 'iot' })]);
    expect(data.eventRegistrations).toHaveLength(1);
    expect(data.callBackRequests).toEqual([expect.objectContaining({ mobileNumber: me.mobile })]);
    expect(data.consents.length).toBeGreaterThanOrEqual(2);
    expect(res.body).not.toContain(other.orderId);
    expect(res.body).not.toContain(other.email);
    // No secrets: no password hash, no token hashes.
    expect(res.body).not.toMatch(/argon2|password_?hash|token_?hash/i);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/v1.5/users/me/export' })).statusCode).toBe(401);
  });
});

describe('erase my account', () => {
  it('refuses without the password', async () => {
    const me = await signUpAndLogIn(t.app);
    expect((await erase(me, { password: 'not-my-password' })).statusCode).toBe(400);
    expect((await erase(me, {})).statusCode).toBe(400);
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(201);
  });

  it('pseudonymises the person, keeps the accounts, and frees the address', async () => {
    const me = await busyLearner();
    const res = await erase(me, { password: me.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted.');

    // Signed out everywhere, and cannot sign in again.
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1.5/users/get-profile', headers: bearer(me.accessToken) }))
        .statusCode,
    ).toBe(401);
    expect((await refreshWith(t.app, me.refreshToken)).statusCode).toBe(401);

    const db = t.database.db;
    const [user] = await queryRows<Record<string, unknown>>(
      db,
      sql`select email, name, mobile_number, password_hash from users where id = ${me.id}`,
    );
    expect(user).toEqual({
      email: `erased+${me.id}@erased.invalid`,
      name: '',
      mobile_number: '',
      password_hash: null,
    });
    const [order] = await queryRows<Record<string, unknown>>(
      db,
      sql`select user_id, status, amount_paise, mobile_number from orders where provider_order_id = ${me.orderId}`,
    );
    expect(order).toMatchObject({ user_id: me.id, status: 'paid', mobile_number: '' });
    expect(order!.amount_paise).toEqual(expect.any(Number));
    const leftovers = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from refresh_tokens where user_id = ${me.id})
            + (select count(*) from account_tokens where user_id = ${me.id})
            + (select count(*) from event_registrations where email = ${me.email})
            + (select count(*) from call_back_requests where mobile_number = ${me.mobile})
            + (select count(*) from carts where user_id = ${me.id}) as n`,
    );
    expect(Number(leftovers[0]!.n)).toBe(0);
    const enrolled = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from enrolments where user_id = ${me.id}`,
    );
    expect(enrolled[0]!.n).toBe(1);

    // The address can register again, as a new account.
    const again = await register(t.app, {
      name: 'Kavya Again',
      email: me.email,
      password: 'second-life-secret-1',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(me.id);
  });
});
