import { z } from 'zod';
import { COURSE_IDS } from './course.schema';
import { singleLine, text } from './text.schema';

/**
 * Batches and their live sessions (issue 25): a program runs as dated batches with seats; a batch
 * has sessions with a private join link. Dates are India Standard Time calendar days (`YYYY-MM-DD`);
 * instants are ISO 8601 with an offset. IST has no daylight saving: it is always UTC+05:30.
 */

export const BATCH_STATUSES = ['draft', 'open', 'closed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const BATCHES_PATH = '/v1.5/batches';
export const courseBatchesPath = (courseId: string) =>
  `/v1.5/courses/${encodeURIComponent(courseId)}/batches`;

export const BATCH_NAME_MAX = 80;
export const BATCH_CAPACITY_MAX = 5000;
export const SESSION_TITLE_MAX = 120;
export const SESSION_MINUTES_MIN = 15;
export const SESSION_MINUTES_MAX = 600;
export const PATTERN_WEEKS_MAX = 52;
/** Seats left are shown on a program page only below this many. */
export const FEW_SEATS = 10;

export const BATCH_MESSAGES = {
  endBeforeStart: 'The end date must be on or after the start date.',
  closesAfterStart: 'Enrolment must close before the batch ends.',
  capacityBelowTaken: 'The capacity cannot be below the seats already taken',
  patternEmpty: 'This pattern gives no session: choose at least one day that falls in its weeks.',
  sessionOutsideBatch: 'The session must fall within the batch dates',
  httpsOnly: 'must be an https:// link',
  cancelWithLearners: 'This batch has learners. Move them to another batch before cancelling it.',
  notFound: 'No such batch',
  sessionNotFound: 'No such session',
  noOpenBatch: 'No batch of this program is open for enrolment right now.',
  batchFull: 'is full.',
  batchClosed: 'is no longer taking enrolments.',
  nextBatchIs: 'The next batch with seats is',
  notOfProgram: 'That batch is not a batch of',
} as const;

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

/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

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

// ---- IST calendar arithmetic (no daylight saving: a fixed +05:30) ----

const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** The instant of an IST wall-clock time on an IST date. */
export function istInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000);
}

/** The IST calendar date (`YYYY-MM-DD`) of an instant. */
export function istDate(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** The IST wall-clock time (`HH:MM`) of an instant. */
export function istTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(11, 16);
}

/** The weekday (0 Sunday … 6 Saturday) of an IST calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sessions of a weekly pattern from `startDate` on: every chosen weekday of each of `weeks`
 * consecutive weeks (the first week begins on the start date), at the start time in IST, titled
 * "Session 1", "Session 2", … in order.
 */
export function generateWeeklySessions(
  startDate: string,
  pattern: WeeklyPattern,
): Array<{ startsAt: string; durationMinutes: number; title: string }> {
  const chosen = new Set(pattern.weekdays);
  const sessions: Array<{ startsAt: string; durationMinutes: number; title: string }> = [];
  for (let day = 0; day < pattern.weeks * 7; day += 1) {
    const date = addDays(startDate, day);
    if (!chosen.has(weekdayOf(date))) continue;
    sessions.push({
      startsAt: istInstant(date, pattern.startTime).toISOString(),
      durationMinutes: pattern.durationMinutes,
      title: `Session ${sessions.length + 1}`,
    });
  }
  return sessions;
}

/** Monday first, as a timetable reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} & ${words.at(-1)}`;
}

/**
 * A batch's schedule in one line, from its scheduled sessions: "Sat & Sun, 10:00–12:00 IST";
 * "Mon, Wed & Fri, times vary (IST)" when the sessions do not share one time; "Schedule to be
 * announced" without sessions.
 */
export function scheduleSummary(
  sessions: ReadonlyArray<{ startsAt: string | Date; durationMinutes: number; status?: string }>,
): string {
  const live = sessions.filter((s) => s.status !== 'cancelled');
  if (live.length === 0) return 'Schedule to be announced';
  const days = new Set(live.map((s) => weekdayOf(istDate(s.startsAt))));
  const dayText = joinWords(WEEK_ORDER.filter((d) => days.has(d)).map((d) => WEEKDAY_SHORT[d]!));
  const ranges = new Set(
    live.map((s) => {
      const start = new Date(s.startsAt);
      const end = new Date(start.getTime() + s.durationMinutes * 60_000);
      return `${istTime(start)}–${istTime(end)}`;
    }),
  );
  return ranges.size === 1 ? `${dayText}, ${[...ranges][0]} IST` : `${dayText}, times vary (IST)`;
}
