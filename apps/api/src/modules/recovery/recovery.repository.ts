import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import { batches } from '../batches';
import { cartItems, carts } from '../cart';
import { courses } from '../catalog';
import { enrolments, orderItems, orders } from '../payments';
import { consentEvents, marketingConsents, users } from '../users';
import { recoveryEmails, type RecoveryLine } from './recovery.table';

/** Erased accounts keep a row in users with an undeliverable address: never e-mailed. */
const ERASED_ADDRESS = '%@erased.invalid';
/** A claim older than this whose e-mail never went (the instance died mid-round) is taken again. */
const STALE_CLAIM = '15 minutes';
/** A checkout untouched for longer than this is not worth a first reminder any more. */
const OLDEST_CHECKOUT = '7 days';

/**
 * A checkout line can still be bought at `at`: its batch is open and its enrolment has not closed
 * (a line without a batch: the program has such a batch, or has no batches at all).
 */
function lineIsOpen(courseId: SQL, batchId: SQL, at: string): SQL {
  return sql`(case when ${batchId} is not null then exists (
      select 1 from ${batches} b where b.id = ${batchId}
        and b.status = 'open' and b.enrolment_closes_at > ${at}::timestamptz)
    else not exists (select 1 from ${batches} b where b.course_id = ${courseId})
      or exists (select 1 from ${batches} b where b.course_id = ${courseId}
        and b.status = 'open' and b.enrolment_closes_at > ${at}::timestamptz)
    end)`;
}

/** The learner's server cart as a key: the ids of the programs they do not own yet, sorted. */
const cartKeyOf = (userId: SQL) => sql`(select string_agg(ci.course_id, ',' order by ci.course_id)
    from ${cartItems} ci where ci.user_id = ${userId}
      and not exists (select 1 from ${enrolments} e
        where e.user_id = ci.user_id and e.course_id = ci.course_id))`;

/** Marketing may go to this learner: consent given and not a minor. */
const mayMarket = (userId: SQL) => sql`exists (select 1 from ${marketingConsents} mc
    where mc.user_id = ${userId} and mc.granted and not mc.is_minor)`;

/**
 * Makes the abandoned-checkout e-mails due at `at` (one `insert … select … on conflict do
 * nothing`: racing rounds agree through the unique key). A checkout is the learner's open order
 * (its lines and batches, touched when the order last changed) or, without one, their server cart
 * (touched when it last changed). The first is due `afterSeconds` after the last touch, the second
 * `secondAfterSeconds` after it and at least `afterSeconds` after the first went; never a third.
 */
export async function makeDueReminders(
  db: Executor,
  at: string,
  intervals: { afterSeconds: number; secondAfterSeconds: number },
): Promise<number> {
  const { afterSeconds, secondAfterSeconds } = intervals;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with checkouts as (
          select o.user_id, o.id as order_id, o.updated_at as touched_at,
            string_agg(oi.course_id, ',' order by oi.course_id) as subject_key,
            jsonb_agg(jsonb_build_object('courseId', oi.course_id, 'batchId', oi.batch_id)
              order by oi.course_id) as lines,
            bool_and(${lineIsOpen(sql`oi.course_id`, sql`oi.batch_id`, at)}) as is_open
          from ${orders} o join ${orderItems} oi on oi.order_id = o.id
          where o.status in ('created', 'attempted')
          group by o.id, o.user_id, o.updated_at
          union all
          select c.user_id, null::uuid, c.updated_at,
            string_agg(ci.course_id, ',' order by ci.course_id),
            jsonb_agg(jsonb_build_object('courseId', ci.course_id, 'batchId', null)
              order by ci.course_id),
            bool_and(${lineIsOpen(sql`ci.course_id`, sql`null::uuid`, at)})
          from ${carts} c join ${cartItems} ci on ci.user_id = c.user_id
          where not exists (select 1 from ${enrolments} e
              where e.user_id = c.user_id and e.course_id = ci.course_id)
            and not exists (select 1 from ${orders} o
              where o.user_id = c.user_id and o.status in ('created', 'attempted'))
          group by c.user_id, c.updated_at
        )
        insert into ${recoveryEmails} (user_id, kind, subject_key, order_id, lines)
        select ch.user_id, k.kind, ch.subject_key, ch.order_id, ch.lines
        from checkouts ch
        cross join (values ('abandoned_1', ${afterSeconds}::int),
          ('abandoned_2', ${secondAfterSeconds}::int)) as k(kind, after_seconds)
        join ${users} u on u.id = ch.user_id
        where ch.is_open and u.email not like ${ERASED_ADDRESS}
          and ${mayMarket(sql`ch.user_id`)}
          and ch.touched_at <= ${at}::timestamptz - k.after_seconds * interval '1 second'
          and ch.touched_at > ${at}::timestamptz - ${OLDEST_CHECKOUT}::interval
            - k.after_seconds * interval '1 second'
          and (k.kind = 'abandoned_1' or exists (select 1 from ${recoveryEmails} f
            where f.user_id = ch.user_id and f.subject_key = ch.subject_key
              and f.kind = 'abandoned_1'
              and f.sent_at <= ${at}::timestamptz - ${afterSeconds}::int * interval '1 second'))
        order by ch.user_id, k.kind
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * Records the one e-mail about a failed payment of an order (any number of webhook deliveries and
 * browser reports make one row). Answers the new row's id, or null when it was already made (or
 * the order is paid).
 */
export async function recordFailedPayment(
  db: Executor,
  orderId: string,
  reason: string | null,
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into ${recoveryEmails} (user_id, kind, subject_key, order_id, lines, reason)
        select o.user_id, 'failed_payment', o.id::text, o.id,
          coalesce(jsonb_agg(jsonb_build_object('courseId', oi.course_id, 'batchId', oi.batch_id)
            order by oi.course_id) filter (where oi.course_id is not null), '[]'::jsonb),
          ${reason}
        from ${orders} o left join ${orderItems} oi on oi.order_id = o.id
        where o.id = ${orderId} and o.status <> 'paid'
        group by o.id, o.user_id
        on conflict do nothing
        returning id`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Claims up to `limit` e-mails still worth sending at `at` (`FOR UPDATE SKIP LOCKED`: two rounds
 * never claim the same one). Worth sending: not sent, not claimed by a live round, the learner not
 * erased and not paid since the e-mail was made; a reminder also needs consent (and no minor),
 * the same checkout still open and every line's batch still open; a failed payment needs nothing
 * more (transactional). `onlyId` claims that one e-mail (the failed-payment e-mail sent at once).
 */
export async function claimDue(
  db: Executor,
  at: string,
  claimId: string,
  limit: number,
  onlyId?: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${recoveryEmails} set claimed_at = ${at}::timestamptz, claim_id = ${claimId}
        where id in (
          select r.id from ${recoveryEmails} r
          join ${users} u on u.id = r.user_id
          where r.sent_at is null
            ${onlyId ? sql`and r.id = ${onlyId}` : sql``}
            and (r.claimed_at is null
              or r.claimed_at < ${at}::timestamptz - ${STALE_CLAIM}::interval)
            and r.created_at > ${at}::timestamptz - ${OLDEST_CHECKOUT}::interval
            and u.email not like ${ERASED_ADDRESS}
            and not exists (select 1 from ${orders} p where p.user_id = r.user_id
              and p.status = 'paid' and p.paid_at >= r.created_at)
            and (r.order_id is null or not exists (select 1 from ${orders} p
              where p.id = r.order_id and p.status = 'paid'))
            and (r.kind = 'failed_payment' or (
              ${mayMarket(sql`r.user_id`)}
              and not exists (select 1
                from jsonb_to_recordset(r.lines) as l("courseId" text, "batchId" uuid)
                where not ${lineIsOpen(sql`l."courseId"`, sql`l."batchId"`, at)})
              and (${cartKeyOf(sql`r.user_id`)} = r.subject_key
                or exists (select 1 from ${orders} o
                  where o.user_id = r.user_id and o.status in ('created', 'attempted')
                    and (select string_agg(oi.course_id, ',' order by oi.course_id)
                      from ${orderItems} oi where oi.order_id = o.id) = r.subject_key))))
          order by r.created_at, r.id
          limit ${limit}
          for update of r skip locked)
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** The claimed e-mails with what they need: the learner and the programs' names. */
export async function readClaimed(db: Executor, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ email: recoveryEmails, to: users.email, name: users.name })
    .from(recoveryEmails)
    .innerJoin(users, eq(users.id, recoveryEmails.userId))
    .where(inArray(recoveryEmails.id, ids))
    .orderBy(recoveryEmails.createdAt, recoveryEmails.id);
  const courseIds = [...new Set(rows.flatMap((r) => r.email.lines.map((l) => l.courseId)))];
  const names = new Map(
    courseIds.length
      ? (
          await db
            .select({ id: courses.id, name: courses.name })
            .from(courses)
            .where(inArray(courses.id, courseIds))
        ).map((c) => [c.id, c.name])
      : [],
  );
  return rows.map((r) => ({
    ...r,
    programs: r.email.lines.map((l) => names.get(l.courseId) ?? l.courseId),
  }));
}

const mine = (id: string, claimId: string) =>
  and(
    eq(recoveryEmails.id, id),
    eq(recoveryEmails.claimId, claimId),
    isNull(recoveryEmails.sentAt),
  );

/** Moves this round's claim forward just before its e-mail goes; false when another round took it. */
export async function renewClaim(db: Executor, id: string, claimId: string, at: Date) {
  const rows = await db
    .update(recoveryEmails)
    .set({ claimedAt: at })
    .where(mine(id, claimId))
    .returning({ id: recoveryEmails.id });
  return rows.length > 0;
}

export async function markSent(db: Executor, id: string, claimId: string, at: Date) {
  await db.update(recoveryEmails).set({ sentAt: at }).where(mine(id, claimId));
}

export async function releaseClaim(db: Executor, id: string, claimId: string) {
  await db.update(recoveryEmails).set({ claimedAt: null, claimId: null }).where(mine(id, claimId));
}

/** Records a click-through (the first one counts); answers the e-mail's lines, or null. */
export async function recordClick(
  db: Executor,
  id: string,
): Promise<{ lines: RecoveryLine[]; isFirst: boolean } | null> {
  const first = await db
    .update(recoveryEmails)
    .set({ clickedAt: sql`now()` })
    .where(and(eq(recoveryEmails.id, id), isNull(recoveryEmails.clickedAt)))
    .returning({ lines: recoveryEmails.lines });
  if (first[0]) return { lines: first[0].lines, isFirst: true };
  const [row] = await db
    .select({ lines: recoveryEmails.lines })
    .from(recoveryEmails)
    .where(eq(recoveryEmails.id, id))
    .limit(1);
  return row ? { lines: row.lines, isFirst: false } : null;
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}

/**
 * The recovery figures for e-mails sent in [from, to): sent and clicked by kind, orders paid by
 * the same learner within 7 days after one of them (each order once) and their revenue, and
 * one-click unsubscribes in the period.
 */
export async function summarise(db: Executor, from: Date, to: Date) {
  const [byKind, recovered, unsubscribed] = await Promise.all([
    queryRows<{ kind: string; sent: number; clicks: number }>(
      db,
      sql`select r.kind, count(*)::int as sent, count(r.clicked_at)::int as clicks
          from ${recoveryEmails} r
          where r.sent_at >= ${from.toISOString()}::timestamptz
            and r.sent_at < ${to.toISOString()}::timestamptz
          group by r.kind`,
    ),
    queryRows<{ orders: number; revenue: string | number }>(
      db,
      sql`select count(*)::int as orders, coalesce(sum(o.amount_paise), 0)::bigint as revenue
          from ${orders} o
          where o.status = 'paid' and exists (select 1 from ${recoveryEmails} r
            where r.user_id = o.user_id
              and r.sent_at >= ${from.toISOString()}::timestamptz
              and r.sent_at < ${to.toISOString()}::timestamptz
              and o.paid_at > r.sent_at and o.paid_at <= r.sent_at + interval '7 days')`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${consentEvents} c
          where c.source = 'unsubscribe' and c.purpose = 'marketing'
            and c.created_at >= ${from.toISOString()}::timestamptz
            and c.created_at < ${to.toISOString()}::timestamptz`,
    ),
  ]);
  return {
    byKind,
    recoveredOrders: recovered[0]?.orders ?? 0,
    recoveredRevenuePaise: Number(recovered[0]?.revenue ?? 0),
    unsubscribed: unsubscribed[0]?.count ?? 0,
  };
}
