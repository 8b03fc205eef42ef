import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { batchSessions, batches, type BatchRow, type BatchSessionRow } from './batches.table';

export type NewBatch = typeof batches.$inferInsert;
export type BatchPatch = Partial<
  Pick<NewBatch, 'name' | 'startDate' | 'endDate' | 'capacity' | 'enrolmentClosesAt' | 'status'>
>;
export type NewSession = Omit<typeof batchSessions.$inferInsert, 'id' | 'batchId'>;
export type SessionPatch = Partial<
  Pick<NewSession, 'startsAt' | 'durationMinutes' | 'title' | 'joinUrl' | 'recordingUrl'>
>;

/** Staff lists: a program's batches (or all), the soonest start first. */
export function listBatches(db: Executor, courseId?: string): Promise<BatchRow[]> {
  return db
    .select()
    .from(batches)
    .where(courseId ? eq(batches.courseId, courseId) : undefined)
    .orderBy(asc(batches.startDate), asc(batches.name), asc(batches.id));
}

/** What a program page may advertise: open, enrolment not closed yet, the soonest start first. */
export function listOpenBatches(db: Executor, courseId: string): Promise<BatchRow[]> {
  return db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.courseId, courseId),
        eq(batches.status, 'open'),
        gt(batches.enrolmentClosesAt, sql`now()`),
      ),
    )
    .orderBy(asc(batches.startDate), asc(batches.name), asc(batches.id));
}

export async function findBatch(db: Executor, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id));
  return row;
}

/** The batch row locked for a change that reads its seats or dates (a transaction's first read). */
export async function lockBatch(db: Executor, id: string): Promise<BatchRow | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.id, id)).for('update');
  return row;
}

export async function insertBatch(db: Executor, values: NewBatch): Promise<BatchRow> {
  const [row] = await db.insert(batches).values(values).returning();
  return row!;
}

export async function updateBatch(db: Executor, id: string, patch: BatchPatch): Promise<BatchRow> {
  const [row] = await db
    .update(batches)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(batches.id, id))
    .returning();
  return row!;
}

/** Sessions of these batches, in time order (cancelled ones included). */
export function listSessions(
  db: Executor,
  batchIds: readonly string[],
): Promise<BatchSessionRow[]> {
  if (batchIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(batchSessions)
    .where(inArray(batchSessions.batchId, [...batchIds]))
    .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
}

export async function insertSessions(
  db: Executor,
  batchId: string,
  sessions: readonly NewSession[],
): Promise<BatchSessionRow[]> {
  if (sessions.length === 0) return [];
  return db
    .insert(batchSessions)
    .values(sessions.map((session) => ({ ...session, batchId })))
    .returning();
}

/** The session with its batch row locked (changes check the batch's dates). */
export async function lockSession(
  db: Executor,
  id: string,
): Promise<{ session: BatchSessionRow; batch: BatchRow } | undefined> {
  const [row] = await db
    .select({ session: batchSessions, batch: batches })
    .from(batchSessions)
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .where(eq(batchSessions.id, id))
    .for('update');
  return row;
}

/** A change calendars must pick up raises the session's sequence. */
export async function updateSession(
  db: Executor,
  id: string,
  patch: SessionPatch & { status?: 'scheduled' | 'cancelled' },
): Promise<BatchSessionRow> {
  const [row] = await db
    .update(batchSessions)
    .set({ ...patch, sequence: sql`${batchSessions.sequence} + 1`, updatedAt: sql`now()` })
    .where(eq(batchSessions.id, id))
    .returning();
  return row!;
}

/** Scheduled sessions of a batch that fall outside these IST dates. */
export async function countSessionsOutside(
  db: Executor,
  batchId: string,
  startDate: string,
  endDate: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(batchSessions)
    .where(
      and(
        eq(batchSessions.batchId, batchId),
        eq(batchSessions.status, 'scheduled'),
        sql`(${batchSessions.startsAt} at time zone 'Asia/Kolkata')::date not between ${startDate}::date and ${endDate}::date`,
      ),
    );
  return row?.n ?? 0;
}

export async function findSession(db: Executor, id: string): Promise<BatchSessionRow | undefined> {
  const [row] = await db.select().from(batchSessions).where(eq(batchSessions.id, id));
  return row;
}
