import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitState = { count: number; isLimited: boolean; retryAfterSeconds: number };

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
 * Fixed-window counters in the database, so every instance behind a load balancer shares them.
 * One upsert per hit; the window restarts once it has passed.
 */
export function createRateLimiter(db: Executor) {
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      const window = `${rule.windowSeconds} seconds`;
      const rows = await queryRows<Row>(
        db,
        sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
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
    async peek(key: string, rule: RateLimitRule): Promise<RateLimitState> {
      const window = `${rule.windowSeconds} seconds`;
      const rows = await queryRows<Row>(
        db,
        sql`
        select count::int as count,
          extract(epoch from (window_start + ${window}::interval - now()))::float8 as retry_after
        from rate_limits where key = ${key} and window_start > now() - ${window}::interval`,
      );
      return toState(rows[0], rule);
    },
    async reset(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
