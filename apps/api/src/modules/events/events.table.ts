import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users';

/** An event (spec document 2 §3). Empty text is '' (the wire shape), never null. */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    heading: text('heading').notNull(),
    subHeading: text('sub_heading').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    mode: text('mode').notNull().default('Online'),
    /** The uploaded files' keys (the presign answers' fileName) and their published WebP URLs. */
    bannerPcKey: text('banner_pc_key').notNull().default(''),
    bannerPcUrl: text('banner_pc_url').notNull().default(''),
    bannerMobileKey: text('banner_mobile_key').notNull().default(''),
    bannerMobileUrl: text('banner_mobile_url').notNull().default(''),
    speakerImageKey: text('speaker_image_key').notNull().default(''),
    speakerImageUrl: text('speaker_image_url').notNull().default(''),
    speakerName: text('speaker_name').notNull().default(''),
    aboutSpeaker: text('about_speaker').notNull().default(''),
    speakerSocial: text('speaker_social').notNull().default(''),
    speakerExperience: text('speaker_experience').notNull().default(''),
    youtubeLink: text('youtube_link').notNull().default(''),
    enrollLink: text('enroll_link').notNull().default(''),
    uniqueNameForUrl: text('unique_name_for_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Seats for the internal registration; null = no limit. */
    capacity: integer('capacity'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_uuid_unique').on(t.uuid),
    uniqueIndex('events_slug_unique').on(t.uniqueNameForUrl),
    index('events_listing_idx').on(t.isDeleted, t.isActive, t.startsAt, t.id),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
  ],
);
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
