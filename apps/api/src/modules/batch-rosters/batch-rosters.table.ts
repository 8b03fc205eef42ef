import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';
import { batchSessions } from '../batches';
import { users } from '../users';

/**
 * Who attended a session: one row per learner and session, marked by staff from the roster. A
 * learner's attendance share (present over sessions held) is what the refund policy's "course
 * accessed" reads.
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    source: text('source').notNull().default('manual'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index('session_attendance_user_idx').on(t.userId),
    check('session_attendance_source_valid', sql`${t.source} in ('manual', 'import')`),
  ],
);
