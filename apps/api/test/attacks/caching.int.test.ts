import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';
import { signUpAndLogIn, type SignedIn } from '../accounts';

/**
 * Issue 23 item 19: a personal or staff API answer a shared cache (a proxy, a CDN, a shared
 * computer's browser) keeps is readable by the next person. Every answer under /api is no-store
 * unless its route is public and says how it may be cached.
 */
let t: TestApp;
let learner: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  learner = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('Cache-Control on API answers', () => {
  it('personal answers, which set no header of their own, are no-store', async () => {
    for (const url of ['/api/v1.5/users/get-profile', '/api/v1.5/cart', '/api/v1.5/cart/quote']) {
      const res = await get(url, learner.accessToken);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('refusals and unknown API paths are no-store too', async () => {
    const denied = await get('/api/v1.5/users/get-profile');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const staffOnly = await get('/api/v1.5/events/all', learner.accessToken);
    expect(staffOnly.statusCode).toBe(403);
    expect(staffOnly.headers['cache-control']).toBe('no-store');
    const unknown = await get('/api/v1.5/nothing-here?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/cart/add',
      headers: { authorization: `Bearer ${learner.accessToken}` },
      payload: { nonsense: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('public cacheable answers keep their own header', async () => {
    expect((await get('/api/v1.5/courses')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/v1.5/events')).headers['cache-control']).toBe('public, max-age=30');
  });

  it('paths outside the API are not touched (a page path that merely starts with "api")', async () => {
    const res = await get('/apis-guide');
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
