import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import {
  bearer,
  login,
  refreshCookieOf,
  refreshWith,
  signUpAndLogIn,
  type SignedIn,
} from '../accounts';

/** Item 4: change password; a guessed current password is a log-in attempt. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (me: SignedIn, currentPassword: string, newPassword: string, address?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1.5/auth/password',
    headers: bearer(me.accessToken),
    cookies: { kaksha_refresh: me.refreshToken },
    ...(address ? { remoteAddress: address } : {}),
    payload: { currentPassword, newPassword },
  });
const profile = (accessToken: string) =>
  t.app.inject({ url: '/api/v1.5/users/get-profile', headers: bearer(accessToken) });

describe('change password', () => {
  it('ends every other session; this browser stays signed in with a fresh token', async () => {
    const here = await signUpAndLogIn(t.app);
    const otherLogIn = await login(t.app, here.email, here.password);
    const other = {
      accessToken: otherLogIn.json().access_token as string,
      refreshToken: refreshCookieOf(otherLogIn)!,
    };

    const res = await change(here, here.password, 'a-changed-secret-11');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been changed/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await profile(res.json().access_token)).statusCode).toBe(200);

    expect((await profile(here.accessToken)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, other.refreshToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, here.refreshToken)).statusCode).toBe(200);

    expect((await login(t.app, here.email, here.password)).statusCode).toBe(401);
    expect((await login(t.app, here.email, 'a-changed-secret-11')).statusCode).toBe(201);
  });

  it('a wrong current password is 400 and counts toward the log-in limit', async () => {
    const me = await signUpAndLogIn(t.app);
    const wrong = await change(me, 'not-my-password', 'whatever-secret-12', '198.51.100.77');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(
        (await change(me, `guess-number-${i}`, 'whatever-secret-12', `198.51.100.${80 + i}`))
          .statusCode,
      );
    expect(answers.slice(0, 9).every((s) => s === 400)).toBe(true);
    expect(answers[9]).toBe(429);
    // The account's log-in is held back by the same guesses.
    expect((await login(t.app, me.email, me.password)).statusCode).toBe(429);
  });

  it('refuses a common new password, and needs a session', async () => {
    const me = await signUpAndLogIn(t.app);
    expect((await change(me, me.password, 'password123')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/auth/password',
      payload: { currentPassword: me.password, newPassword: 'another-secret-13' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
