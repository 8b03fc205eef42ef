import { sql } from 'drizzle-orm';
import type { RecoveryKind } from '@kaksha/shared';
import {
  index,
  jsonb,
  check,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../payments';
import { users } from '../users';

/** A line of the checkout an e-mail brings the learner back to: the program and its batch. */
export type RecoveryLine = { courseId: string; batchId: string | null };

/**
 * One recovery e-mail to one learner (issue 27): the first and second reminder about an abandoned
 * checkout, or the one e-mail about a failed payment. The unique key makes each at most one row:
 * `subject_key` is the checkout's programs (sorted ids, so the same cart gets at most two
 * reminders, however often it is touched) or the failed order's id. `claimed_at`/`claim_id` and
 * `sent_at` make it go once across instances; `clicked_at` is the first click-through.
 */
export const recoveryEmails = pgTable(
  'recovery_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<RecoveryKind>(),
    subjectKey: text('subject_key').notNull(),
    /** The open (or failed) order the e-mail is about; null for a server cart without an order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lines: jsonb('lines').notNull().$type<RecoveryLine[]>(),
    /** A failed payment: what the provider or the checkout said, if anything. */
    reason: text('reason'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimId: uuid('claim_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recovery_emails_once').on(t.userId, t.subjectKey, t.kind),
    check(
      'recovery_emails_kind_valid',
      sql`${t.kind} in ('abandoned_1', 'abandoned_2', 'failed_payment')`,
    ),
    index('recovery_emails_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('recovery_emails_sent_idx').on(t.sentAt),
    index('recovery_emails_user_idx').on(t.userId, t.sentAt),
  ],
);
export type RecoveryEmailRow = typeof recoveryEmails.$inferSelect;
