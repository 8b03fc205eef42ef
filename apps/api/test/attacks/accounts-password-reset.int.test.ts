import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { bearer, login, refreshWith, signUpAndLogIn, uniqueEmail } from '../accounts';
import { waitForLink } from '../account-mail';
import { mailsTo } from '../mail-sink';

/** Item 3: forgot password and reset, as an attacker would probe them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = '192.0.2.10') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/password/forgot',
    remoteAddress,
    payload: { email },
  });
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/password/reset',
    payload: { token, password },
  });
const profile = (token: string) =>
  t.app.inject({ url: '/api/v1.5/users/get-profile', headers: bearer(token) });

/** What a caller can compare between two answers (the request id and date aside). */
const visible = (res: Awaited<ReturnType<typeof forgot>>) => {
  const { 'x-request-id': _id, date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

describe('forgot password', () => {
  it('answers a known and an unknown address identically; only the known one gets a link', async () => {
    const me = await signUpAndLogIn(t.app, 'Known Learner');
    const stranger = uniqueEmail('nobody');
    const known = await forgot(me.email, '192.0.2.11');
    const unknown = await forgot(stranger, '192.0.2.12');
    expect(known.statusCode).toBe(202);
    expect(visible(known)).toEqual(visible(unknown));
    await waitForLink(t.config.dataDir, me.email, 'reset-password');
    const mail = mailsTo(t.config.dataDir, me.email).find(
      (m) => m.subject === 'Reset your Kaksha password',
    );
    expect(mail!.text).toContain(`${t.config.publicUrl}/reset-password#token=`);
    expect(mailsTo(t.config.dataDir, stranger)).toEqual([]);
  });

  it('is limited per e-mail address, whoever asks', async () => {
    const me = await signUpAndLogIn(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1)
      answers.push((await forgot(me.email, `192.0.2.${40 + i}`)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('is limited per client address, whichever addresses it asks about', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await forgot(uniqueEmail('spray'), '2001:db8:99::' + (i + 1))).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session and marks the address verified', async () => {
    const me = await signUpAndLogIn(t.app);
    await forgot(me.email, '192.0.2.60');
    const token = await waitForLink(t.config.dataDir, me.email, 'reset-password');

    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    const done = await reset(token, 'a-brand-new-secret-5');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/password has been changed/);

    expect((await login(t.app, me.email, me.password)).statusCode).toBe(401);
    expect((await login(t.app, me.email, 'a-brand-new-secret-5')).statusCode).toBe(201);
    // The old access token and the old refresh cookie are dead at once.
    expect((await profile(me.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, me.refreshToken)).statusCode).toBe(401);
    const verified = await t.database.db.execute(
      sql`select is_email_verified from users where id = ${me.id}`,
    );
    expect(JSON.stringify(verified)).toContain('true');

    // Reuse is refused with a message.
    const again = await reset(token, 'yet-another-secret-6');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('a newer link voids the older one', async () => {
    const me = await signUpAndLogIn(t.app);
    await forgot(me.email, '192.0.2.70');
    const first = await waitForLink(t.config.dataDir, me.email, 'reset-password');
    await forgot(me.email, '192.0.2.71');
    const second = await waitForLink(t.config.dataDir, me.email, 'reset-password', 2);
    expect((await reset(first, 'first-link-secret-1')).statusCode).toBe(400);
    expect((await reset(second, 'second-link-secret-2')).statusCode).toBe(200);
  });

  it('an expired link is refused', async () => {
    const me = await signUpAndLogIn(t.app);
    await forgot(me.email, '192.0.2.80');
    const token = await waitForLink(t.config.dataDir, me.email, 'reset-password');
    await t.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${me.id}`,
    );
    expect((await reset(token, 'too-late-secret-3')).statusCode).toBe(400);
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(201);
  });

  it('a made-up or malformed token is a 400, never a 5xx', async () => {
    expect((await reset('A'.repeat(43), 'made-up-secret-4')).statusCode).toBe(400);
    expect((await reset("' or 1=1 --", 'made-up-secret-4')).statusCode).toBe(400);
    expect((await reset('', 'made-up-secret-4')).statusCode).toBe(400);
  });
});
