import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import type { Mailer } from '../../infra/mail/mailer';
import { batchSessions, batches } from '../batches';
import { courses } from '../catalog';
import { enrolments } from '../payments';
import { users } from '../users';
import { ERASED_ADDRESS } from './session-changes';
import { buildSessionNoticeMail } from './session-mail';
import { sessionNotices } from './session-notices.table';

/**
 * The reminders: each falls due `lead` before the start and is made while the start is more than
 * `latest` away. A day-before reminder that could only go less than 12 hours before the start (a
 * session added or moved that close) is left to the hour-before one; neither goes once the
 * session has started.
 */
const REMINDERS = sql.raw(`(values
  ('reminder_24h', interval '24 hours', interval '12 hours'),
  ('reminder_1h', interval '1 hour', interval '0 seconds')) as k(kind, lead, latest)`);
/** A claim older than this whose e-mail never went (the instance died mid-round) is taken again. */
const STALE_CLAIM = '15 minutes';
const BATCH = 100;
/** Claims per round at most (a round then sends up to BATCH × this many e-mails). */
const MAX_BATCHES = 20;

export type SessionNoticeReport = { made: number; sent: number; failed: number };

/**
 * The live-session e-mails (issue 25), each sent once however many instances run this: reminders
 * 24 hours and 1 hour before each scheduled session, and the moves and cancellations that staff
 * changes recorded (`recordSessionChange`), to the learners placed in the session's batch.
 *
 * A round first makes the reminder notices that are due (one `insert … select … on conflict do
 * nothing`: the unique key makes racing rounds agree), then claims notices still worth sending in
 * one statement (`FOR UPDATE SKIP LOCKED`, so two rounds never claim the same one), then, notice by
 * notice, renews its claim if it is still its own (a lease: a claim older than STALE_CLAIM may have
 * been taken over), sends and marks it. A failed send gives the claim back for the next round.
 *
 * A notice is worth sending only while it still tells the truth: the session still has the start
 * it is about and is scheduled (cancelled, for a cancellation), the learner is still placed in its
 * batch, and a reminder's session has not started (a move or cancellation: has not ended). So a
 * moved session's old reminders never go, and its new start gets reminders of its own (a notice
 * key holds the session's `sequence`); a reminder already sent for a start is not sent again after
 * an edit that kept the start, nor is one due within `lead` of a start a move e-mail announced.
 * Join links go only into the e-mails, never into a log line.
 */
export function createSessionNotices(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, mailer, log } = deps;
  const scheduleUrl = `${deps.publicUrl}/my-schedule`;

  /** The reminder notices due at `now` that were never made for the session's current start. */
  async function makeDueReminders(now: Date): Promise<number> {
    const at = now.toISOString();
    // Ordered, so rounds racing to insert the same keys take them in one order (no deadlock).
    const rows = await queryRows<{ id: string }>(
      db,
      sql`insert into ${sessionNotices} (session_id, user_id, kind, session_sequence, starts_at)
          select s.id, e.user_id, k.kind, s.sequence, s.starts_at
          from ${REMINDERS}
          join ${batchSessions} s
            on s.starts_at > ${at}::timestamptz + k.latest
            and s.starts_at <= ${at}::timestamptz + k.lead
          join ${batches} b on b.id = s.batch_id
          join ${enrolments} e on e.batch_id = s.batch_id
          join ${users} u on u.id = e.user_id
          where s.status = 'scheduled' and b.status <> 'cancelled'
            and u.email not like ${ERASED_ADDRESS}
            and not exists (
              select 1 from ${sessionNotices} n
              where n.session_id = s.id and n.user_id = e.user_id and n.starts_at = s.starts_at
                and (n.kind = k.kind
                  or (n.kind = 'moved' and n.created_at > s.starts_at - k.lead)))
          order by s.id, e.user_id, k.kind
          on conflict do nothing
          returning id`,
    );
    return rows.length;
  }

  /** Up to BATCH notices worth sending at `now`, claimed for this round. */
  async function claim(now: Date): Promise<string[]> {
    const at = now.toISOString();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update ${sessionNotices} set claimed_at = ${at}::timestamptz
          where id in (
            select n.id from ${sessionNotices} n
            join ${batchSessions} s on s.id = n.session_id
            join ${batches} b on b.id = s.batch_id
            join ${users} u on u.id = n.user_id
            where n.sent_at is null
              and (n.claimed_at is null
                or n.claimed_at < ${at}::timestamptz - ${STALE_CLAIM}::interval)
              -- no notice outlives its session's end, and no session lasts over 10 hours
              and n.starts_at > ${at}::timestamptz - interval '10 hours'
              and u.email not like ${ERASED_ADDRESS}
              and exists (select 1 from ${enrolments} e
                where e.user_id = n.user_id and e.batch_id = s.batch_id)
              and case n.kind
                when 'cancelled' then s.status = 'cancelled'
                  and n.starts_at + s.duration_minutes * interval '1 minute' > ${at}::timestamptz
                else s.status = 'scheduled' and b.status <> 'cancelled'
                  and s.starts_at = n.starts_at
                  and case n.kind
                    when 'moved' then
                      s.starts_at + s.duration_minutes * interval '1 minute' > ${at}::timestamptz
                    when 'reminder_24h' then s.starts_at > ${at}::timestamptz + interval '12 hours'
                    else s.starts_at > ${at}::timestamptz
                  end
              end
            order by n.starts_at, n.created_at, n.id
            limit ${BATCH}
            for update of n skip locked)
          returning id`,
    );
    return rows.map((r) => r.id);
  }

  /**
   * Moves a claim of this round forward before its e-mail goes, only while it is still this
   * round's: a claim left stale (a round slower than STALE_CLAIM) may have been taken by another
   * round, which then sends it instead. Answers the new claim time, or null when it was taken.
   */
  async function renew(id: string, heldAt: Date, renewAt: Date): Promise<Date | null> {
    const rows = await db
      .update(sessionNotices)
      .set({ claimedAt: renewAt })
      .where(
        and(
          eq(sessionNotices.id, id),
          eq(sessionNotices.claimedAt, heldAt),
          isNull(sessionNotices.sentAt),
        ),
      )
      .returning({ id: sessionNotices.id });
    return rows.length ? renewAt : null;
  }

  function claimedNotices(ids: string[]) {
    return db
      .select({
        notice: sessionNotices,
        session: batchSessions,
        batchName: batches.name,
        courseName: courses.name,
        email: users.email,
        name: users.name,
      })
      .from(sessionNotices)
      .innerJoin(batchSessions, eq(batchSessions.id, sessionNotices.sessionId))
      .innerJoin(batches, eq(batches.id, batchSessions.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .innerJoin(users, eq(users.id, sessionNotices.userId))
      .where(inArray(sessionNotices.id, ids))
      .orderBy(asc(sessionNotices.startsAt), asc(sessionNotices.createdAt), asc(sessionNotices.id));
  }

  /** Sends this round's claimed notices; a notice someone else took over is left to them. */
  async function sendClaimed(
    ids: string[],
    claimedAt: Date,
    clock: () => Date,
    report: SessionNoticeReport,
  ): Promise<void> {
    for (const row of await claimedNotices(ids)) {
      const { notice, session } = row;
      const heldAt = await renew(notice.id, claimedAt, clock());
      if (!heldAt) continue;
      const mine = and(
        eq(sessionNotices.id, notice.id),
        eq(sessionNotices.claimedAt, heldAt),
        isNull(sessionNotices.sentAt),
      );
      const context = { noticeId: notice.id, sessionId: session.id, kind: notice.kind };
      // Moved again between the claim and this read: the newer notice tells the truth.
      if (notice.kind !== 'cancelled' && session.startsAt.getTime() !== notice.startsAt.getTime()) {
        await db.update(sessionNotices).set({ claimedAt: null }).where(mine);
        continue;
      }
      try {
        await mailer.send(
          buildSessionNoticeMail({
            kind: notice.kind,
            learner: { email: row.email, name: row.name },
            session,
            courseName: row.courseName,
            batchName: row.batchName,
            previousStartsAt: notice.previousStartsAt,
            scheduleUrl,
          }),
        );
        await db
          .update(sessionNotices)
          .set({ sentAt: sql`now()` })
          .where(mine);
        report.sent += 1;
      } catch (error) {
        report.failed += 1;
        log.warn({ err: error, ...context }, 'session e-mail not sent; it goes again next round');
        await db
          .update(sessionNotices)
          .set({ claimedAt: null })
          .where(mine)
          .catch((release: unknown) =>
            log.error({ err: release, ...context }, 'session notice claim kept'),
          );
      }
    }
  }

  /** One round at `now` (the round's clock moves on from it as the round takes time). */
  async function runOnce(now: Date = new Date()): Promise<SessionNoticeReport> {
    const startedAt = Date.now();
    const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
    const report: SessionNoticeReport = { made: await makeDueReminders(now), sent: 0, failed: 0 };
    for (let round = 0; round < MAX_BATCHES; round += 1) {
      const claimedAt = clock();
      const ids = await claim(claimedAt);
      const failedBefore = report.failed;
      if (ids.length) await sendClaimed(ids, claimedAt, clock, report);
      // A failed send gave its claim back: the next claim would only take it again at once.
      if (ids.length < BATCH || report.failed > failedBefore) break;
    }
    return report;
  }

  return { runOnce };
}
export type SessionNotices = ReturnType<typeof createSessionNotices>;
