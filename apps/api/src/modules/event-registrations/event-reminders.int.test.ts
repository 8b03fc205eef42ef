import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestConfig, type TestApp } from '../../../test/harness';
import { createMailer, type Mailer } from '../../infra/mail/mailer';
import { createEventReminders } from './event-reminders';
import type { EventRow } from '../events/events.table';
import { eventRegistrations } from './event-registrations.table';
import { insertEvent } from './event-registrations.test-support';
import { startSmtpSink, type SmtpSink } from '../../../test/mail-sink';

const HOUR = 3600_000;
let t: TestApp;
let sink: SmtpSink;
let refusing: SmtpSink;
const mailers: Mailer[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
  refusing = await startSmtpSink(() => true);
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await t.close();
  await sink.close();
  await refusing.close();
});

/** A reminder instance of its own (as on another server), sending over SMTP to `smtp`. */
function reminderInstance(smtp: SmtpSink) {
  const mailer = createMailer(createTestConfig({ SMTP_URL: smtp.url }));
  mailers.push(mailer);
  return createEventReminders({
    db: t.database.db,
    mailer,
    log: t.app.log,
    publicUrl: 'https://kaksha.in',
  });
}

let counter = 0;
/** `count` registrations for the event, in one insert. */
async function seats(event: EventRow, count: number, status = 'confirmed') {
  const values = Array.from({ length: count }, () => {
    counter += 1;
    return {
      eventId: event.id,
      name: `Learner ${counter}`,
      email: `reminder.${counter}.${Date.now()}@example.in`,
      status,
    };
  });
  return t.database.db.insert(eventRegistrations).values(values).returning();
}
const seat = async (event: EventRow, status = 'confirmed') => (await seats(event, 1, status))[0]!;

const received = (email: string) => sink.received.filter((m) => m.to === email);

describe('event reminders', () => {
  it('go once to every seat of events starting within 24 hours, however many instances run', async () => {
    const soon = await insertEvent(t.database.db, {
      heading: 'Careers in ML',
      startsAt: new Date(Date.now() + 5 * HOUR),
    });
    const later = await insertEvent(t.database.db, { startsAt: new Date(Date.now() + 72 * HOUR) });
    const deleted = await insertEvent(t.database.db, {
      startsAt: new Date(Date.now() + 5 * HOUR),
      isDeleted: true,
    });
    const seated = await seats(soon, 100);
    const notSeated = [
      await seat(soon, 'pending'),
      await seat(soon, 'waitlisted'),
      await seat(soon, 'cancelled'),
    ];
    const farAway = await seat(later);
    const ofDeleted = await seat(deleted);

    // Four instances (as on four servers), each starting a round at the same moment.
    const instances = [1, 2, 3, 4].map(() => reminderInstance(sink));
    const rounds = await Promise.all(instances.map((instance) => instance.runOnce()));
    expect(rounds.reduce((sum, r) => sum + r.sent, 0)).toBe(100);
    for (const row of seated) {
      const mails = received(row.email);
      expect(mails, row.email).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(
        /^Reminder: Careers in ML starts [A-Z][a-z]+ \d+, \d{4}, \d+:\d\d [AP]M IST$/,
      );
      expect(mails[0]!.text).toContain(`Hi ${row.name.split(' ')[0]},`);
      expect(mails[0]!.text).toContain(`https://kaksha.in/events/${soon.uniqueNameForUrl}`);
    }
    for (const row of [...notSeated, farAway, ofDeleted])
      expect(received(row.email)).toHaveLength(0);
    expect((await instances[0]!.runOnce()).sent).toBe(0);

    const marks = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(
        inArray(
          eventRegistrations.id,
          seated.map((r) => r.id),
        ),
      );
    for (const row of marks) {
      expect(row.reminderClaimedAt).not.toBeNull();
      expect(row.reminderSentAt).not.toBeNull();
    }

    // Two and a half days on, the later event is within 24 hours (and the first one has begun).
    const report = await instances[1]!.runOnce(new Date(Date.now() + 50 * HOUR));
    expect(report.sent).toBe(1);
    expect(received(farAway.email)).toHaveLength(1);
    for (const row of seated) expect(received(row.email)).toHaveLength(1);
  });

  it('a round whose claims went stale sends none of the seats another round took over', async () => {
    const slow = await startSmtpSink(() => false, { delayMs: 500 });
    let slowMailer: Mailer | undefined;
    try {
      const event = await insertEvent(t.database.db, { startsAt: new Date(Date.now() + 3 * HOUR) });
      const rows = await seats(event, 3);
      // A round that claimed its seats 20 minutes ago and is still sending, slowly.
      const staleInstance = reminderInstance(slow);
      slowMailer = mailers.at(-1);
      const stale = staleInstance.runOnce(new Date(Date.now() - 20 * 60_000));
      await expect
        .poll(async () => {
          const marks = await t.database.db
            .select()
            .from(eventRegistrations)
            .where(
              inArray(
                eventRegistrations.id,
                rows.map((r) => r.id),
              ),
            );
          return marks.filter((m) => m.reminderClaimedAt !== null).length;
        })
        .toBe(3);
      // Another instance finds the claims stale and takes every seat over.
      expect(await reminderInstance(sink).runOnce()).toEqual({ sent: 3, failed: 0 });
      await stale;
      for (const row of rows) expect(received(row.email)).toHaveLength(1);
      // The slow round sends at most the one e-mail it had begun before the takeover.
      const slowSent = slow.received.filter((m) => rows.some((r) => r.email === m.to));
      expect(slowSent.length).toBeLessThanOrEqual(1);
    } finally {
      // The sink closes once no client holds a connection: the slow instance's mailer goes first.
      slowMailer?.close();
      await slow.close();
    }
  });

  it('give a reminder whose sending failed back, and the next round sends it', async () => {
    const event = await insertEvent(t.database.db, { startsAt: new Date(Date.now() + 2 * HOUR) });
    const row = await seat(event);

    const failing = reminderInstance(refusing);
    expect(await failing.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [released] = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, row.id));
    expect(released!.reminderClaimedAt).toBeNull();
    expect(released!.reminderSentAt).toBeNull();
    expect(received(row.email)).toHaveLength(0);

    expect(await reminderInstance(sink).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(received(row.email)).toHaveLength(1);
  });
});
