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
  boolean,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    mobileNumber: text('mobile_number').notNull().default(''),
    collegeName: text('college_name').notNull().default(''),
    stream: text('stream').notNull().default(''),
    role: text('role').notNull().default('USER'),
    // Bumped on password or role change and on "log out everywhere": older access tokens die.
    tokenVersion: integer('token_version').notNull().default(0),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ('USER', 'SALES', 'EVENTS', 'ADMIN')`),
    index('users_mobile_number_idx').on(t.mobileNumber),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);
export type UserRow = typeof users.$inferSelect;

/** A sign-in identity at an OpenID provider, found by (issuer, subject), never by e-mail alone. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('oauth_identities_user_idx').on(t.userId),
  ],
);
