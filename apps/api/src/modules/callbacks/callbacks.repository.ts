import { sql, type SQL } from 'drizzle-orm';
import type { CallBackFilter } from '@kaksha/shared';
import { dayEnd, dayStart } from '@kaksha/shared';
import { queryRows, type Executor, type Transaction } from '../../infra/database/database';
import { type Keyset, pageRows, type PageQuery } from '../../infra/staff-lists/keyset';
import { callBackRequests, type CallBackRequestRow } from './callbacks.table';
import { users } from '../users';

/**
 * Call-back requests: the write (one per mobile number and program within a short window) and the
 * console's reads. The list and the CSV share the FROM, the keyset and the filters below.
 */

export const CALL_BACK_FROM = sql`from ${callBackRequests} r left join ${users} u on u.id = r.user_id`;
export const CALL_BACK_KEYSET: Keyset = { time: sql`r.created_at`, id: sql`r.id`, idType: 'uuid' };

/** `%`, `_` and the escape character itself, taken literally in a LIKE pattern. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters as SQL conditions. A search of digits (spaces, dashes and a +91 allowed) looks in the
 * mobile numbers; anything else in the names, ignoring case.
 */
export function callBackConditions(filter: CallBackFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from)
    conditions.push(sql`r.created_at >= ${dayStart(filter.from).toISOString()}::timestamptz`);
  if (filter.to)
    conditions.push(sql`r.created_at < ${dayEnd(filter.to).toISOString()}::timestamptz`);
  if (filter.program) conditions.push(sql`r.program = ${filter.program}`);
  const search = filter.search?.trim();
  if (search) {
    const digits = search.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '');
    if (/^\d+$/.test(digits)) conditions.push(sql`r.mobile_number like ${`%${digits}%`}`);
    else conditions.push(sql`r.name ilike ${`%${escapeLike(search)}%`} escape '\\'`);
  }
  return conditions;
}

/**
 * Holds the lock of one mobile number until the transaction ends: its requests are checked for a
 * duplicate, counted and added one caller at a time.
 */
export async function lockMobileNumber(tx: Transaction, mobileNumber: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`call-back:${mobileNumber}`}, 0))`,
  );
}

/** How many requests this number made in the last `withinSeconds`, and when the oldest of them did. */
export async function countRecentRequests(
  tx: Transaction,
  mobileNumber: string,
  withinSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; retry_after: number | null }>(
    tx,
    sql`select count(*)::int as count,
        extract(epoch from (min(created_at) + make_interval(secs => ${withinSeconds}) - now()))::float8
          as retry_after
      from ${callBackRequests}
      where mobile_number = ${mobileNumber}
        and created_at > now() - make_interval(secs => ${withinSeconds})`,
  );
  return {
    count: row?.count ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil(row?.retry_after ?? withinSeconds)),
  };
}

/** The latest request for this mobile number and program made in the last `withinSeconds`. */
export async function findRecentRequest(
  db: Executor,
  mobileNumber: string,
  program: string,
  withinSeconds: number,
): Promise<CallBackRequestRow | undefined> {
  const rows = await db
    .select()
    .from(callBackRequests)
    .where(
      sql`${callBackRequests.mobileNumber} = ${mobileNumber}
        and ${callBackRequests.program} = ${program}
        and ${callBackRequests.createdAt} > now() - make_interval(secs => ${withinSeconds})`,
    )
    .orderBy(sql`${callBackRequests.createdAt} desc`)
    .limit(1);
  return rows[0];
}

export async function insertCallBackRequest(
  tx: Transaction,
  values: typeof callBackRequests.$inferInsert,
): Promise<CallBackRequestRow> {
  const [row] = await tx.insert(callBackRequests).values(values).returning();
  return row!;
}

export type CallBackListRow = {
  id: string;
  name: string;
  mobile_number: string;
  program: string;
  preferred_time: string;
  user_id: string | null;
  user_email: string | null;
  consented_at: string;
  created_at: string;
};

/** Times leave the database as ISO text (UTC, milliseconds): the same from both drivers. */
const iso = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One page of the console's list. */
export function listCallBackRequests(
  db: Executor,
  page: Pick<PageQuery, 'conditions' | 'cursor' | 'limit' | 'order'>,
) {
  return pageRows<CallBackListRow>(db, {
    ...page,
    select: sql`r.id, r.name, r.mobile_number, r.program, r.preferred_time, r.user_id,
        u.email as user_email, ${iso(sql`r.consented_at`)} as consented_at,
        ${iso(sql`r.created_at`)} as created_at`,
    from: CALL_BACK_FROM,
    keyset: CALL_BACK_KEYSET,
  });
}
