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
