import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { batchSessions, batches } from '../batches';
import { courses } from '../catalog';
import { enrolments } from '../payments';
import { sessionAttendance } from '../batch-rosters';
import { calendarFeeds } from './schedules.table';

/** Every session of the batches the learner is placed in, in time order, with their mark. */
export function listLearnerSessions(db: Executor, userId: string) {
  return db
    .select({
      id: batchSessions.id,
      batchId: batches.id,
      batchName: batches.name,
      courseId: courses.id,
      courseName: courses.name,
      startsAt: batchSessions.startsAt,
      durationMinutes: batchSessions.durationMinutes,
      title: batchSessions.title,
      status: batchSessions.status,
      joinUrl: batchSessions.joinUrl,
      recordingUrl: batchSessions.recordingUrl,
      sequence: batchSessions.sequence,
      updatedAt: batchSessions.updatedAt,
      attended: sessionAttendance.present,
    })
    .from(enrolments)
    .innerJoin(batches, eq(batches.id, enrolments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(batchSessions, eq(batchSessions.batchId, batches.id))
    .leftJoin(
      sessionAttendance,
      and(eq(sessionAttendance.sessionId, batchSessions.id), eq(sessionAttendance.userId, userId)),
    )
    .where(and(eq(enrolments.userId, userId), isNotNull(enrolments.batchId)))
    .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
}
export type LearnerSession = Awaited<ReturnType<typeof listLearnerSessions>>[number];

/** The feed's version, made at 0 on first use. */
export async function feedVersion(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { userId: sql`excluded.user_id` } })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}

export async function currentFeedVersion(
  db: Executor,
  userId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ version: calendarFeeds.version })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.version;
}

export async function rotateFeed(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { version: sql`${calendarFeeds.version} + 1`, rotatedAt: sql`now()` },
    })
    .returning({ version: calendarFeeds.version });
  return row!.version;
}
