import {
  BATCH_MESSAGES as M,
  addDays,
  generateWeeklySessions,
  istDate,
  istInstant,
  scheduleSummary,
  type Batch,
  type BatchDetail,
  type BatchSession,
  type BatchStatus,
  type CreateBatchBody,
  type CreateSessionBody,
  type PublicBatch,
  type SessionStatus,
  type StaffBatch,
  type UpdateBatchBody,
  type UpdateSessionBody,
} from '@kaksha/shared';
import { AppError, conflict, notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Database, Executor, Transaction } from '../../infra/database/database';
import { recordAudit } from '../audit';
import { findActiveCourse } from '../catalog';
import {
  countSessionsOutside,
  findBatch,
  insertBatch,
  insertSessions,
  listBatches,
  listOpenBatches,
  listSessions,
  lockBatch,
  lockSession,
  updateBatch,
  updateSession,
  type BatchPatch,
} from './batches.repository';
import type { BatchRow, BatchSessionRow } from './batches.table';

/** A 400 naming the field, as every schema refusal does. */
const invalid = (field: string, message: string) =>
  new AppError('INVALID_BATCH', 400, `${field}: ${message}`, {}, [{ field, message }]);

export const toBatch = (row: BatchRow): Batch => ({
  id: row.id,
  courseId: row.courseId,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  capacity: row.capacity,
  enrolmentClosesAt: row.enrolmentClosesAt.toISOString(),
  status: row.status as BatchStatus,
});

export const toSession = (row: BatchSessionRow): BatchSession => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  title: row.title,
  joinUrl: row.joinUrl,
  recordingUrl: row.recordingUrl,
  status: row.status as SessionStatus,
});

const seatsLeft = (row: BatchRow) => Math.max(0, row.capacity - row.seatsTaken);

function toStaffBatch(row: BatchRow, sessions: readonly BatchSessionRow[]): StaffBatch {
  return {
    ...toBatch(row),
    schedule: scheduleSummary(sessions),
    seatsTaken: row.seatsTaken,
    seatsLeft: seatsLeft(row),
    sessionCount: sessions.filter((s) => s.status === 'scheduled').length,
  };
}

/** Sessions grouped by batch, each group in time order. */
function byBatch(sessions: readonly BatchSessionRow[]): Map<string, BatchSessionRow[]> {
  const groups = new Map<string, BatchSessionRow[]>();
  for (const session of sessions) {
    const group = groups.get(session.batchId) ?? [];
    group.push(session);
    groups.set(session.batchId, group);
  }
  return groups;
}

/** Enrolment must close before the batch's last day is over. */
function checkWindow(startDate: string, endDate: string, closesAt: Date): void {
  if (endDate < startDate) throw invalid('endDate', M.endBeforeStart);
  if (closesAt.getTime() >= istInstant(addDays(endDate, 1)).getTime())
    throw invalid('enrolmentClosesAt', M.closesAfterStart);
}

function checkInside(batch: Pick<BatchRow, 'startDate' | 'endDate'>, startsAt: Date): void {
  const day = istDate(startsAt);
  if (day < batch.startDate || day > batch.endDate)
    throw invalid(
      'startsAt',
      `${M.sessionOutsideBatch} (${batch.startDate} to ${batch.endDate}, IST).`,
    );
}

/** A session as it was before a staff change and as the change left it. */
export type SessionChange = { before: BatchSessionRow; after: BatchSessionRow };
/**
 * Told of every change to a session, inside the change's transaction: what the learners must be
 * told (a move, a cancellation) is recorded with the change itself (the session-notices module,
 * given by the composition root: it reads enrolments, which import this module).
 */
export type SessionChangeHook = (tx: Transaction, change: SessionChange) => Promise<void>;

/**
 * Batches and their sessions: what program pages advertise (open batches, no links) and what ADMIN
 * runs (create with the weekly pattern generator, edit, open, close, cancel; sessions). Every write
 * locks the batch row first and is audited in its own transaction.
 */
export function createBatchesService(deps: { db: Database; sessionChanged: SessionChangeHook }) {
  const { db, sessionChanged } = deps;

  async function detailOf(executor: Executor, row: BatchRow): Promise<BatchDetail> {
    const sessions = await listSessions(executor, [row.id]);
    return { ...toStaffBatch(row, sessions), sessions: sessions.map(toSession) };
  }

  return {
    /** A program page's open batches: soonest first, with schedule and seats left. */
    async listOpen(courseId: string): Promise<PublicBatch[]> {
      if (!(await findActiveCourse(db, courseId))) throw notFound('No such program');
      const rows = await listOpenBatches(db, courseId);
      const sessions = byBatch(
        await listSessions(
          db,
          rows.map((row) => row.id),
        ),
      );
      return rows.map((row) => ({
        ...toBatch(row),
        schedule: scheduleSummary(sessions.get(row.id) ?? []),
        seatsLeft: seatsLeft(row),
      }));
    },

    async list(courseId?: string): Promise<StaffBatch[]> {
      const rows = await listBatches(db, courseId);
      const sessions = byBatch(
        await listSessions(
          db,
          rows.map((row) => row.id),
        ),
      );
      return rows.map((row) => toStaffBatch(row, sessions.get(row.id) ?? []));
    },

    async detail(id: string): Promise<BatchDetail> {
      const row = await findBatch(db, id);
      if (!row) throw notFound(M.notFound);
      return detailOf(db, row);
    },

    async create(caller: Caller, body: CreateBatchBody): Promise<BatchDetail> {
      const generated = body.pattern ? generateWeeklySessions(body.startDate, body.pattern) : [];
      const lastDay = generated.length ? istDate(generated.at(-1)!.startsAt) : body.startDate;
      const endDate = body.endDate ?? lastDay;
      if (endDate < body.startDate) throw invalid('endDate', M.endBeforeStart);
      const sessions = generated.filter((s) => istDate(s.startsAt) <= endDate);
      if (body.pattern && sessions.length === 0) throw invalid('pattern', M.patternEmpty);
      if (sessions.length < generated.length)
        throw invalid(
          'pattern',
          `The pattern runs past the end date ${endDate} (its last session is on ${lastDay}).`,
        );
      const closesAt = body.enrolmentClosesAt
        ? new Date(body.enrolmentClosesAt)
        : istInstant(body.startDate);
      checkWindow(body.startDate, endDate, closesAt);
      return db.transaction(async (tx) => {
        const row = await insertBatch(tx, {
          courseId: body.courseId,
          name: body.name,
          startDate: body.startDate,
          endDate,
          capacity: body.capacity,
          enrolmentClosesAt: closesAt,
          status: body.status ?? 'draft',
        });
        await insertSessions(
          tx,
          row.id,
          sessions.map((s) => ({
            startsAt: new Date(s.startsAt),
            durationMinutes: s.durationMinutes,
            title: s.title,
          })),
        );
        const detail = await detailOf(tx, row);
        const { sessions: _sessions, ...after } = detail;
        await recordAudit(tx, caller, {
          action: 'batch.create',
          entityType: 'batch',
          entityId: row.id,
          after: { ...after, pattern: body.pattern ?? null },
        });
        return detail;
      });
    },

    async update(caller: Caller, id: string, body: UpdateBatchBody): Promise<BatchDetail> {
      return db.transaction(async (tx) => {
        const current = await lockBatch(tx, id);
        if (!current) throw notFound(M.notFound);
        const next = {
          startDate: body.startDate ?? current.startDate,
          endDate: body.endDate ?? current.endDate,
          closesAt: body.enrolmentClosesAt
            ? new Date(body.enrolmentClosesAt)
            : current.enrolmentClosesAt,
        };
        checkWindow(next.startDate, next.endDate, next.closesAt);
        if (body.capacity !== undefined && body.capacity < current.seatsTaken)
          throw invalid('capacity', `${M.capacityBelowTaken} (${current.seatsTaken}).`);
        if (body.status === 'cancelled' && current.status !== 'cancelled' && current.seatsTaken > 0)
          throw conflict(M.cancelWithLearners, 'BATCH_HAS_LEARNERS');
        if (body.startDate || body.endDate) {
          const outside = await countSessionsOutside(tx, id, next.startDate, next.endDate);
          if (outside > 0)
            throw invalid(
              body.startDate ? 'startDate' : 'endDate',
              `${outside} session(s) would fall outside the batch dates: move or cancel them first.`,
            );
        }
        const patch: BatchPatch = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.startDate !== undefined ? { startDate: body.startDate } : {}),
          ...(body.endDate !== undefined ? { endDate: body.endDate } : {}),
          ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
          ...(body.enrolmentClosesAt !== undefined ? { enrolmentClosesAt: next.closesAt } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
        };
        const row = await updateBatch(tx, id, patch);
        await recordAudit(tx, caller, {
          action:
            body.status && body.status !== current.status ? `batch.${body.status}` : 'batch.update',
          entityType: 'batch',
          entityId: id,
          before: toBatch(current),
          after: toBatch(row),
        });
        return detailOf(tx, row);
      });
    },

    async addSession(
      caller: Caller,
      batchId: string,
      body: CreateSessionBody,
    ): Promise<BatchSession> {
      return db.transaction(async (tx) => {
        const batch = await lockBatch(tx, batchId);
        if (!batch) throw notFound(M.notFound);
        const startsAt = new Date(body.startsAt);
        checkInside(batch, startsAt);
        const [row] = await insertSessions(tx, batchId, [
          {
            startsAt,
            durationMinutes: body.durationMinutes,
            title: body.title,
            joinUrl: body.joinUrl ?? null,
            recordingUrl: body.recordingUrl ?? null,
          },
        ]);
        const session = toSession(row!);
        await recordAudit(tx, caller, {
          action: 'session.create',
          entityType: 'batch-session',
          entityId: session.id,
          after: { ...session, batchId },
        });
        return session;
      });
    },

    async updateSession(
      caller: Caller,
      id: string,
      body: UpdateSessionBody,
    ): Promise<BatchSession> {
      return db.transaction(async (tx) => {
        const found = await lockSession(tx, id);
        if (!found) throw notFound(M.sessionNotFound);
        const startsAt = body.startsAt ? new Date(body.startsAt) : undefined;
        if (startsAt) checkInside(found.batch, startsAt);
        const row = await updateSession(tx, id, {
          ...(startsAt ? { startsAt } : {}),
          ...(body.durationMinutes !== undefined ? { durationMinutes: body.durationMinutes } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.joinUrl !== undefined ? { joinUrl: body.joinUrl } : {}),
          ...(body.recordingUrl !== undefined ? { recordingUrl: body.recordingUrl } : {}),
        });
        await sessionChanged(tx, { before: found.session, after: row });
        await recordAudit(tx, caller, {
          action: 'session.update',
          entityType: 'batch-session',
          entityId: id,
          before: toSession(found.session),
          after: toSession(row),
        });
        return toSession(row);
      });
    },

    /** Cancels a session (it stays listed, and calendars show it cancelled). */
    async cancelSession(caller: Caller, id: string): Promise<BatchSession> {
      return db.transaction(async (tx) => {
        const found = await lockSession(tx, id);
        if (!found) throw notFound(M.sessionNotFound);
        if (found.session.status === 'cancelled') return toSession(found.session);
        const row = await updateSession(tx, id, { status: 'cancelled' });
        await sessionChanged(tx, { before: found.session, after: row });
        await recordAudit(tx, caller, {
          action: 'session.cancel',
          entityType: 'batch-session',
          entityId: id,
          before: toSession(found.session),
          after: toSession(row),
        });
        return toSession(row);
      });
    },
  };
}
export type BatchesService = ReturnType<typeof createBatchesService>;
