import { sign as signCookie } from '@fastify/cookie';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { bearer, login, refreshCookieOf, refreshWith, signUpAndLogIn, ORIGIN } from '../accounts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../harness';
import { listenOnLoopback } from '../payments';
import { createTwoInstances, type TwoInstances } from '../two-instances';

/**
 * Item 8: an access token dies with its session. Two instances on one database, as behind a load
 * balancer: log-out on A, and the next request with the old access token on B is refused, well
 * within B's cache lifetime, so only the announcement on the bus can explain it.
 */
let two: TwoInstances;
let bUrl: string;
beforeAll(async () => {
  two = await createTwoInstances();
  bUrl = await listenOnLoopback(two.b.app);
}, 60_000);
afterAll(() => two?.close());

const profileOnB = (accessToken: string) =>
  fetch(`${bUrl}/api/v1.5/users/get-profile`, { headers: bearer(accessToken) });

describe('an old access token after log-out', () => {
  it('log-out on one instance ends the access token on the other at once', async () => {
    const me = await signUpAndLogIn(two.a.app);
    // B has seen the session and remembers it as live.
    expect((await profileOnB(me.accessToken)).status).toBe(200);
    const out = await two.a.app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(me.accessToken), origin: ORIGIN },
      cookies: { kaksha_refresh: me.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await profileOnB(me.accessToken)).status).toBe(401);
  });

  it('only the ended session: another log-in of the same account keeps working', async () => {
    const me = await signUpAndLogIn(two.a.app);
    const other = await login(two.a.app, me.email, me.password);
    const otherToken = other.json().access_token as string;
    expect((await profileOnB(otherToken)).status).toBe(200);
    await two.a.app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(me.accessToken), origin: ORIGIN },
      cookies: { kaksha_refresh: me.refreshToken },
    });
    expect((await profileOnB(me.accessToken)).status).toBe(401);
    expect((await profileOnB(otherToken)).status).toBe(200);
  });

  it('a refreshed token belongs to the same session and dies with it', async () => {
    const me = await signUpAndLogIn(two.a.app);
    const refreshed = await refreshWith(two.a.app, me.refreshToken);
    const newer = refreshed.json().access_token as string;
    expect((await profileOnB(newer)).status).toBe(200);
    await two.a.app.inject({
      url: '/api/v1.5/auth/logout',
      headers: { ...bearer(newer), origin: ORIGIN },
      cookies: { kaksha_refresh: refreshCookieOf(refreshed)! },
    });
    expect((await profileOnB(newer)).status).toBe(401);
    expect((await profileOnB(me.accessToken)).status).toBe(401);
  });
});

describe('a session has an absolute lifetime (SESSION_MAX_DAYS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_MAX_DAYS: '3' });
  });
  afterAll(() => t.close());

  it('refresh tokens never outlive the family, however often rotated', async () => {
    const me = await signUpAndLogIn(t.app);
    const rotated = await refreshWith(t.app, me.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const rows = await queryRows<{ capped: boolean }>(
      t.database.db,
      sql`select bool_and(expires_at <= family_started_at + interval '3 days') as capped
          from refresh_tokens where user_id = ${me.id}`,
    );
    expect(rows).toEqual([{ capped: true }]);

    // The family began more than three days ago: the next refresh is refused.
    await t.database.db.execute(
      sql`update refresh_tokens set family_started_at = now() - interval '4 days'
          where user_id = ${me.id}`,
    );
    const late = await refreshWith(t.app, refreshCookieOf(rotated));
    expect(late.statusCode).toBe(401);
  });

  it('the cookie-signing key is not the JWT key', async () => {
    const transaction = JSON.stringify({ verifier: 'v', state: 's', nonce: 'n' });
    const callback = (cookie: string) =>
      t.app.inject({
        url: '/api/oauth2/callback/google?code=abc&state=s',
        cookies: { kaksha_oidc: cookie },
      });
    // Signed with the JWT secret (the old cookie key): refused as no transaction at all.
    const forged = await callback(signCookie(transaction, TEST_JWT_SECRET));
    expect(forged.headers.location).toBe('http://localhost:3000/login?signInError=expired');
    // Signed with the derived key it is read (and then fails on: Google is not configured here).
    const genuine = await callback(signCookie(transaction, t.config.cookieSecret));
    expect(genuine.headers.location).toBe(
      'http://localhost:3000/login?signInError=GOOGLE_DISABLED',
    );
  });
});
