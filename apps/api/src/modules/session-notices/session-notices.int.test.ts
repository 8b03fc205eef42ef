import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  istDate,
  sessionSchema,
  type BatchDetail,
  type BatchSession,
} from '@kaksha/shared';
import { createTestApp, createTestConfig, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { listenOnLoopback } from '../../../test/payments';
import { buyAndPlace, createBatch } from '../../../test/batches';
import { startSmtpSink, type SmtpSink } from '../../../test/mail-sink';
import { createMailer, type Mailer } from '../../infra/mail/mailer';
import { istWhen } from './session-mail';
import { createSessionNotices } from './session-notices';
import { sessionNotices } from './session-notices.table';

const HOUR = 3600_000;
const MINUTE = 60_000;
let t: TestApp;
let admin: SignedIn;
let sink: SmtpSink;
let refusing: SmtpSink;
const mailers: Mailer[] = [];
/** The tests' "now": rounds are run at moments from it on (`at(hours)`). */
const start = Date.now();
const at = (hours: number) => new Date(start + hours * HOUR);

beforeAll(async () => {
  // No background rounds: the tests run every round themselves.
  t = await createTestApp({ SESSION_NOTICE_INTERVAL_SECONDS: '0' });
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  sink = await startSmtpSink();
  refusing = await startSmtpSink(() => true);
});
// A round sees every session: each test's rounds must meet only that test's own.
afterEach(async () => {
  await t.database.db.execute(sql`delete from batch_sessions`);
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await t.close();
  await sink.close();
  await refusing.close();
});

/** A notice instance of its own (as on another server), sending over SMTP to `smtp`. */
function noticeInstance(smtp: SmtpSink, log = t.app.log) {
  const mailer = createMailer(createTestConfig({ SMTP_URL: smtp.url }));
  mailers.push(mailer);
  return createSessionNotices({ db: t.database.db, mailer, log, publicUrl: t.config.publicUrl });
}
const instances = (count: number) => Array.from({ length: count }, () => noticeInstance(sink));

/** Rounds of several instances at the same moment; their reports added up. */
async function race(count: number, now: Date) {
  const reports = await Promise.all(instances(count).map((i) => i.runOnce(now)));
  return reports.reduce((sum, r) => ({
    made: sum.made + r.made,
    sent: sum.sent + r.sent,
    failed: sum.failed + r.failed,
  }));
}

let batchCount = 0;
/** An open batch of IoT that began two days ago and runs a week, without sessions yet. */
async function openBatch(name = 'Batch'): Promise<BatchDetail> {
  batchCount += 1;
  const today = istDate(new Date(start));
  return createBatch(t, admin, {
    courseId: 'iot',
    name: `${name} ${batchCount}`,
    startDate: addDays(today, -2),
    endDate: addDays(today, 5),
    enrolmentClosesAt: new Date(start + 4 * 24 * HOUR).toISOString(),
    capacity: 50,
  });
}

const staff = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...bearer(admin.accessToken),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

async function addSession(
  batch: BatchDetail,
  startsAt: Date,
  fields: { title: string; joinUrl?: string; durationMinutes?: number },
): Promise<BatchSession> {
  const res = await staff('POST', `/v1.5/batches/${batch.id}/sessions`, {
    durationMinutes: 120,
    ...fields,
    startsAt: startsAt.toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return sessionSchema.parse(res.json());
}

async function editSession(id: string, body: Record<string, unknown>) {
  const res = await staff('PATCH', `/v1.5/sessions/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
}

async function cancelSession(id: string) {
  const res = await staff('DELETE', `/v1.5/sessions/${id}`);
  expect(res.statusCode, res.body).toBe(200);
}

async function learners(batch: BatchDetail, count: number): Promise<SignedIn[]> {
  const placed: SignedIn[] = [];
  for (let i = 0; i < count; i += 1) placed.push(await buyAndPlace(t, batch, `Learner ${i} Rao`));
  return placed;
}

/** What reached `who`'s inbox, the text part's line breaks as written (the wire has CRLF). */
const received = (who: SignedIn) =>
  sink.received
    .filter((m) => m.to === who.email)
    .map((m) => ({ ...m, text: m.text.replace(/\r\n/g, '\n') }));
const subjects = (who: SignedIn) => received(who).map((m) => m.subject);
const noticesOf = (sessionId: string) =>
  t.database.db.select().from(sessionNotices).where(eq(sessionNotices.sessionId, sessionId));

describe('session reminders', () => {
  it('go 24 h and 1 h before each session, once to each learner of its batch, however many instances run', async () => {
    const batch = await openBatch('Weekend batch');
    const other = await openBatch('Other batch');
    const first = await addSession(batch, at(30), {
      title: 'Sensors 101',
      joinUrl: 'https://meet.kaksha.example/sensors-101',
    });
    const second = await addSession(batch, at(30.5), { title: 'Actuators' });
    const elsewhere = await addSession(other, at(30), { title: 'Other batch session' });
    const placed = await learners(batch, 8);
    const [outsider] = await learners(other, 1);

    // Thirty hours ahead: nothing is due yet.
    expect(await noticeInstance(sink).runOnce(at(0))).toEqual({ made: 0, sent: 0, failed: 0 });

    // 23 hours before: the day-before reminders, once each, four instances racing.
    const dayBefore = await race(4, at(7));
    expect(dayBefore).toEqual({ made: 8 * 2 + 1, sent: 8 * 2 + 1, failed: 0 });
    for (const learner of placed) {
      expect(subjects(learner).sort()).toEqual([
        `Reminder: Actuators (IOT) starts ${istWhen(at(30.5))}`,
        `Reminder: Sensors 101 (IOT) starts ${istWhen(at(30))}`,
      ]);
      const [actuators, sensors] = received(learner).sort((a, b) =>
        a.subject.localeCompare(b.subject),
      );
      expect(sensors!.text).toContain('Hi Learner,');
      expect(sensors!.text).toContain(`Batch: ${batch.name}`);
      expect(sensors!.text).toContain('Duration: 2 hours');
      expect(sensors!.text).toContain('Join the session:\nhttps://meet.kaksha.example/sensors-101');
      expect(sensors!.html).toContain('href="https://meet.kaksha.example/sensors-101"');
      expect(sensors!.text).toContain('Your schedule:\nhttp://localhost:3000/my-schedule');
      expect(actuators!.text).toContain('The join link will be on your schedule page.');
      expect(actuators!.text).not.toContain('meet.kaksha.example');
    }
    // The other batch's learner hears of their own session only, and never of this batch's link.
    expect(subjects(outsider!)).toEqual([
      `Reminder: Other batch session (IOT) starts ${istWhen(at(30))}`,
    ]);
    expect(received(outsider!)[0]!.text).not.toContain('meet.kaksha.example');

    // Again, and later that day: nothing new.
    expect(await noticeInstance(sink).runOnce(at(7))).toEqual({ made: 0, sent: 0, failed: 0 });
    expect(await noticeInstance(sink).runOnce(at(20))).toEqual({ made: 0, sent: 0, failed: 0 });

    // Half an hour before the first: the hour-before reminders of both, racing again.
    const hourBefore = await race(3, at(29.5));
    expect(hourBefore).toEqual({ made: 8 * 2 + 1, sent: 8 * 2 + 1, failed: 0 });
    for (const learner of placed) {
      expect(
        subjects(learner)
          .filter((s) => s.startsWith('Starting soon'))
          .sort(),
      ).toEqual([
        `Starting soon: Actuators (IOT), ${istWhen(at(30.5))}`,
        `Starting soon: Sensors 101 (IOT), ${istWhen(at(30))}`,
      ]);
      expect(received(learner)).toHaveLength(4);
    }
    expect(received(outsider!)).toHaveLength(2);

    // Once the sessions have begun, nothing more, ever.
    expect(await noticeInstance(sink).runOnce(at(31))).toEqual({ made: 0, sent: 0, failed: 0 });
    for (const session of [first, second, elsewhere])
      for (const notice of await noticesOf(session.id)) {
        expect(notice.sentAt).not.toBeNull();
        expect(notice.kind).toMatch(/^reminder_(24h|1h)$/);
      }
  });

  it('never go for a session that has begun, nor for a cancelled one', async () => {
    const batch = await openBatch();
    const soon = await addSession(batch, at(2), { title: 'Soon' });
    const dropped = await addSession(batch, at(20), { title: 'Dropped' });
    // A session that was held three hours ago, cancelled afterwards (say, for the records).
    const past = await addSession(batch, at(-3), { title: 'Past', durationMinutes: 60 });
    const [learner] = await learners(batch, 1);
    await cancelSession(dropped.id);
    await cancelSession(past.id);

    // The cancelled session's learners hear of the cancellation, and of nothing else.
    expect(await noticeInstance(sink).runOnce(at(0))).toEqual({ made: 0, sent: 1, failed: 0 });
    expect(subjects(learner!)).toEqual([`Session cancelled: Dropped (IOT), ${istWhen(at(20))}`]);
    // Half an hour after the first began, and before the cancelled one would have.
    expect(await noticeInstance(sink).runOnce(at(2.5))).toEqual({ made: 0, sent: 0, failed: 0 });
    expect(await noticeInstance(sink).runOnce(at(19.5))).toEqual({ made: 0, sent: 0, failed: 0 });
    expect(received(learner!)).toHaveLength(1);
    expect(await noticesOf(soon.id)).toEqual([]);
    expect(await noticesOf(past.id)).toEqual([]);
  });
});

describe('moved and cancelled sessions', () => {
  it('a move e-mails the learners once, and the session gets reminders for its new time only', async () => {
    const batch = await openBatch();
    const session = await addSession(batch, at(30), {
      title: 'Wiring',
      joinUrl: 'https://meet.kaksha.example/wiring',
    });
    const placed = await learners(batch, 3);
    expect((await race(2, at(7))).sent).toBe(3);

    // Staff move it a day later.
    await editSession(session.id, { startsAt: at(54).toISOString() });
    expect(await race(3, at(7))).toEqual({ made: 0, sent: 3, failed: 0 });
    for (const learner of placed) {
      const moved = received(learner).filter((m) => m.subject.startsWith('Session moved'));
      expect(moved.map((m) => m.subject)).toEqual([
        `Session moved: Wiring now starts ${istWhen(at(54))} (was ${istWhen(at(30))})`,
      ]);
      expect(moved[0]!.text).toContain('Join the session:\nhttps://meet.kaksha.example/wiring');
    }

    // The old time comes and goes: no reminder for it.
    expect(await noticeInstance(sink).runOnce(at(29.5))).toEqual({ made: 0, sent: 0, failed: 0 });
    // 23 hours before the new time: the day-before reminder again, for the new time.
    expect(await race(2, at(31))).toEqual({ made: 3, sent: 3, failed: 0 });
    // A new title (the session's sequence rises, its time does not) sends nothing again.
    await editSession(session.id, { title: 'Wiring basics' });
    expect(await noticeInstance(sink).runOnce(at(31))).toEqual({ made: 0, sent: 0, failed: 0 });
    expect(await race(2, at(53.5))).toEqual({ made: 3, sent: 3, failed: 0 });
    for (const learner of placed)
      expect(subjects(learner)).toEqual([
        `Reminder: Wiring (IOT) starts ${istWhen(at(30))}`,
        `Session moved: Wiring now starts ${istWhen(at(54))} (was ${istWhen(at(30))})`,
        `Reminder: Wiring (IOT) starts ${istWhen(at(54))}`,
        `Starting soon: Wiring basics (IOT), ${istWhen(at(54))}`,
      ]);
  });

  it('a session moved to start within hours gets the move e-mail and the hour-before reminder only', async () => {
    const batch = await openBatch();
    const session = await addSession(batch, at(48), { title: 'Soldering' });
    const [learner] = await learners(batch, 1);
    await editSession(session.id, { startsAt: at(3).toISOString() });
    expect(await noticeInstance(sink).runOnce(at(0))).toEqual({ made: 0, sent: 1, failed: 0 });
    expect(await noticeInstance(sink).runOnce(at(1))).toEqual({ made: 0, sent: 0, failed: 0 });
    expect(await noticeInstance(sink).runOnce(at(2.5))).toEqual({ made: 1, sent: 1, failed: 0 });
    expect(subjects(learner!)).toEqual([
      `Session moved: Soldering now starts ${istWhen(at(3))} (was ${istWhen(at(48))})`,
      `Starting soon: Soldering (IOT), ${istWhen(at(3))}`,
    ]);
  });

  it('two moves before the first was e-mailed make one e-mail from the time the learners knew', async () => {
    const batch = await openBatch();
    const session = await addSession(batch, at(40), { title: 'Motors' });
    const [learner] = await learners(batch, 1);
    await editSession(session.id, { startsAt: at(44).toISOString() });
    await editSession(session.id, { startsAt: at(46).toISOString() });
    // Moved back to where it was: not news, and the move before it is no longer true.
    const back = await addSession(batch, at(70), { title: 'Servos' });
    await editSession(back.id, { startsAt: at(72).toISOString() });
    await editSession(back.id, { startsAt: at(70).toISOString() });
    expect(await noticeInstance(sink).runOnce(at(0))).toEqual({ made: 0, sent: 1, failed: 0 });
    expect(subjects(learner!)).toEqual([
      `Session moved: Motors now starts ${istWhen(at(46))} (was ${istWhen(at(40))})`,
    ]);
  });

  it('a cancellation e-mails the learners once, and no reminder follows', async () => {
    const batch = await openBatch();
    const session = await addSession(batch, at(20), { title: 'Robotics' });
    const placed = await learners(batch, 2);
    expect(await noticeInstance(sink).runOnce(at(0))).toEqual({ made: 2, sent: 2, failed: 0 });
    await cancelSession(session.id);
    await cancelSession(session.id);
    expect(await race(3, at(0.1))).toEqual({ made: 0, sent: 2, failed: 0 });
    expect(await noticeInstance(sink).runOnce(at(19.5))).toEqual({ made: 0, sent: 0, failed: 0 });
    for (const learner of placed) {
      expect(subjects(learner)).toEqual([
        `Reminder: Robotics (IOT) starts ${istWhen(at(20))}`,
        `Session cancelled: Robotics (IOT), ${istWhen(at(20))}`,
      ]);
      expect(received(learner)[1]!.text).toContain('has been cancelled');
    }
  });
});

describe('a failed send', () => {
  it('gives the notice back, logs no join link, and the next round sends it', async () => {
    const batch = await openBatch();
    const session = await addSession(batch, at(20), {
      title: 'Networks',
      joinUrl: 'https://meet.kaksha.example/private-networks-room',
    });
    const [learner] = await learners(batch, 1);
    const lines: string[] = [];
    const logger = Fastify({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } });

    const failing = noticeInstance(refusing, logger.log);
    expect(await failing.runOnce(at(0))).toEqual({ made: 1, sent: 0, failed: 1 });
    const [released] = await noticesOf(session.id);
    expect(released!.claimedAt).toBeNull();
    expect(released!.sentAt).toBeNull();
    expect(received(learner!)).toHaveLength(0);
    expect(lines.join('')).toContain('session e-mail not sent');
    expect(lines.join('')).not.toContain('private-networks-room');

    expect(await noticeInstance(sink).runOnce(at(0.2))).toEqual({ made: 0, sent: 1, failed: 0 });
    expect(subjects(learner!)).toEqual([`Reminder: Networks (IOT) starts ${istWhen(at(20))}`]);
    await logger.close();
  });

  it('a round whose claims went stale sends none of the notices another round took over', async () => {
    const slow = await startSmtpSink(() => false, { delayMs: 500 });
    let slowMailer: Mailer | undefined;
    try {
      const batch = await openBatch();
      const session = await addSession(batch, at(20), { title: 'Slow' });
      const placed = await learners(batch, 3);
      // A round that claimed 20 minutes ago and is still sending, slowly.
      const staleInstance = noticeInstance(slow);
      slowMailer = mailers.at(-1);
      const stale = staleInstance.runOnce(new Date(Date.now() - 20 * MINUTE));
      await expect
        .poll(async () => (await noticesOf(session.id)).filter((n) => n.claimedAt).length)
        .toBe(3);
      expect(await noticeInstance(sink).runOnce()).toEqual({ made: 0, sent: 3, failed: 0 });
      await stale;
      for (const learner of placed) expect(received(learner)).toHaveLength(1);
      const slowSent = slow.received.filter((m) => placed.some((p) => p.email === m.to));
      expect(slowSent.length).toBeLessThanOrEqual(1);
    } finally {
      slowMailer?.close();
      await slow.close();
    }
  });
});
