import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every instance (log-in failures, coupon guessing). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** Log-in throttles: no attempt on this key is checked before this time (null: no wait). */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
});
