import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users';
import { events } from '../events';

/**
 * A place at an event for a signed-in learner or a visitor (name + e-mail, confirmed by e-mail).
 * pending -> confirmed | waitlisted -> cancelled; the oldest waitlisted is promoted when a seat opens.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    status: text('status').notNull(),
    /** SHA-256 of the token e-mailed to confirm or cancel (visitors). */
    tokenHash: text('token_hash'),
    /** Order on the waiting list (set when waitlisted). */
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Claimed by one instance before the reminder goes (the claim is the exactly-once). */
    reminderClaimedAt: timestamp('reminder_claimed_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_email_unique').on(t.eventId, t.email),
    uniqueIndex('event_registrations_token_unique').on(t.tokenHash),
    index('event_registrations_event_status_idx').on(t.eventId, t.status, t.waitlistedAt),
    check(
      'event_registrations_status_valid',
      sql`${t.status} in ('pending', 'confirmed', 'waitlisted', 'cancelled')`,
    ),
  ],
);
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
