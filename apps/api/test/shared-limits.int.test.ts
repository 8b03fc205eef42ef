import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admission } from '../src/infra/rate-limit/rate-limiter';
import { createBrowser, register, uniqueEmail } from './accounts';
import { LIMIT_STORES, limitStoreConfig, redisKeysOf } from './limit-stores';
import { createTwoInstances, type TwoInstances } from './two-instances';

/**
 * The limits are one count however many instances serve the requests: two instances on one
 * database (and one Redis), with attempts arriving at both at once (ADR 0011).
 */
describe.each(LIMIT_STORES)('limits shared by two instances, counted in %s', (store) => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances({
      COUPON_ATTEMPTS_PER_MINUTE: '5',
      ...limitStoreConfig(store, 'shared-limits'),
    });
    expect(two.a.app.services.rateLimiter.store).toBe(store);
  }, 60_000);
  afterAll(() => two?.close());

  it('40 guesses at one account, split over both at once: exactly 10 passwords checked', async () => {
    const email = uniqueEmail();
    expect(
      (await register(two.a.app, { name: 'Owner', email, password: 'correct-horse-42' }))
        .statusCode,
    ).toBe(201);
    const onA = createBrowser(two.a.app, '203.0.113.60');
    const onB = createBrowser(two.b.app, '203.0.113.61');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).logIn(email, `wrong-${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it('the generic limiter admits exactly its limit across both, and a refusal counts for nothing', async () => {
    const limiters = [two.a.app.services.rateLimiter, two.b.app.services.rateLimiter];
    const rule = { limit: 5, windowSeconds: 60 };
    const key = `test:generic:${randomUUID()}`;
    const round = (n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => limiters[i % 2]!.admit(key, rule)));
    const admitted = (answers: Admission[]) => answers.filter((a) => a.isAdmitted);

    const first = await round(30);
    expect(admitted(first)).toHaveLength(5);
    for (const refusal of first.filter((a) => !a.isAdmitted))
      expect(refusal).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // One admitted attempt given back on B (as a call-back request that made nothing): one
    // more is admitted, not more, however many refusals came before.
    const [given] = admitted(first);
    if (!given?.isAdmitted) throw new Error('nothing admitted');
    await limiters[1]!.giveBack(given, rule);
    expect(admitted(await round(10))).toHaveLength(1);
  });

  it('an attempt given back after its window ended frees nothing in the next window', async () => {
    const limiter = two.a.app.services.rateLimiter;
    const rule = { limit: 2, windowSeconds: 1 };
    const key = `test:window:${randomUUID()}`;
    const old = await limiter.admit(key, rule);
    if (!old.isAdmitted) throw new Error('not admitted');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect((await limiter.admit(key, rule)).isAdmitted).toBe(true);
    await limiter.giveBack(old, rule);
    expect((await limiter.admit(key, rule)).isAdmitted).toBe(true);
    expect((await limiter.admit(key, rule)).isAdmitted).toBe(false);
    if (store === 'redis')
      expect(await redisKeysOf(two.a.config.REDIS_KEY_PREFIX)).toContain(
        `${two.a.config.REDIS_KEY_PREFIX}:${key}`,
      );
  });

  it('coupon guesses from one address are counted across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const app = i % 2 ? two.b.app : two.a.app;
      const res = await app.inject({
        url: `/api/v1.5/coupons/validate?couponCode=SHARED${i}X${Date.now()}`,
        remoteAddress: '198.51.100.70',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
