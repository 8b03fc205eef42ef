import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  ORIGIN,
  bearer,
  login,
  refreshCookieOf,
  refreshWith,
  register,
  signUpAndLogIn,
  uniqueEmail,
} from '../../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(() => t.close());

const SECRET_PATTERN = /\$argon2|password_?hash|token_?hash|jwt-secret/i;

describe('POST /api/v1.5/auth/register', () => {
  it('creates a USER whatever role the body asks for, and answers no secrets', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, {
      name: 'Ravi',
      email: `  ${email.toUpperCase()} `,
      password: 'correct-horse-42',
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: 'Ravi', email, role: 'USER' });
    expect(res.body).not.toMatch(SECRET_PATTERN);
    const rows = await queryRows<{ role: string; email: string; password_hash: string }>(
      t.database.db,
      sql`select role, email, password_hash from users where id = ${res.json().id}`,
    );
    expect(rows[0]?.role).toBe('USER');
    expect(rows[0]?.email).toBe(email);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 409 for a taken e-mail, whatever its case', async () => {
    const email = uniqueEmail();
    expect(
      (await register(t.app, { name: 'A', email, password: 'correct-horse-42' })).statusCode,
    ).toBe(201);
    const again = await register(t.app, {
      name: 'B',
      email: email.toUpperCase(),
      password: 'another-horse-43',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'An account with this email already exists. Please log in instead.',
    );
  });

  it.each([
    [{ email: 'not-an-email', password: 'correct-horse-42' }, 'Invalid Email Format!'],
    [{ email: 'a b@c.in', password: 'correct-horse-42' }, 'Invalid Email Format!'],
    [{ email: 'ok@example.in', password: 'short' }, 'Password must be 8 characters long!'],
    [
      { email: 'ok@example.in', password: 'x'.repeat(129) },
      'Password must be at most 128 characters.',
    ],
    [
      { email: 'ok@example.in', password: 'Password123' },
      'This password is too common. Please choose a less guessable one.',
    ],
    [{ password: 'correct-horse-42' }, undefined],
  ])('refuses bad input %# with a 400 and a message', async (body, message) => {
    const res = await register(t.app, { name: 'X', ...body });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    else expect(res.json().message).toMatch(/email/i);
  });
});

describe('POST /api/login', () => {
  it('answers 201 with the token, status, e-mail, name and role, and sets the refresh cookie', async () => {
    const email = uniqueEmail();
    await register(t.app, { name: 'Meera', email, password: 'correct-horse-42' });
    const res = await login(t.app, email.toUpperCase(), 'correct-horse-42');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      access_token: expect.any(String),
      status: 201,
      email,
      name: 'Meera',
      role: 'USER',
    });
    const cookie = res.cookies.find((c) => c.name === 'kaksha_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1.5/auth' });
    // Plain-http localhost is the one place the cookie may go without Secure.
    expect(cookie?.secure).toBeFalsy();
    expect(res.body).not.toMatch(SECRET_PATTERN);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const { email } = await signUpAndLogIn(t.app);
    const wrong = await login(t.app, email, 'wrong-password-1');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json().message).toBe('Check your credentials and try again');
  });

  it.each([
    [{ username: '', password: 'whatever1' }, 'Email is required.'],
    [{ username: 'nope', password: 'whatever1' }, 'Invalid email format.'],
    [{ username: 'a@b.in', password: '' }, 'Password is required.'],
  ])('validates the form %#', async (body, message) => {
    const res = await login(t.app, body.username, body.password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('locks an account after repeated failures, however X-Forwarded-For changes', async () => {
    const { email, password } = await signUpAndLogIn(t.app);
    const statuses: number[] = [];
    let lastRetryAfter: string | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await login(t.app, email, `wrong-password-${i}`, {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) lastRetryAfter = String(res.headers['retry-after']);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(Number(lastRetryAfter)).toBeGreaterThan(0);
    // Even the right password waits out the lock.
    const right = await login(t.app, email, password, { 'x-forwarded-for': '198.51.100.7' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Too many failed log-in attempts. Please wait and try again.',
    );
  });
});

describe('private routes', () => {
  it('answer 401 Invalid access token without a token, with garbage, or with a stale version', async () => {
    const me = await signUpAndLogIn(t.app);
    for (const headers of [
      {},
      { authorization: 'Bearer nope' },
      { authorization: `Basic ${me.accessToken}` },
    ]) {
      const res = await t.app.inject({ url: '/api/v1.5/requests/test/private/zoro', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid access token');
    }
    const ok = await t.app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: bearer(me.accessToken),
    });
    expect(ok.statusCode).toBe(200);

    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/logout-all',
      headers: { ...bearer(me.accessToken), origin: ORIGIN },
    });
    expect(everywhere.statusCode).toBe(200);
    const stale = await t.app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: bearer(me.accessToken),
    });
    expect(stale.statusCode).toBe(401);
    expect((await refreshWith(t.app, me.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/v1.5/auth/refresh-token', () => {
  it('rotates: a new access token and a new cookie, and the new token works', async () => {
    const me = await signUpAndLogIn(t.app);
    const res = await refreshWith(t.app, me.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = refreshCookieOf(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(me.refreshToken);
    const zoro = await t.app.inject({
      url: '/api/v1.5/requests/test/private/zoro',
      headers: bearer(res.json().access_token),
    });
    expect(zoro.json().email).toBe(me.email);
    expect((await refreshWith(t.app, next)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with a bad one', async () => {
    expect((await refreshWith(t.app, undefined)).statusCode).toBe(401);
    expect((await refreshWith(t.app, 'made-up-token')).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same cookie at once, both to the same successor', async () => {
    const me = await signUpAndLogIn(t.app);
    const [a, b] = await Promise.all([
      refreshWith(t.app, me.refreshToken),
      refreshWith(t.app, me.refreshToken),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect((await refreshWith(t.app, refreshCookieOf(a))).statusCode).toBe(200);
    expect((await refreshWith(t.app, refreshCookieOf(b))).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const me = await signUpAndLogIn(t.app);
    const first = await refreshWith(t.app, me.refreshToken);
    const current = refreshCookieOf(first);
    // Age the rotation past the grace window.
    await t.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '5 minutes' where rotated_at is not null and user_id = ${me.id}`,
    );
    const reuse = await refreshWith(t.app, me.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_REUSED');
    expect((await refreshWith(t.app, current)).statusCode).toBe(401);
  });

  it('refuses a request from a foreign origin (CSRF) and accepts a listed one', async () => {
    const me = await signUpAndLogIn(t.app);
    const evil = await refreshWith(t.app, me.refreshToken, 'https://evil.example');
    expect(evil.statusCode).toBe(403);
    const partner = await refreshWith(t.app, me.refreshToken, 'https://partner.example');
    expect(partner.statusCode).toBe(200);
  });
});

describe('GET /api/v1.5/auth/logout', () => {
  it('ends the session: the refresh family is revoked and the cookie cleared', async () => {
    const me = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(me.accessToken), origin: ORIGIN },
      cookies: { kaksha_refresh: me.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logout Successful');
    const cleared = res.cookies.find((c) => c.name === 'kaksha_refresh');
    expect(cleared?.value).toBe('');
    expect((await refreshWith(t.app, me.refreshToken)).statusCode).toBe(401);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/v1.5/auth/logout' })).statusCode).toBe(401);
  });
});

describe('providers', () => {
  it('hides Google when it is not configured, and its route answers 404 with a message', async () => {
    expect((await t.app.inject('/api/v1.5/auth/providers')).json()).toEqual({ google: false });
    const res = await t.app.inject('/api/oauth2/authorization/google');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sign-in with Google is not enabled on this site.');
  });
});
