/**
 * Batches' constants and messages (issue 25), apart from their schemas: a page that shows a batch
 * needs these, not zod (ADR 0020).
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

/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
