import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * Call-back requests from /request-call. Only what a counsellor needs to call: no e-mail, no client
 * address (the per-address limit lives in rate_limits, for its window only). The checks repeat the
 * shared schema's rules, so no other writer can store a request the form would refuse.
 */
export const callBackRequests = pgTable(
  'call_back_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Ten digits, no prefix. */
    mobileNumber: text('mobile_number').notNull(),
    /** A catalogue id, or 'not-sure'. */
    program: text('program').notNull(),
    /** A slot in IST: morning, afternoon, evening or any. */
    preferredTime: text('preferred_time').notNull(),
    /** When the caller ticked "I agree to be contacted" (the request cannot exist without it). */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** The account signed in when it was sent; the request stays if the account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The console's newest-first pages, and the duplicate check of a mobile number's recent requests.
    index('call_back_requests_created_idx').on(t.createdAt, t.id),
    index('call_back_requests_mobile_idx').on(t.mobileNumber, t.createdAt),
    check('call_back_requests_mobile_digits', sql`${t.mobileNumber} ~ '^[0-9]{10}$'`),
    check(
      'call_back_requests_name_length',
      sql`char_length(${t.name}) between 1 and 100 and ${t.name} = btrim(${t.name})`,
    ),
    check(
      'call_back_requests_program_valid',
      sql`${t.program} in ('webmonk', 'machinester', 'iot', 'code-slayer', 'not-sure')`,
    ),
    check(
      'call_back_requests_time_valid',
      sql`${t.preferredTime} in ('morning', 'afternoon', 'evening', 'any')`,
    ),
  ],
);
export type CallBackRequestRow = typeof callBackRequests.$inferSelect;
export type NewCallBackRequestRow = typeof callBackRequests.$inferInsert;
