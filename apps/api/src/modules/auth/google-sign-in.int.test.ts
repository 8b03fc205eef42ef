import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bearer,
  refreshCookieOf,
  refreshWith,
  register,
  uniqueEmail,
} from '../../../test/accounts';
import { startGoogleIssuer } from '../../../test/google-issuer';

let google: Awaited<ReturnType<typeof startGoogleIssuer>>;
let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>['issuer'];
let t: TestApp;

beforeAll(async () => {
  google = await startGoogleIssuer();
  issuer = google.issuer;
  t = await createTestApp(google.settings);
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

/** Walks the browser's path: our redirect, the provider's authorize redirect, our callback. */
async function signInWithProvider(
  claims: Record<string, unknown>,
  tamper?: (callback: URL) => void,
) {
  google.setClaims(claims);
  const start = await t.app.inject('/api/oauth2/authorization/google');
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(String(start.headers.location));
  expect(authorizeUrl.origin).toBe(new URL(issuer.issuer.url ?? '').origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
  expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
  const transactionCookie = start.cookies.find((c) => c.name === 'kaksha_oidc');
  expect(transactionCookie?.httpOnly).toBe(true);

  const authorized = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(authorized.status).toBe(302);
  const callback = new URL(String(authorized.headers.get('location')));
  expect(callback.pathname).toBe('/api/oauth2/callback/google');
  tamper?.(callback);

  return t.app.inject({
    url: `${callback.pathname}${callback.search}`,
    cookies: transactionCookie ? { kaksha_oidc: transactionCookie.value } : {},
  });
}

async function whoIs(res: Awaited<ReturnType<typeof signInWithProvider>>) {
  const refreshed = await refreshWith(t.app, refreshCookieOf(res));
  expect(refreshed.statusCode).toBe(200);
  return (
    await t.app.inject({
      url: '/api/v1.5/users/get-profile',
      headers: bearer(refreshed.json().access_token),
    })
  ).json();
}

describe('sign-in with Google (OpenID Connect)', () => {
  it('reports the provider as enabled', async () => {
    expect((await t.app.inject('/api/v1.5/auth/providers')).json()).toEqual({ google: true });
  });

  it('creates a USER for a new identity, sets the refresh cookie and lands on /', async () => {
    const email = uniqueEmail('google');
    const res = await signInWithProvider({
      sub: 'google-sub-new-1',
      email,
      email_verified: true,
      name: 'Gita Google',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/?signedIn=google');
    const me = await whoIs(res);
    expect(me).toMatchObject({ email, name: 'Gita Google', role: 'USER' });
  });

  it('finds the same account by (issuer, subject) even when the e-mail changed', async () => {
    const first = await whoIs(
      await signInWithProvider({
        sub: 'google-sub-stable',
        email: uniqueEmail('g1'),
        email_verified: true,
        name: 'Same',
      }),
    );
    const second = await whoIs(
      await signInWithProvider({
        sub: 'google-sub-stable',
        email: uniqueEmail('g2'),
        email_verified: true,
        name: 'Same',
      }),
    );
    expect(second.id).toBe(first.id);
  });

  it('links to an existing password account only when the provider verified the e-mail', async () => {
    const email = uniqueEmail('linked');
    const created = await register(t.app, {
      name: 'Password Person',
      email,
      password: 'correct-horse-42',
    });

    const unverified = await signInWithProvider({
      sub: 'google-sub-unverified',
      email,
      email_verified: false,
      name: 'Imposter',
    });
    expect(unverified.statusCode).toBe(302);
    expect(unverified.headers.location).toBe(
      'http://localhost:3000/login?signInError=OIDC_EMAIL_UNVERIFIED',
    );
    expect(refreshCookieOf(unverified)).toBeFalsy();
    const links = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from oauth_identities where subject = 'google-sub-unverified'`,
    );
    expect(links[0]?.n).toBe(0);

    const verified = await signInWithProvider({
      sub: 'google-sub-verified',
      email,
      email_verified: true,
      name: 'Password Person',
    });
    expect((await whoIs(verified)).id).toBe(created.json().id);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const res = await signInWithProvider(
      { sub: 'google-sub-tamper', email: uniqueEmail('t'), email_verified: true },
      (callback) => {
        callback.searchParams.set('state', 'forged-state');
      },
    );
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/login\?signInError=/);
    expect(refreshCookieOf(res)).toBeFalsy();
  });

  it('refuses a callback without the transaction cookie', async () => {
    const res = await t.app.inject('/api/oauth2/callback/google?code=abc&state=def');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/login?signInError=expired');
  });
});
