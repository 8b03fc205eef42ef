import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/infra/database/database';
import { createTestApp, type TestApp } from '../harness';
import {
  bearer,
  login,
  refreshCookieOf,
  refreshWith,
  signUpAndLogIn,
  uniqueEmail,
} from '../accounts';
import { linkTokenIn, waitForMails } from '../account-mail';
import { startGoogleIssuer } from '../google-issuer';

/** Item 2: the pre-hijack. A squatter registers the victim's address; the victim uses Google. */
let google: Awaited<ReturnType<typeof startGoogleIssuer>>;
let t: TestApp;

beforeAll(async () => {
  google = await startGoogleIssuer();
  t = await createTestApp(google.settings);
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

/** The browser's path through Google: our redirect, the provider's, our callback. */
async function signInWithGoogle(claims: Record<string, unknown>) {
  google.setClaims(claims);
  const start = await t.app.inject('/api/oauth2/authorization/google');
  const transaction = start.cookies.find((c) => c.name === 'kaksha_oidc');
  const authorized = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(String(authorized.headers.get('location')));
  const res = await t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: transaction ? { kaksha_oidc: transaction.value } : {},
  });
  expect(res.headers.location).toBe('http://localhost:3000/?signedIn=google');
  return res;
}

const userRow = async (id: string) =>
  (
    await queryRows<{ password_hash: string | null; is_email_verified: boolean }>(
      t.database.db,
      sql`select password_hash, is_email_verified from users where id = ${id}`,
    )
  )[0];
const identities = async (id: string) =>
  (
    await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from oauth_identities where user_id = ${id} order by subject`,
    )
  ).map((r) => r.subject);

describe('Google linking cannot be pre-hijacked', () => {
  it('the owner signing in with Google ends everything the squatter set up', async () => {
    const squatter = await signUpAndLogIn(t.app, 'Squatter');
    // The squatter also planted an identity of their own at the provider.
    await t.database.db.execute(
      sql`insert into oauth_identities (user_id, issuer, subject, email)
          values (${squatter.id}, 'https://elsewhere.example', 'squatter-sub', ${squatter.email})`,
    );

    const owner = await signInWithGoogle({
      sub: 'owner-google-sub',
      email: squatter.email,
      email_verified: true,
      name: 'Real Owner',
    });
    const ownerSession = await refreshWith(t.app, refreshCookieOf(owner));
    expect(ownerSession.statusCode).toBe(200);
    const profile = await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(ownerSession.json().access_token),
    });
    expect(profile.json()).toMatchObject({ id: squatter.id, isEmailVerified: true });

    // The squatter's password, access token and refresh cookie are all dead.
    expect((await login(t.app, squatter.email, squatter.password)).statusCode).toBe(401);
    const oldAccess = await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(squatter.accessToken),
    });
    expect(oldAccess.statusCode).toBe(401);
    expect((await refreshWith(t.app, squatter.refreshToken)).statusCode).toBe(401);
    expect(await userRow(squatter.id)).toEqual({ password_hash: null, is_email_verified: true });
    expect(await identities(squatter.id)).toEqual(['owner-google-sub']);

    // The owner is told.
    const mails = await waitForMails(t.config.dataDir, squatter.email, 2);
    expect(mails.map((m) => m.subject)).toContain('Your Kaksha account is now linked to Google');
  });

  it('a verified account links as before: its password keeps working', async () => {
    const me = await signUpAndLogIn(t.app, 'Verified Person');
    const token = linkTokenIn((await waitForMails(t.config.dataDir, me.email))[0]!, 'verify-email');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1.5/auth/verify-email',
          payload: { token },
        })
      ).statusCode,
    ).toBe(200);
    await signInWithGoogle({
      sub: 'verified-google-sub',
      email: me.email,
      email_verified: true,
      name: 'Verified Person',
    });
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(201);
    const still = await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(me.accessToken),
    });
    expect(still.statusCode).toBe(200);
    expect(await identities(me.id)).toEqual(['verified-google-sub']);
  });

  it('a new Google account is created verified', async () => {
    const email = uniqueEmail('fresh.google');
    const res = await signInWithGoogle({
      sub: 'fresh-google-sub',
      email,
      email_verified: true,
      name: 'Fresh',
    });
    const session = await refreshWith(t.app, refreshCookieOf(res));
    const profile = await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(session.json().access_token),
    });
    expect(profile.json()).toMatchObject({ email, isEmailVerified: true });
  });

  it('a Google-only account is erased only after a fresh Google sign-in (no password to ask)', async () => {
    const email = uniqueEmail('erase.google');
    const res = await signInWithGoogle({
      sub: 'erase-google-sub',
      email,
      email_verified: true,
      name: 'Erase Me',
    });
    const session = await refreshWith(t.app, refreshCookieOf(res));
    const accessToken = session.json().access_token as string;
    const erase = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1.5/users/me',
        headers: bearer(accessToken),
        payload: {},
      });
    // The sign-in was twenty minutes ago: not fresh enough.
    await t.database.db.execute(
      sql`update refresh_tokens set family_started_at = now() - interval '20 minutes'
          where user_id = (select id from users where email = ${email})`,
    );
    const stale = await erase();
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/sign in with Google again/);
    await t.database.db.execute(
      sql`update refresh_tokens set family_started_at = now()
          where user_id = (select id from users where email = ${email})`,
    );
    expect((await erase()).statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});
