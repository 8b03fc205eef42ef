import type { Profile } from '@kaksha/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../test/render-app';
import { createLearner, forgeAccessToken, logOutEverywhere, type Learner } from '../test/seed';
import { setUpTestApi } from '../test/test-api';
import type { callAuthApi as CallAuthApiFunction } from './api-client';

type CallAuthApi = typeof CallAuthApiFunction;

let callAuthApi: CallAuthApi;
const api = setUpTestApi();
let learner: Learner;

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  ({ callAuthApi } = await import('./api-client'));
  learner = await createLearner();
});

const REFRESH = '/v1.5/auth/refresh-token';
const PROFILE = '/v1.5/users/get-profile';
const getProfile = () => callAuthApi<Profile>(PROFILE);

/** As after a log-in some time ago: a stored token the server no longer accepts, a live cookie. */
async function expiredSession() {
  const token = await signInAs(learner);
  localStorage.setItem('access-token', forgeAccessToken(token));
}

const authorizationsOf = (path: string) =>
  api.network.find('GET', path).map((request) => request.authorization);

describe('callAuthApi', () => {
  beforeEach(() => {
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('sends the stored token as a bearer token', async () => {
    const token = await signInAs(learner);
    await expect(getProfile()).resolves.toMatchObject({ email: learner.email });
    expect(authorizationsOf(PROFILE)).toEqual([`Bearer ${token}`]);
    expect(api.network.count('POST', REFRESH)).toBe(0);
  });

  it('answers two parallel 401s with one refresh, then retries both once with the new token', async () => {
    await expiredSession();
    const stale = localStorage.getItem('access-token');
    // The refresh is slow, so the second 401 arrives while it is under way.
    api.network.inject(`POST ${REFRESH}`, { delayMs: 50 });

    const [first, second] = await Promise.all([getProfile(), getProfile()]);

    expect(first.email).toBe(learner.email);
    expect(second.email).toBe(learner.email);
    expect(api.network.count('POST', REFRESH)).toBe(1);
    const newToken = localStorage.getItem('access-token');
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(stale);
    // Two refused calls, two retries with the new token: nothing more.
    expect(authorizationsOf(PROFILE)).toEqual([
      `Bearer ${stale}`,
      `Bearer ${stale}`,
      `Bearer ${newToken}`,
      `Bearer ${newToken}`,
    ]);
    // The refresh call carries the cookie, never the stale bearer token.
    expect(api.network.find('POST', REFRESH)[0]?.authorization).toBeUndefined();
  });

  it('does not refresh again for a 401 that arrives after another call already refreshed', async () => {
    await expiredSession();
    // Both go out with the old token; the slow one's 401 comes back after the fast one refreshed.
    api.network.inject(`GET ${PROFILE}`, { delayMs: 200, times: 1 });
    const slow = getProfile();
    const fast = getProfile();
    await Promise.all([slow, fast]);

    expect(api.network.count('POST', REFRESH)).toBe(1);
    const newToken = localStorage.getItem('access-token');
    expect(authorizationsOf(PROFILE).slice(2)).toEqual([
      `Bearer ${newToken}`,
      `Bearer ${newToken}`,
    ]);
  });

  it('signs out when the refresh is refused: token and isLoggedIn removed, one refresh, no loop', async () => {
    // Logged out everywhere from another device: this browser's token and cookie are refused.
    await signInAs(learner);
    await logOutEverywhere(learner);
    expect(await api.network.cookiesFor(REFRESH)).toHaveLength(1);

    const results = await Promise.allSettled([getProfile(), getProfile()]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({ status: 401 });
    }
    expect(api.network.count('POST', REFRESH)).toBe(1);
    expect(api.network.count('GET', PROFILE)).toBe(2);
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it("does not refresh again for a 401 that arrives after another request's refresh was refused", async () => {
    await signInAs(learner);
    await logOutEverywhere(learner);
    // The first call's answer comes late: the second call's 401, its refused refresh and the
    // sign-out are all over by the time it arrives.
    api.network.inject(`GET ${PROFILE}`, { delayMs: 400, times: 1 });
    const results = await Promise.allSettled([getProfile(), getProfile()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(api.network.count('POST', REFRESH)).toBe(1);
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('retries only once: a second 401 after a good refresh is thrown', async () => {
    await expiredSession();
    // Every answer to the call is a 401, even with the fresh token.
    api.network.inject(`GET ${PROFILE}`, {
      refuse: { status: 401, code: 'INVALID_TOKEN', message: 'Invalid access token' },
    });
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    expect(api.network.count('POST', REFRESH)).toBe(1);
    expect(api.network.count('GET', PROFILE)).toBe(2);
  });

  it('refreshes first when no token is stored (a cookie-only session, as after Google sign-in)', async () => {
    await signInAs(learner, { storeToken: false });
    await expect(getProfile()).resolves.toMatchObject({ email: learner.email });
    expect(api.network.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${REFRESH}`,
      `GET ${PROFILE}`,
    ]);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('passes other errors on without refreshing', async () => {
    await signInAs(learner);
    api.network.inject(`GET ${PROFILE}`, { refuse: { status: 500, message: 'Something broke' } });
    await expect(getProfile()).rejects.toMatchObject({ status: 500, message: 'Something broke' });
    expect(api.network.count('POST', REFRESH)).toBe(0);
  });
});
