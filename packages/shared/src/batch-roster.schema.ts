import { z } from 'zod';
import { staffPaging } from './sales.schema';

/**
 * A batch's roster (issue 25): its learners with contact details, payment and attendance; moves
 * between batches of one program; attendance per session. SALES reads, ADMIN changes.
 */

export const batchRosterPath = (batchId: string) =>
  `/v1.5/batches/${encodeURIComponent(batchId)}/roster`;

export const rosterEntrySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  enrolledAt: z.string(),
  orderId: z.string(),
  /** What the learner paid for this program, in rupees (after discounts). */
  paid: z.number(),
  /** Sessions of the batch that have started and were not cancelled. */
  sessionsHeld: z.number().int(),
  attended: z.number().int(),
  /** attended / sessionsHeld, 0–1, or null before the first session. */
  attendanceShare: z.number().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const rosterListSchema = z.array(rosterEntrySchema);
export const rosterQuerySchema = z.object({ ...staffPaging });

export const ROSTER_CSV_COLUMNS = [
  'userId',
  'name',
  'email',
  'mobileNumber',
  'enrolledAt',
  'orderId',
  'paid',
  'sessionsHeld',
  'attended',
] as const;

export const moveBodySchema = z
  .object({
    userId: z.uuid('userId must be a learner id'),
    toBatchId: z.uuid('toBatchId must be a batch id'),
  })
  .strict();
export type MoveBody = z.infer<typeof moveBodySchema>;

export const ATTENDANCE_ENTRIES_MAX = 2000;

export const attendanceBodySchema = z
  .object({
    entries: z
      .array(
        z.object({ userId: z.uuid('userId must be a learner id'), present: z.boolean() }).strict(),
      )
      .min(1, 'Mark at least one learner.')
      .max(ATTENDANCE_ENTRIES_MAX),
  })
  .strict();
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

export const attendanceResultSchema = z.object({
  sessionId: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
});
export type AttendanceResult = z.infer<typeof attendanceResultSchema>;

export const ATTENDANCE_SOURCES = ['manual', 'import'] as const;

/** A learner of the batch and their mark at one session: null while nobody marked them. */
export const attendanceMarkSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  present: z.boolean().nullable(),
  /** Ticked by staff, or from an imported participant list. */
  source: z.enum(ATTENDANCE_SOURCES).nullable(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** A session's attendance sheet: every learner of its batch, in the roster's order. */
export const attendanceSheetSchema = z.object({
  sessionId: z.string(),
  learners: z.array(attendanceMarkSchema),
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

export const sessionAttendancePath = (sessionId: string) =>
  `/v1.5/sessions/${encodeURIComponent(sessionId)}/attendance`;

/**
 * Importing a meeting tool's participant list for a session (ADMIN): the body is the CSV file
 * itself (`Content-Type: text/csv`, UTF-8 or UTF-16 with its byte-order mark, comma, tab or
 * semicolon separated), at most this many bytes.
 */
export const ATTENDANCE_IMPORT_MAX_BYTES = 1_048_576;
export const ATTENDANCE_IMPORT_TYPE = 'text/csv';
export const attendanceImportPath = (sessionId: string) =>
  `${sessionAttendancePath(sessionId)}/import`;

/**
 * What became of one row of the file: `present` (a learner of the batch, now marked present),
 * `not_in_batch` (an address no learner of the batch has: a guest, the host, another account),
 * `no_email` (the row's e-mail cell is empty or not an address), `duplicate` (the address came
 * earlier in the file: the learner is counted once).
 */
export const IMPORT_ROW_STATUSES = ['present', 'not_in_batch', 'no_email', 'duplicate'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const attendanceImportRowSchema = z.object({
  /** The row's line in the file, from 1 (where it starts, for a quoted cell over lines). */
  line: z.number().int(),
  /** The e-mail cell as written, trimmed ('' when empty). */
  email: z.string(),
  status: z.enum(IMPORT_ROW_STATUSES),
  name: z.string().optional(),
  /** The duration column, in minutes, when the file has one and the cell reads as a duration. */
  minutes: z.number().optional(),
});
export type AttendanceImportRow = z.infer<typeof attendanceImportRowSchema>;

export const attendanceImportResultSchema = z.object({
  sessionId: z.string(),
  /** Learners marked present by this import. */
  imported: z.number().int(),
  summary: z.object({
    rows: z.number().int(),
    present: z.number().int(),
    notInBatch: z.number().int(),
    noEmail: z.number().int(),
    duplicate: z.number().int(),
    /** Learners of the batch the file does not name: their attendance is left as it was. */
    learnersNotInFile: z.number().int(),
  }),
  rows: z.array(attendanceImportRowSchema),
});
export type AttendanceImportResult = z.infer<typeof attendanceImportResultSchema>;

export const ATTENDANCE_IMPORT_MESSAGES = {
  mediaType: `Send the CSV file itself as the request body, with Content-Type: ${ATTENDANCE_IMPORT_TYPE}.`,
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 1 MB. Export the participants of this one session only.',
  workbook:
    'This is a spreadsheet workbook, not a CSV file. Export or save it as CSV, then import that.',
  notText:
    'The file is not a CSV text file (it contains NUL bytes). Export the participant list as CSV (UTF-8).',
  unclosedQuote: 'The file is not valid CSV: a quoted cell is never closed',
  unreadable: 'The file is not valid CSV',
  noEmailColumn:
    'No e-mail column found. The file needs a header row with a column such as "Email", "User Email" or "Attendee Email".',
  noRows: 'The file has an e-mail column but no participant rows under it.',
} as const;

export const moveResultSchema = z.object({
  userId: z.string(),
  fromBatchId: z.string(),
  toBatchId: z.string(),
});

export const ROSTER_MESSAGES = {
  notInBatch: 'This learner is not in this batch.',
  otherProgram: 'A learner can only move to another batch of the same program.',
  sameBatch: 'The learner is already in this batch.',
  targetCancelled: 'The learner cannot move to a cancelled batch.',
  targetFull: 'That batch is full.',
  notEnrolled: 'is not a learner of this batch',
} as const;
