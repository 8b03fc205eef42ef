import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { batchSessions } from '../batches';
import { users } from '../users';

export const SESSION_NOTICE_KINDS = ['reminder_24h', 'reminder_1h', 'moved', 'cancelled'] as const;
export type SessionNoticeKind = (typeof SESSION_NOTICE_KINDS)[number];

/**
 * One e-mail about a live session to one learner of its batch: a reminder (made by the notice
 * round when it falls due), or a move or cancellation (made in the change's own transaction).
 * The unique key makes each at most one row; `claimed_at` and `sent_at` make it go once across
 * instances. `starts_at` is the start the e-mail is about (a move's new start), so a notice about
 * a time the session no longer has is never sent.
 */
export const sessionNotices = pgTable(
  'session_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<SessionNoticeKind>(),
    /** The session's `sequence` when the notice was made. */
    sessionSequence: integer('session_sequence').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** A move's old start, as the learner last heard it. */
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_notices_once').on(t.sessionId, t.userId, t.kind, t.sessionSequence),
    check(
      'session_notices_kind_valid',
      sql`${t.kind} in ('reminder_24h', 'reminder_1h', 'moved', 'cancelled')`,
    ),
    // What a round looks through: the notices not sent yet, by the start they are about.
    index('session_notices_pending_idx')
      .on(t.startsAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
export type SessionNoticeRow = typeof sessionNotices.$inferSelect;
