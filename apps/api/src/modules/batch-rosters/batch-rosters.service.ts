import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  BATCH_MESSAGES,
  ROSTER_CSV_COLUMNS,
  ROSTER_MESSAGES as M,
  istDate,
  toRupees,
  type AttendanceBody,
  type AttendanceImportResult,
  type AttendanceImportRow,
  type AttendanceResult,
  type AttendanceSheet,
  type MoveBody,
  type RosterEntry,
} from '@kaksha/shared';
import { AppError, badRequest, conflict, notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { DatabaseHandle } from '../../infra/database/database';
import { isCheckViolation } from '../../infra/database/postgres-errors';
import type { Mailer } from '../../infra/mail/mailer';
import {
  csvNumber,
  csvRupees,
  csvText,
  csvTime,
  streamCsv,
  type CsvSource,
} from '../../infra/staff-lists/csv-export';
import { recordAudit } from '../audit';
import { findBatch, findSession } from '../batches';
import { users } from '../users';
import {
  ROSTER_FROM,
  ROSTER_KEYSET,
  attendanceSheet,
  inBatch,
  learnersByEmail,
  learnersOf,
  listRoster,
  lockBatches,
  lockEnrolment,
  moveSeat,
  saveAttendance,
  sessionsAttended,
  sessionsHeld,
  type RosterRow,
} from './batch-rosters.repository';
import { buildMoveMail } from './move-mail';
import { readParticipants, type ParticipantRow } from './participants-csv';

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Each row of a participant list against the batch's learners (by address, case and spaces
 * aside): the first row naming a learner marks them present, a later one is a duplicate.
 */
function matchParticipants(rows: readonly ParticipantRow[], learners: ReadonlyMap<string, string>) {
  const seen = new Set<string>();
  const present: string[] = [];
  const report = rows.map((row): AttendanceImportRow => {
    const address = row.email.toLowerCase();
    const { line, email, name, minutes } = row;
    const base = {
      line,
      email,
      ...(name ? { name } : {}),
      ...(minutes === undefined ? {} : { minutes }),
    };
    if (!ADDRESS.test(address)) return { ...base, status: 'no_email' };
    if (seen.has(address)) return { ...base, status: 'duplicate' };
    seen.add(address);
    const userId = learners.get(address);
    if (!userId) return { ...base, status: 'not_in_batch' };
    present.push(userId);
    return { ...base, status: 'present' };
  });
  return { report, present };
}

const toEntry = (row: RosterRow): RosterEntry => ({
  userId: row.user_id,
  name: row.name,
  email: row.email,
  mobileNumber: row.mobile_number,
  enrolledAt: row.enrolled_at,
  orderId: row.order_id,
  paid: toRupees(row.paid_paise ?? 0),
  sessionsHeld: row.sessions_held,
  attended: row.attended,
  attendanceShare: row.sessions_held > 0 ? row.attended / row.sessions_held : null,
});

function rosterCsv(batchId: string): CsvSource {
  return {
    header: ROSTER_CSV_COLUMNS,
    cells: [
      sql`e.user_id::text`,
      csvText(sql`u.name`),
      csvText(sql`u.email`),
      csvText(sql`coalesce(nullif(u.mobile_number, ''), o.mobile_number)`),
      csvTime(sql`e.created_at`),
      csvText(sql`coalesce(o.provider_order_id, o.id::text)`),
      csvRupees(sql`coalesce(i.final_paise, 0)`),
      csvNumber(sessionsHeld),
      csvNumber(sessionsAttended),
    ],
    from: ROSTER_FROM,
    where: [inBatch(batchId)],
    keyset: ROSTER_KEYSET,
    order: 'asc',
  };
}

/**
 * A batch's roster, moves between batches of one program and attendance. Reads for SALES and
 * ADMIN; every change is ADMIN's, made in one transaction with its audit entry, the batch rows
 * locked first.
 */
export function createBatchRostersService(deps: {
  database: DatabaseHandle;
  mailer: Mailer;
  log: { error(obj: unknown, msg: string): void };
}) {
  const { database } = deps;
  const { db } = database;

  async function requireBatch(batchId: string) {
    const batch = await findBatch(db, batchId);
    if (!batch) throw notFound(BATCH_MESSAGES.notFound);
    return batch;
  }

  return {
    async roster(batchId: string, page: { cursor?: string; limit: number }) {
      await requireBatch(batchId);
      const rows = await listRoster(db, batchId, page);
      return { items: rows.rows.map(toEntry), nextCursor: rows.nextCursor };
    },

    async rosterCsv(batchId: string): Promise<{ name: string; stream: Readable }> {
      const batch = await requireBatch(batchId);
      return {
        name: `roster-${batch.courseId}-${batch.startDate}`,
        stream: streamCsv(database, rosterCsv(batchId)),
      };
    },

    /** Moves a learner's seat to another batch of the same program, and tells them. */
    async move(caller: Caller, fromBatchId: string, body: MoveBody) {
      if (body.toBatchId === fromBatchId) throw badRequest(M.sameBatch, 'SAME_BATCH');
      const moved = await db
        .transaction(async (tx) => {
          const locked = await lockBatches(tx, [fromBatchId, body.toBatchId]);
          const from = locked.get(fromBatchId);
          const to = locked.get(body.toBatchId);
          if (!from) throw notFound(BATCH_MESSAGES.notFound);
          if (!to)
            throw new AppError('INVALID_MOVE', 400, `toBatchId: ${BATCH_MESSAGES.notFound}`, {}, [
              { field: 'toBatchId', message: BATCH_MESSAGES.notFound },
            ]);
          if (to.courseId !== from.courseId) throw badRequest(M.otherProgram, 'OTHER_PROGRAM');
          if (to.status === 'cancelled') throw conflict(M.targetCancelled, 'BATCH_CANCELLED');
          const enrolment = await lockEnrolment(tx, body.userId, from.courseId);
          if (!enrolment || enrolment.batchId !== fromBatchId)
            throw notFound(M.notInBatch, 'NOT_IN_BATCH');
          await moveSeat(tx, enrolment.id, fromBatchId, body.toBatchId);
          await recordAudit(tx, caller, {
            action: 'batch.move',
            entityType: 'enrolment',
            entityId: enrolment.id,
            before: { userId: body.userId, batchId: fromBatchId },
            after: { userId: body.userId, batchId: body.toBatchId },
          });
          const [learner] = await tx
            .select({ email: users.email, name: users.name })
            .from(users)
            .where(sql`${users.id} = ${body.userId}`);
          return { learner: learner!, to };
        })
        .catch((error: unknown) => {
          if (isCheckViolation(error, 'batches_seats_within_capacity'))
            throw conflict(`${M.targetFull}`, 'BATCH_FULL');
          throw error;
        });
      try {
        await deps.mailer.send(buildMoveMail(moved.learner, moved.to));
      } catch (error) {
        deps.log.error({ err: error, userId: body.userId }, 'batch move e-mail failed');
      }
      return { userId: body.userId, fromBatchId, toBatchId: body.toBatchId };
    },

    /** A session's sheet: every learner of its batch and their mark, if any. */
    async attendance(sessionId: string): Promise<AttendanceSheet> {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(BATCH_MESSAGES.sessionNotFound);
      const learners = await attendanceSheet(db, sessionId, session.batchId);
      return {
        sessionId,
        learners: learners.map((row) => ({
          ...row,
          source: row.source === 'manual' || row.source === 'import' ? row.source : null,
        })),
      };
    },

    /** Marks learners present or absent at a session; all must be learners of its batch. */
    async markAttendance(
      caller: Caller,
      sessionId: string,
      body: AttendanceBody,
    ): Promise<AttendanceResult> {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(BATCH_MESSAGES.sessionNotFound);
      const entries = [...new Map(body.entries.map((e) => [e.userId, e])).values()];
      return db.transaction(async (tx) => {
        const learners = await learnersOf(
          tx,
          session.batchId,
          entries.map((e) => e.userId),
        );
        const strangers = entries
          .map((entry, index) => ({ entry, index }))
          .filter(({ entry }) => !learners.has(entry.userId));
        if (strangers.length)
          throw new AppError(
            'NOT_IN_BATCH',
            400,
            `entries: ${strangers.length} ${strangers.length === 1 ? 'learner' : 'learners'} ${M.notEnrolled}`,
            {},
            strangers.map(({ entry, index }) => ({
              index,
              field: `entries.${index}.userId`,
              message: `${entry.userId} ${M.notEnrolled}`,
            })),
          );
        await saveAttendance(tx, sessionId, caller.id, entries);
        const result = {
          sessionId,
          present: entries.filter((e) => e.present).length,
          absent: entries.filter((e) => !e.present).length,
        };
        await recordAudit(tx, caller, {
          action: 'attendance.update',
          entityType: 'batch-session',
          entityId: sessionId,
          after: { ...result, day: istDate(session.startsAt) },
        });
        return result;
      });
    },

    /**
     * Marks present the learners a meeting tool's participant list names (`text`, the CSV file),
     * and reports every row. Learners the list does not name are left as they were: a learner
     * may have joined from another account, and a list never undoes a mark staff made.
     */
    async importAttendance(
      caller: Caller,
      sessionId: string,
      text: string,
    ): Promise<AttendanceImportResult> {
      const session = await findSession(db, sessionId);
      if (!session) throw notFound(BATCH_MESSAGES.sessionNotFound);
      const rows = readParticipants(text);
      return db.transaction(async (tx) => {
        const learners = await learnersByEmail(tx, session.batchId);
        const { report, present } = matchParticipants(rows, learners);
        if (present.length)
          await saveAttendance(
            tx,
            sessionId,
            caller.id,
            present.map((userId) => ({ userId, present: true })),
            'import',
          );
        const count = (status: AttendanceImportRow['status']) =>
          report.filter((row) => row.status === status).length;
        const summary = {
          rows: report.length,
          present: present.length,
          notInBatch: count('not_in_batch'),
          noEmail: count('no_email'),
          duplicate: count('duplicate'),
          learnersNotInFile: learners.size - present.length,
        };
        await recordAudit(tx, caller, {
          action: 'attendance.import',
          entityType: 'batch-session',
          entityId: sessionId,
          after: { ...summary, day: istDate(session.startsAt) },
        });
        return { sessionId, imported: present.length, summary, rows: report };
      });
    },
  };
}
export type BatchRostersService = ReturnType<typeof createBatchRostersService>;
