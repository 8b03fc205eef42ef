import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { type Keyset, pageRows, type PageQuery } from '../../infra/staff-lists/keyset';
import { batchSessions, batches } from '../batches';
import { enrolments, orderItems, orders } from '../payments';
import { users } from '../users';
import { sessionAttendance } from './batch-rosters.table';

/** A batch's learners: enrolment, account, order and the line they paid for. */
export const ROSTER_FROM = sql`from ${enrolments} e
  join ${users} u on u.id = e.user_id
  join ${orders} o on o.id = e.order_id
  left join ${orderItems} i on i.order_id = e.order_id and i.course_id = e.course_id`;
/** Oldest enrolment first: a roster reads in the order learners joined. */
export const ROSTER_KEYSET: Keyset = { time: sql`e.created_at`, id: sql`e.id`, idType: 'uuid' };
export const inBatch = (batchId: string): SQL => sql`e.batch_id = ${batchId}`;

/** Sessions of the batch held so far (started, not cancelled). */
export const sessionsHeld = sql`(select count(*)::int from ${batchSessions} s
  where s.batch_id = e.batch_id and s.status = 'scheduled' and s.starts_at <= now())`;
/** Of those, the ones the learner was marked present at. */
export const sessionsAttended = sql`(select count(*)::int from ${sessionAttendance} a
  join ${batchSessions} s on s.id = a.session_id
  where a.user_id = e.user_id and s.batch_id = e.batch_id and a.present
    and s.status = 'scheduled' and s.starts_at <= now())`;

export type RosterRow = {
  user_id: string;
  name: string;
  email: string;
  mobile_number: string;
  enrolled_at: string;
  order_id: string;
  paid_paise: number | null;
  sessions_held: number;
  attended: number;
};

const iso = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function listRoster(
  db: Executor,
  batchId: string,
  page: Pick<PageQuery, 'cursor' | 'limit'>,
) {
  return pageRows<RosterRow>(db, {
    ...page,
    order: 'asc',
    conditions: [inBatch(batchId)],
    select: sql`e.user_id, u.name, u.email,
      coalesce(nullif(u.mobile_number, ''), o.mobile_number) as mobile_number,
      ${iso(sql`e.created_at`)} as enrolled_at, coalesce(o.provider_order_id, o.id::text) as order_id,
      i.final_paise as paid_paise, ${sessionsHeld} as sessions_held, ${sessionsAttended} as attended`,
    from: ROSTER_FROM,
    keyset: ROSTER_KEYSET,
  });
}

/** The learner's enrolment in this program, locked for a move. */
export async function lockEnrolment(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrolments.id, batchId: enrolments.batchId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .for('update');
  return row;
}

/** Both batches of a move, locked in id order (two opposite moves cannot deadlock). */
export async function lockBatches(db: Executor, ids: readonly string[]) {
  const rows = await db
    .select()
    .from(batches)
    .where(inArray(batches.id, [...ids]))
    .orderBy(batches.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Moves the learner's seat: the enrolment names the new batch, the old batch gives a seat back and
 * the new one takes it, in one statement; the check constraint on `seats_taken` refuses a full
 * batch (the statement then changes nothing).
 */
export async function moveSeat(db: Executor, enrolmentId: string, from: string, to: string) {
  await db.execute(sql`with moved as (
      update ${enrolments} set batch_id = ${to} where id = ${enrolmentId} returning id
    )
    update ${batches} set seats_taken = seats_taken + case when id = ${to}::uuid then 1 else -1 end,
      updated_at = now()
    where id in (${from}::uuid, ${to}::uuid) and exists (select 1 from moved)`);
}

/** Learners of the batch among these ids. */
export async function learnersOf(db: Executor, batchId: string, userIds: readonly string[]) {
  const rows = await db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.batchId, batchId), inArray(enrolments.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/** Every learner of the batch, oldest enrolment first, with their mark at this session. */
export async function attendanceSheet(db: Executor, sessionId: string, batchId: string) {
  return db
    .select({
      userId: enrolments.userId,
      name: users.name,
      email: users.email,
      present: sessionAttendance.present,
      source: sessionAttendance.source,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .leftJoin(
      sessionAttendance,
      and(
        eq(sessionAttendance.sessionId, sessionId),
        eq(sessionAttendance.userId, enrolments.userId),
      ),
    )
    .where(eq(enrolments.batchId, batchId))
    .orderBy(enrolments.createdAt, enrolments.id);
}

/** Every learner of the batch by e-mail address, lower-cased. */
export async function learnersByEmail(db: Executor, batchId: string) {
  const rows = await db
    .select({ userId: enrolments.userId, email: sql<string>`lower(${users.email})` })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(eq(enrolments.batchId, batchId));
  return new Map(rows.map((row) => [row.email, row.userId]));
}

/** Upserts the marks; `source` says whether staff ticked them or a participant list did. */
export async function saveAttendance(
  db: Executor,
  sessionId: string,
  markedBy: string,
  entries: ReadonlyArray<{ userId: string; present: boolean }>,
  source: 'manual' | 'import' = 'manual',
) {
  await db
    .insert(sessionAttendance)
    .values(
      entries.map((entry) => ({
        sessionId,
        userId: entry.userId,
        present: entry.present,
        source,
        markedBy,
      })),
    )
    .onConflictDoUpdate({
      target: [sessionAttendance.sessionId, sessionAttendance.userId],
      set: {
        present: sql`excluded.present`,
        markedBy: sql`excluded.marked_by`,
        markedAt: sql`now()`,
        source: sql`excluded.source`,
      },
    });
}
