import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * A learner's calendar feed: its secret URL is derived from the account and this version, so
 * rotating it (a new version) ends the old URL at once and nothing secret is stored.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});
