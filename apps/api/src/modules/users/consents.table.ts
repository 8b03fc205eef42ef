import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AgeStatement, ConsentSource } from '@kaksha/shared';
import { users } from './users.table';

/**
 * A learner's current choice about reminders and offers (issue 27), one row per learner: no row
 * is no consent. `is_minor` is set once the learner says they are under 18 and stops every
 * marketing e-mail whatever `granted` says. Each choice is also written to `consent_events`.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull().default(false),
    isMinor: boolean('is_minor').notNull().default(false),
    /** The wording version of the latest choice. */
    wordingVersion: text('wording_version'),
    source: text('source').$type<ConsentSource>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'marketing_consents_source_valid',
      sql`${t.source} is null or ${t.source} in ('signup', 'checkout', 'profile', 'unsubscribe')`,
    ),
  ],
);
export type MarketingConsentRow = typeof marketingConsents.$inferSelect;

/** The record of every consent choice and age statement: what, when, from where, which wording. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `marketing` (granted true/false) or `age` (the statement). */
    purpose: text('purpose').notNull().$type<'marketing' | 'age'>(),
    granted: boolean('granted'),
    ageStatement: text('age_statement').$type<AgeStatement>(),
    wordingVersion: text('wording_version'),
    source: text('source').notNull().$type<ConsentSource>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_events_user_idx').on(t.userId, t.createdAt),
    index('consent_events_created_idx').on(t.createdAt),
    check('consent_events_purpose_valid', sql`${t.purpose} in ('marketing', 'age')`),
    check(
      'consent_events_source_valid',
      sql`${t.source} in ('signup', 'checkout', 'profile', 'unsubscribe')`,
    ),
  ],
);
