import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { queryRows, type Executor } from '../database/database';
import { createRedisRateStore } from './redis-rate-limiter';
import { rateLimits } from './rate-limit.table';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitState = { count: number; isLimited: boolean; retryAfterSeconds: number };
/**
 * A rule for `admit`. Without `backoffCapSeconds` the key is locked once `limit` attempts were
 * admitted in the window; with it, every attempt from the limit on must wait, 1 s, then 2, 4 ... up
 * to the cap, before the next one is admitted.
 */
export type ThrottleRule = RateLimitRule & { backoffCapSeconds?: number };
export type Admission =
  | { isAdmitted: true; key: string; windowStart: string; store?: 'redis' }
  | { isAdmitted: false; retryAfterSeconds: number };
/** What `giveBack` needs of an admission (pass the admission itself). */
export type Admitted = { key: string; windowStart: string; store?: 'redis' };

type Row = { count: number; retry_after: number };

function toState(row: Row | undefined, rule: RateLimitRule): RateLimitState {
  const count = row?.count ?? 0;
  return {
    count,
    isLimited: count >= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(row?.retry_after ?? rule.windowSeconds)),
  };
}

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them; the
 * window restarts once it has passed. `hit` counts what already happened (one upsert); `admit`
 * decides, before the work, whether it may happen at all.
 */
function createPostgresRateLimiter(db: Executor) {
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      const window = `${rule.windowSeconds} seconds`;
      const rows = await queryRows<Row>(
        db,
        sql`
        insert into ${rateLimits} (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
        returning count::int as count,
          extract(epoch from (window_start + ${window}::interval - now()))::float8 as retry_after`,
      );
      const state = toState(rows[0], rule);
      // The hit that reaches the limit is still allowed; the ones after it are not.
      return { ...state, isLimited: state.count > rule.limit };
    },
    /**
     * Admits one attempt on `key` or refuses it, in one statement: the row lock of the upsert orders
     * concurrent callers, so no more than the rule allows are ever admitted. A refused attempt
     * changes nothing (the update's condition is false, and nothing is returned).
     */
    async admit(key: string, rule: ThrottleRule): Promise<Admission> {
      const window = `${rule.windowSeconds} seconds`;
      const cap = rule.backoffCapSeconds;
      const isCurrent = sql`rate_limits.window_start > now() - ${window}::interval`;
      const isFree =
        cap === undefined
          ? sql`rate_limits.count < ${rule.limit}`
          : sql`coalesce(rate_limits.next_allowed_at <= now(), true)`;
      // The wait that follows the attempt that makes the count `n` (the exponent is bounded, as
      // a float8 power overflows long before a count does).
      const waitAfter = (n: SQL) =>
        cap === undefined
          ? sql`null::timestamptz`
          : sql`case when ${n} >= ${rule.limit} then now() + make_interval(secs =>
              least(${cap}::float8, power(2, least(${n} - ${rule.limit}, 30)))) end`;
      const rows = await queryRows<{ window_start: string }>(
        db,
        sql`
        insert into ${rateLimits} (key, window_start, count, next_allowed_at)
        values (${key}, now(), 1, ${waitAfter(sql`1`)})
        on conflict (key) do update set
          window_start = case when ${isCurrent} then rate_limits.window_start else now() end,
          count = case when ${isCurrent} then rate_limits.count + 1 else 1 end,
          next_allowed_at = case when ${isCurrent} then ${waitAfter(sql`rate_limits.count + 1`)}
            else ${waitAfter(sql`1`)} end
        where not (${isCurrent}) or ${isFree}
        returning window_start::text as window_start`,
      );
      if (rows[0]) return { isAdmitted: true, key, windowStart: rows[0].window_start };
      const until =
        cap === undefined
          ? sql`window_start + ${window}::interval`
          : sql`coalesce(next_allowed_at, now())`;
      const [state] = await queryRows<{ retry_after: number }>(
        db,
        sql`select extract(epoch from (${until} - now()))::float8 as retry_after
          from ${rateLimits} where key = ${key}`,
      );
      // The row may have moved on since the refusal; the answer still must not invite a retry at once.
      return {
        isAdmitted: false,
        retryAfterSeconds: Math.max(1, Math.ceil(state?.retry_after ?? 1)),
      };
    },
    /** Gives an admitted attempt back (it succeeded, or was never checked), within its own window. */
    async giveBack(admission: Admitted, rule: ThrottleRule) {
      await db.execute(sql`
        update ${rateLimits} set
          count = greatest(count - 1, 0),
          next_allowed_at = case when count - 1 < ${rule.limit} then null else next_allowed_at end
        where key = ${admission.key} and window_start = ${admission.windowStart}::timestamptz`);
    },
  };
}

/** A Redis error is logged at most this often; meanwhile the counting goes on in PostgreSQL. */
const REDIS_WARNING_EVERY_MS = 30_000;

/**
 * The shared limiter every module uses (log-in throttle, coupon guessing, call-back requests):
 * counters in PostgreSQL, or with `redisUrl` the fixed-window rules in Redis through
 * rate-limiter-flexible (ADR 0011). Backoff rules stay in PostgreSQL either way: their
 * check-the-wait-then-count step needs the row lock of one upsert, which the library does not
 * offer. When Redis does not answer, an attempt is counted in PostgreSQL instead of failing.
 */
export function createRateLimiter(
  db: Executor,
  options: { redisUrl?: string; keyPrefix?: string; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
) {
  const postgres = createPostgresRateLimiter(db);
  if (!options.redisUrl) return { ...postgres, store: 'postgres' as const, close: async () => {} };

  const redis = new Redis(options.redisUrl, {
    // A slow or unreachable Redis must not hold a log-in for long: the attempt falls back.
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
  });
  let warnedAt = 0;
  const warn = (error: unknown) => {
    if (Date.now() - warnedAt < REDIS_WARNING_EVERY_MS) return;
    warnedAt = Date.now();
    options.log?.warn({ err: error }, 'rate limits: Redis did not answer; counting in PostgreSQL');
  };
  redis.on('error', warn);
  const store = createRedisRateStore(redis, options.keyPrefix ?? 'kaksha:rl');

  return {
    store: 'redis' as const,
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      try {
        return await store.hit(key, rule);
      } catch (error) {
        warn(error);
        return postgres.hit(key, rule);
      }
    },
    async admit(key: string, rule: ThrottleRule): Promise<Admission> {
      if (rule.backoffCapSeconds !== undefined) return postgres.admit(key, rule);
      try {
        return await store.admit(key, rule);
      } catch (error) {
        warn(error);
        return postgres.admit(key, rule);
      }
    },
    async giveBack(admission: Admitted, rule: ThrottleRule): Promise<void> {
      if (admission.store !== 'redis') return postgres.giveBack(admission, rule);
      await store.giveBack(admission, rule).catch(warn);
    },
    async close(): Promise<void> {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
