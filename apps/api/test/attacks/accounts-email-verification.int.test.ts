import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { bearer, signUpAndLogIn } from '../accounts';
import { linkTokenIn, waitForMails } from '../account-mail';

/** Item 1: e-mail verification links, single use, hashed, 24 h; Resend is limited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1.5/auth/verify-email', payload: { token } });
const isVerified = async (accessToken: string) => {
  const res = await t.app.inject({
    url: '/api/v1.5/users/get-profile',
    headers: bearer(accessToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json().isEmailVerified as boolean;
};
const resend = (accessToken: string, remoteAddress = '192.0.2.90') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/verify-email/resend',
    remoteAddress,
    headers: bearer(accessToken),
  });

describe('e-mail verification', () => {
  it('sign-up e-mails a link that verifies the address once', async () => {
    const me = await signUpAndLogIn(t.app);
    expect(await isVerified(me.accessToken)).toBe(false);
    const [mail] = await waitForMails(t.config.dataDir, me.email);
    expect(mail!.subject).toBe('Confirm your e-mail address for Kaksha');
    const token = linkTokenIn(mail!, 'verify-email');
    // Only a hash is stored: the token itself is nowhere in the database.
    const stored = await t.database.db.execute(sql`select token_hash from account_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await verify(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/verified/);
    expect(await isVerified(me.accessToken)).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('an expired link, a made-up one or a reset link does not verify', async () => {
    const me = await signUpAndLogIn(t.app);
    const token = linkTokenIn((await waitForMails(t.config.dataDir, me.email))[0]!, 'verify-email');
    await t.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${me.id}`,
    );
    expect((await verify(token)).statusCode).toBe(400);
    expect((await verify('B'.repeat(43))).statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/password/forgot',
      remoteAddress: '192.0.2.91',
      payload: { email: me.email },
    });
    const mails = await waitForMails(t.config.dataDir, me.email, 2);
    expect((await verify(linkTokenIn(mails[1]!, 'reset-password'))).statusCode).toBe(400);
    expect(await isVerified(me.accessToken)).toBe(false);
  });

  it('Resend sends a new link (voiding the older) and is limited', async () => {
    const me = await signUpAndLogIn(t.app);
    const first = linkTokenIn((await waitForMails(t.config.dataDir, me.email))[0]!, 'verify-email');
    expect((await resend(me.accessToken)).statusCode).toBe(202);
    const second = linkTokenIn(
      (await waitForMails(t.config.dataDir, me.email, 2))[1]!,
      'verify-email',
    );
    expect((await verify(first)).statusCode).toBe(400);
    expect((await resend(me.accessToken)).statusCode).toBe(202);
    expect((await resend(me.accessToken)).statusCode).toBe(202);
    const limited = await resend(me.accessToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await waitForMails(t.config.dataDir, me.email, 4);
    const latest = linkTokenIn(
      (await waitForMails(t.config.dataDir, me.email, 4))[3]!,
      'verify-email',
    );
    expect((await verify(second)).statusCode).toBe(400);
    expect((await verify(latest)).statusCode).toBe(200);
  });

  it('Resend needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1.5/auth/verify-email/resend' });
    expect(res.statusCode).toBe(401);
  });
});
