import { beforeAll, describe, expect, it } from 'vitest';
import { setUpFakeAuthServer } from '../test/render-app';
import type { callAuthApi as CallAuthApiFunction } from './api-client';

type CallAuthApi = typeof CallAuthApiFunction;

let callAuthApi: CallAuthApi;
const EMAIL = 'asha@example.com';
const fake = setUpFakeAuthServer((server) => server.addUser({ email: EMAIL, name: 'Asha Rao' }));

beforeAll(async () => {
  // The API base is read when api-client loads: imported after the helper pointed it at the server.
  ({ callAuthApi } = await import('./api-client'));
});

const REFRESH = '/v1.5/auth/refresh-token';
const ECHO = '/v1.5/private/echo';

/** As after a log-in some time ago: a stored token the server no longer accepts, a live cookie. */
function expiredSession() {
  localStorage.setItem('access-token', fake.server.issueToken(EMAIL));
  localStorage.setItem('isLoggedIn', 'true');
  fake.server.expireTokens();
  fake.server.refreshSessionFor = EMAIL;
}

describe('callAuthApi', () => {
  it('sends the stored token as a bearer token', async () => {
    const token = fake.server.issueToken(EMAIL);
    localStorage.setItem('access-token', token);
    await expect(callAuthApi(ECHO)).resolves.toEqual({
      email: EMAIL,
      authorization: `Bearer ${token}`,
    });
    expect(fake.server.count('POST', REFRESH)).toBe(0);
  });

  it('answers two parallel 401s with one refresh, then retries both once with the new token', async () => {
    expiredSession();
    fake.server.refreshDelayMs = 50;

    const [first, second] = await Promise.all([
      callAuthApi<{ authorization: string }>(ECHO),
      callAuthApi<{ authorization: string }>(ECHO),
    ]);

    expect(fake.server.count('POST', REFRESH)).toBe(1);
    const newToken = localStorage.getItem('access-token');
    expect(newToken).toBeTruthy();
    expect(first.authorization).toBe(`Bearer ${newToken}`);
    expect(second.authorization).toBe(`Bearer ${newToken}`);
    // Two refused calls, two retries: nothing more.
    expect(fake.server.count('GET', ECHO)).toBe(4);
    // The refresh call carries the cookie, never the stale bearer token.
    expect(fake.server.requests.find((r) => r.path === REFRESH)?.authorization).toBeUndefined();
  });

  it('does not refresh again for a 401 that arrives after another call already refreshed', async () => {
    expiredSession();
    // Both go out with the old token; the slow one's 401 comes back after the fast one refreshed.
    const slow = callAuthApi<{ authorization: string }>(ECHO, { query: { delay: 200 } });
    const fast = callAuthApi<{ authorization: string }>(ECHO);
    const [slowAnswer, fastAnswer] = await Promise.all([slow, fast]);

    expect(fake.server.count('POST', REFRESH)).toBe(1);
    expect(slowAnswer.authorization).toBe(fastAnswer.authorization);
    expect(slowAnswer.authorization).toBe(`Bearer ${localStorage.getItem('access-token')}`);
  });

  it('signs out when the refresh is refused: token and isLoggedIn removed, one refresh, no loop', async () => {
    expiredSession();
    fake.server.refreshSessionFor = null;

    const results = await Promise.allSettled([callAuthApi(ECHO), callAuthApi(ECHO)]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({ status: 401 });
    }
    expect(fake.server.count('POST', REFRESH)).toBe(1);
    expect(fake.server.count('GET', ECHO)).toBe(2);
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('retries only once: a second 401 after a good refresh is thrown', async () => {
    expiredSession();
    // Every token is refused, even fresh ones.
    const original = fake.server.issueToken;
    fake.server.issueToken = () => 'never-valid';
    try {
      await expect(callAuthApi(ECHO)).rejects.toMatchObject({ status: 401 });
    } finally {
      fake.server.issueToken = original;
    }
    expect(fake.server.count('POST', REFRESH)).toBe(1);
    expect(fake.server.count('GET', ECHO)).toBe(2);
  });

  it('refreshes first when no token is stored (a cookie-only session, as after Google sign-in)', async () => {
    fake.server.refreshSessionFor = EMAIL;
    await expect(callAuthApi(ECHO)).resolves.toMatchObject({ email: EMAIL });
    expect(fake.server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${REFRESH}`,
      `GET ${ECHO}`,
    ]);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('passes other errors on without refreshing', async () => {
    localStorage.setItem('access-token', fake.server.issueToken(EMAIL));
    await expect(callAuthApi('/v1.5/boom')).rejects.toMatchObject({ status: 500 });
    expect(fake.server.count('POST', REFRESH)).toBe(0);
  });
});
