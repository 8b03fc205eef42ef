import { z } from 'zod';
import { COURSE_IDS } from './course.schema';
import { singleLine, text } from './text.schema';
import {
  BATCH_MESSAGES,
  BATCH_NAME_MAX,
  BATCH_CAPACITY_MAX,
  PATTERN_WEEKS_MAX,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SESSION_TITLE_MAX,
  BATCH_STATUSES,
  SESSION_STATUSES,
} from './batch.constants';

/**
 * Batches and their live sessions (issue 25): a program runs as dated batches with seats; a batch
 * has sessions with a private join link. Dates are India Standard Time calendar days (`YYYY-MM-DD`);
 * instants are ISO 8601 with an offset. IST has no daylight saving: it is always UTC+05:30.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day `YYYY-MM-DD` (2027-02-30 is refused). */
export const isoDate = (label: string) =>
  text()
    .regex(DATE, `${label} must be a date like 2027-03-06`)
    .refine((value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, `${label} is not a calendar date`);

const instant = (label: string) =>
  text().datetime({ offset: true, message: `${label} must be a date and time with its offset` });

/** An https link (join or recording), or null to clear it. */
const httpsLink = (label: string) =>
  text()
    .trim()
    .max(500)
    .url(`${label} must be a link`)
    .refine((value) => value.startsWith('https://'), `${label} ${BATCH_MESSAGES.httpsOnly}`);

/** "Saturdays and Sundays 10:00–12:00 IST for 12 weeks": the generator of a batch's sessions. */
export const weeklyPatternSchema = z.object({
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one day of the week.')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Each day may be chosen once.'),
  startTime: text().regex(TIME, 'The start time must be like 10:00 (24-hour, IST).'),
  durationMinutes: z.number().int().min(SESSION_MINUTES_MIN).max(SESSION_MINUTES_MAX),
  weeks: z.number().int().min(1).max(PATTERN_WEEKS_MAX),
});
export type WeeklyPattern = z.infer<typeof weeklyPatternSchema>;

export const batchSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  capacity: z.number().int(),
  enrolmentClosesAt: z.string(),
  status: z.enum(BATCH_STATUSES),
});
export type Batch = z.infer<typeof batchSchema>;

/** A program page's view of an open batch: no join link, ever. */
export const publicBatchSchema = batchSchema.extend({
  schedule: z.string(),
  seatsLeft: z.number().int(),
});
export type PublicBatch = z.infer<typeof publicBatchSchema>;
export const publicBatchListSchema = z.array(publicBatchSchema);

export const sessionSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  title: z.string(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
});
export type BatchSession = z.infer<typeof sessionSchema>;

/** A batch as staff see it: seats taken and left, and its schedule. */
export const staffBatchSchema = batchSchema.extend({
  schedule: z.string(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  sessionCount: z.number().int(),
});
export type StaffBatch = z.infer<typeof staffBatchSchema>;
export const staffBatchListSchema = z.array(staffBatchSchema);
export const batchDetailSchema = staffBatchSchema.extend({ sessions: z.array(sessionSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;

const batchFields = {
  name: singleLine('name')
    .trim()
    .min(3, 'Name the batch (at least 3 characters).')
    .max(BATCH_NAME_MAX),
  startDate: isoDate('startDate'),
  endDate: isoDate('endDate'),
  capacity: z.number().int().min(1).max(BATCH_CAPACITY_MAX),
  enrolmentClosesAt: instant('enrolmentClosesAt'),
};

/**
 * A new batch. Without `endDate` the pattern's last session gives it (or the start date); without
 * `enrolmentClosesAt`, enrolment closes when the batch starts (00:00 IST of the start date).
 */
export const createBatchBodySchema = z
  .object({
    courseId: z.enum(COURSE_IDS),
    name: batchFields.name,
    startDate: batchFields.startDate,
    endDate: batchFields.endDate.optional(),
    capacity: batchFields.capacity,
    enrolmentClosesAt: batchFields.enrolmentClosesAt.optional(),
    status: z.enum(['draft', 'open']).default('draft'),
    pattern: weeklyPatternSchema.optional(),
  })
  .strict();
export type CreateBatchBody = z.input<typeof createBatchBodySchema>;

export const updateBatchBodySchema = z
  .object({
    name: batchFields.name,
    startDate: batchFields.startDate,
    endDate: batchFields.endDate,
    capacity: batchFields.capacity,
    enrolmentClosesAt: batchFields.enrolmentClosesAt,
    status: z.enum(BATCH_STATUSES),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.');
export type UpdateBatchBody = z.input<typeof updateBatchBodySchema>;

export const batchListQuerySchema = z.object({ courseId: z.enum(COURSE_IDS).optional() });

const sessionFields = {
  startsAt: instant('startsAt'),
  durationMinutes: z.number().int().min(SESSION_MINUTES_MIN).max(SESSION_MINUTES_MAX),
  title: singleLine('title').trim().min(1, 'Give the session a title.').max(SESSION_TITLE_MAX),
  joinUrl: httpsLink('joinUrl').nullable(),
  recordingUrl: httpsLink('recordingUrl').nullable(),
};

export const createSessionBodySchema = z
  .object({
    startsAt: sessionFields.startsAt,
    durationMinutes: sessionFields.durationMinutes,
    title: sessionFields.title,
    joinUrl: sessionFields.joinUrl.optional(),
    recordingUrl: sessionFields.recordingUrl.optional(),
  })
  .strict();
export type CreateSessionBody = z.input<typeof createSessionBodySchema>;

export const updateSessionBodySchema = z
  .object(sessionFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change.');
export type UpdateSessionBody = z.input<typeof updateSessionBodySchema>;
