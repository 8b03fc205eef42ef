import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Admission, RateLimitRule, RateLimitState } from './rate-limiter';

/**
 * `admit` as rate-limiter-flexible's increment script, changed in one way: a refused attempt
 * writes nothing (the limiter still sees the count it would have made, and refuses). So, as with
 * the PostgreSQL store, refusals neither count nor hold back a slot that a success gives back.
 * KEYS[1] the key; ARGV[1] points, ARGV[2] window seconds, ARGV[3] the limit (the library's order).
 */
const ADMIT_SCRIPT = `
local points = tonumber(ARGV[1])
local current = tonumber(redis.call('get', KEYS[1]) or '0')
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 then
  current = 0
end
if current + points > tonumber(ARGV[3]) then
  return {current + points, ttl}
end
if ttl < 0 then
  redis.call('set', KEYS[1], points, 'PX', tonumber(ARGV[2]) * 1000)
  return {points, tonumber(ARGV[2]) * 1000}
end
return {redis.call('incrby', KEYS[1], points), ttl}
`;

/**
 * Gives one admitted attempt back, only within the window it was admitted in (the library's
 * reward would open a new window at -1 when the old one is gone). The window is recognised by
 * its remaining time: the admission's window ends at a known instant, and any later window ends
 * at least a whole window after it. KEYS[1] the key; ARGV[1] the remaining time the admission's
 * window should have now (ms), ARGV[2] the tolerance (half a window, ms).
 */
const GIVE_BACK_SCRIPT = `
local ttl = redis.call('pttl', KEYS[1])
if ttl < 0 or math.abs(ttl - tonumber(ARGV[1])) > tonumber(ARGV[2]) then
  return 0
end
if tonumber(redis.call('get', KEYS[1]) or '0') <= 0 then
  return 0
end
redis.call('decr', KEYS[1])
return 1
`;

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/**
 * The fixed-window rules in Redis through rate-limiter-flexible (one limiter per rule): `hit`
 * counts everything that happened (the library's own script), `admit` refuses without counting
 * (the script above). Key names are the library's: `<prefix>:<key>`. Backoff rules are not
 * expressed here (see rate-limiter.ts).
 */
export function createRedisRateStore(redis: Redis, keyPrefix: string) {
  const limiters = new Map<string, RateLimiterRedis>();
  function limiterFor(kind: 'hit' | 'admit', rule: RateLimitRule): RateLimiterRedis {
    const id = `${kind}:${rule.limit}:${rule.windowSeconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points: rule.limit,
        duration: rule.windowSeconds,
        ...(kind === 'admit' ? { customIncrTtlLuaScript: ADMIT_SCRIPT } : {}),
      });
      limiters.set(id, limiter);
    }
    return limiter;
  }
  const keyOf = (key: string) => `${keyPrefix}:${key}`;

  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      const res = await limiterFor('hit', rule).penalty(key, 1);
      return {
        count: res.consumedPoints,
        // The hit that reaches the limit is still allowed; the ones after it are not.
        isLimited: res.consumedPoints > rule.limit,
        retryAfterSeconds: retryAfter(res.msBeforeNext),
      };
    },

    async admit(key: string, rule: RateLimitRule): Promise<Admission> {
      try {
        const res = await limiterFor('admit', rule).consume(key, 1);
        const windowStart = new Date(Date.now() + res.msBeforeNext - rule.windowSeconds * 1000);
        return { isAdmitted: true, key, windowStart: windowStart.toISOString(), store: 'redis' };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { isAdmitted: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) };
      }
    },

    async giveBack(admission: { key: string; windowStart: string }, rule: RateLimitRule) {
      const windowMs = rule.windowSeconds * 1000;
      const remaining = Date.parse(admission.windowStart) + windowMs - Date.now();
      await redis.eval(
        GIVE_BACK_SCRIPT,
        1,
        keyOf(admission.key),
        String(Math.round(remaining)),
        String(windowMs / 2),
      );
    },
  };
}
export type RedisRateStore = ReturnType<typeof createRedisRateStore>;
