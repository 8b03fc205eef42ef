import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import type { Mailer } from '../../infra/mail/mailer';
import { events } from '../events';
import { eventRegistrations } from './event-registrations.table';
import { buildReminderMail } from './registration-mail';

/** Reminders go to events starting within this window. */
const WINDOW = '24 hours';
/** A claim older than this whose reminder never went (the instance died mid-round) is taken again. */
const STALE_CLAIM = '15 minutes';
const BATCH = 100;

export type ReminderReport = { sent: number; failed: number };

/**
 * The reminder e-mail, 24 hours before an event, to everyone with a seat, sent once however many
 * instances run this: a round first claims its rows in one statement (`FOR UPDATE SKIP LOCKED`, so
 * two rounds never claim the same row), then, row by row, renews its claim if it is still its own
 * (a lease: a claim older than STALE_CLAIM may have been taken over), sends and marks it. A failed
 * send gives the claim back for the next round.
 */
export function createEventReminders(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, mailer, log, publicUrl } = deps;

  async function claim(now: Date): Promise<string[]> {
    const at = now.toISOString();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update ${eventRegistrations} set reminder_claimed_at = ${at}::timestamptz
          where id in (
            select r.id from ${eventRegistrations} r join ${events} e on e.id = r.event_id
            where r.status = 'confirmed' and r.reminder_sent_at is null
              and (r.reminder_claimed_at is null
                or r.reminder_claimed_at < ${at}::timestamptz - ${STALE_CLAIM}::interval)
              and e.is_deleted = false
              and e.starts_at > ${at}::timestamptz
              and e.starts_at <= ${at}::timestamptz + ${WINDOW}::interval
            order by e.starts_at, r.id
            limit ${BATCH}
            for update of r skip locked)
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
      .update(eventRegistrations)
      .set({ reminderClaimedAt: renewAt })
      .where(
        and(
          eq(eventRegistrations.id, id),
          eq(eventRegistrations.reminderClaimedAt, heldAt),
          isNull(eventRegistrations.reminderSentAt),
        ),
      )
      .returning({ id: eventRegistrations.id });
    return rows.length ? renewAt : null;
  }

  async function runOnce(now: Date = new Date()): Promise<ReminderReport> {
    const report: ReminderReport = { sent: 0, failed: 0 };
    const startedAt = Date.now();
    const ids = await claim(now);
    if (!ids.length) return report;
    const claimed = await db
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(inArray(eventRegistrations.id, ids));
    for (const { registration, event } of claimed) {
      // This round's clock: `now` moved on by the time the round has taken so far.
      const heldAt = await renew(
        registration.id,
        new Date(now.toISOString()),
        new Date(now.getTime() + (Date.now() - startedAt)),
      );
      if (!heldAt) continue;
      const mine = and(
        eq(eventRegistrations.id, registration.id),
        eq(eventRegistrations.reminderClaimedAt, heldAt),
        isNull(eventRegistrations.reminderSentAt),
      );
      try {
        await mailer.send(buildReminderMail(registration, event, publicUrl));
        await db
          .update(eventRegistrations)
          .set({ reminderSentAt: sql`now()` })
          .where(mine);
        report.sent += 1;
      } catch (error) {
        report.failed += 1;
        log.warn(
          { err: error, registrationId: registration.id },
          'event reminder not sent; it goes again next round',
        );
        await db
          .update(eventRegistrations)
          .set({ reminderClaimedAt: null })
          .where(mine)
          .catch((release: unknown) =>
            log.error({ err: release, registrationId: registration.id }, 'reminder claim kept'),
          );
      }
    }
    return report;
  }

  return { runOnce };
}
export type EventReminders = ReturnType<typeof createEventReminders>;
