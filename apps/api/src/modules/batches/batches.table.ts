import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from '../catalog';

/**
 * A dated run of a program: the thing a learner buys. Dates are IST calendar days; `seats_taken`
 * counts the learners placed in it and never exceeds `capacity` (a check, so no write can oversell).
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    enrolmentClosesAt: timestamp('enrolment_closes_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('batches_status_valid', sql`${t.status} in ('draft', 'open', 'closed', 'cancelled')`),
    check('batches_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('batches_capacity_positive', sql`${t.capacity} > 0`),
    check('batches_seats_within_capacity', sql`${t.seatsTaken} between 0 and ${t.capacity}`),
    index('batches_course_start_idx').on(t.courseId, t.startDate),
  ],
);
export type BatchRow = typeof batches.$inferSelect;

/**
 * A live session of a batch. The join and recording links are for the batch's learners and staff
 * only. A cancelled session stays (calendars show it cancelled); `sequence` rises with every change
 * a calendar must pick up.
 */
export const batchSessions = pgTable(
  'batch_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    title: text('title').notNull(),
    joinUrl: text('join_url'),
    recordingUrl: text('recording_url'),
    status: text('status').notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('batch_sessions_status_valid', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('batch_sessions_duration_valid', sql`${t.durationMinutes} between 15 and 600`),
    check(
      'batch_sessions_links_https',
      sql`(${t.joinUrl} is null or ${t.joinUrl} like 'https://%') and (${t.recordingUrl} is null or ${t.recordingUrl} like 'https://%')`,
    ),
    index('batch_sessions_batch_start_idx').on(t.batchId, t.startsAt),
  ],
);
export type BatchSessionRow = typeof batchSessions.$inferSelect;

/**
 * A seat taken for a checkout before its order exists (counted in seats_taken): a checkout claims
 * its seats first, so a full batch is refused before any payment order is made, and the order's
 * insert turns each claim into the line's held seat. A claim its checkout never turned into an
 * order (the process died in between) is given back by the reconciler's sweep.
 */
export const seatClaims = pgTable(
  'seat_claims',
  {
    claimId: uuid('claim_id').notNull(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.batchId] }),
    index('seat_claims_created_idx').on(t.createdAt),
  ],
);
