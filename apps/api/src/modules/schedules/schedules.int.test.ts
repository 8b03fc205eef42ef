import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeedSchema,
  enrolmentsSchema,
  isJoinOpen,
  scheduleSchema,
  type BatchDetail,
} from '@kaksha/shared';
import { redactRequestUrl } from '../../infra/logging/redact-url';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { listenOnLoopback } from '../../../test/payments';
import { buyAndPlace, createBatch } from '../../../test/batches';

let t: TestApp;
let admin: SignedIn;
let batch: BatchDetail;
let learner: SignedIn;

const get = (url: string, who: SignedIn | null) =>
  t.app.inject({ url: `/api${url}`, headers: who ? bearer(who.accessToken) : {} });
const post = (url: string, who: SignedIn, body?: unknown) =>
  t.app.inject({
    method: url.startsWith('/v1.5/sessions') ? 'PATCH' : 'POST',
    url: `/api${url}`,
    headers: { ...bearer(who.accessToken), 'content-type': 'application/json' },
    payload: JSON.stringify(body ?? {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  // 2027-03-06 is a Saturday: Sat & Sun 10:00 IST for two weeks.
  batch = await createBatch(t, admin, {
    courseId: 'iot',
    name: 'Weekend batch · March 2027',
    startDate: '2027-03-06',
    capacity: 20,
    pattern: { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 2 },
  });
  const first = batch.sessions[0]!;
  const linked = await post(`/v1.5/sessions/${first.id}`, admin, {
    joinUrl: 'https://meet.kaksha.example/iot-weekend',
  });
  expect(linked.statusCode, linked.body).toBe(200);
  learner = await buyAndPlace(t, batch, 'Asha Rao');
});
afterAll(() => t.close());

describe("a learner's schedule", () => {
  it('lists the sessions of their batch with the join link, and names the batch on My programs', async () => {
    const res = await get('/v1.5/users/me/schedule', learner);
    expect(res.statusCode, res.body).toBe(200);
    const { sessions } = scheduleSchema.parse(res.json());
    expect(sessions).toHaveLength(4);
    expect(sessions[0]).toMatchObject({
      batchId: batch.id,
      batchName: 'Weekend batch · March 2027',
      courseId: 'iot',
      startsAt: '2027-03-06T04:30:00.000Z',
      joinUrl: 'https://meet.kaksha.example/iot-weekend',
      status: 'scheduled',
    });
    expect(sessions.map((s) => s.attended)).toEqual([null, null, null, null]);
    // Staff mark the first session: the learner's schedule carries their own mark.
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/sessions/${sessions[0]!.id}/attendance`,
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ entries: [{ userId: learner.id, present: true }] }),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const again = scheduleSchema.parse((await get('/v1.5/users/me/schedule', learner)).json());
    expect(again.sessions.map((s) => s.attended)).toEqual([true, null, null, null]);
    const enrolments = enrolmentsSchema.parse(
      (await get('/v1.5/users/me/enrolments', learner)).json(),
    );
    expect(enrolments.programs).toEqual([
      expect.objectContaining({ courseId: 'iot', batchId: batch.id, batchName: batch.name }),
    ]);
  });

  it('shows another account nothing of it, and needs a session', async () => {
    const other = await signUpAndLogIn(t.app, 'Ravi Kumar');
    const res = await get('/v1.5/users/me/schedule', other);
    expect(res.json()).toEqual({ sessions: [] });
    expect(res.body).not.toContain('meet.kaksha.example');
    expect((await get('/v1.5/users/me/schedule', null)).statusCode).toBe(401);
  });

  it('opens the join link from 15 minutes before the start to the end', () => {
    const session = {
      startsAt: '2027-03-06T04:30:00.000Z',
      durationMinutes: 120,
      status: 'scheduled',
    };
    expect(isJoinOpen(session, new Date('2027-03-06T04:14:59Z'))).toBe(false);
    expect(isJoinOpen(session, new Date('2027-03-06T04:15:00Z'))).toBe(true);
    expect(isJoinOpen(session, new Date('2027-03-06T06:30:00Z'))).toBe(true);
    expect(isJoinOpen(session, new Date('2027-03-06T06:30:01Z'))).toBe(false);
    expect(isJoinOpen({ ...session, status: 'cancelled' }, new Date('2027-03-06T04:30:00Z'))).toBe(
      false,
    );
  });
});

describe('the calendar feed', () => {
  const feedOf = async (url: string) => t.app.inject({ url: new URL(url).pathname });

  it('is an iCalendar file of the sessions in IST that follows moves and cancellations', async () => {
    const { url } = calendarFeedSchema.parse(
      (await get('/v1.5/users/me/calendar-feed', learner)).json(),
    );
    expect(url).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\.5\/calendar-feeds\/[0-9a-f-]{36}\/[\w-]{43}\.ics$/,
    );
    const first = await feedOf(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/calendar');
    const parsed = new ICAL.Component(ICAL.parse(first.body));
    expect(parsed.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'Asia/Kolkata',
    );
    const events = parsed.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(4);
    const [opening] = events;
    expect(opening!.uid).toBe(`session-${batch.sessions[0]!.id}@kaksha`);
    expect(opening!.startDate.toJSDate().toISOString()).toBe('2027-03-06T04:30:00.000Z');
    expect(opening!.endDate.toJSDate().toISOString()).toBe('2027-03-06T06:30:00.000Z');
    expect(opening!.description).toContain('Join: https://meet.kaksha.example/iot-weekend');
    const sequenceBefore = new Map(events.map((e) => [e.uid, e.sequence]));

    // Staff move the second session an hour later and cancel the third.
    const [, second, third] = batch.sessions;
    expect(
      (await post(`/v1.5/sessions/${second!.id}`, admin, { startsAt: '2027-03-07T11:00:00+05:30' }))
        .statusCode,
    ).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.5/sessions/${third!.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(cancelled.statusCode).toBe(200);
    const after = new ICAL.Component(ICAL.parse((await feedOf(url)).body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const byUid = new Map(after.map((e) => [e.uid, e]));
    const moved = byUid.get(`session-${second!.id}@kaksha`)!;
    expect(moved.startDate.toJSDate().toISOString()).toBe('2027-03-07T05:30:00.000Z');
    expect(moved.sequence).toBe(sequenceBefore.get(moved.uid)! + 1);
    expect(
      byUid.get(`session-${third!.id}@kaksha`)!.component.getFirstPropertyValue('status'),
    ).toBe('CANCELLED');
  });

  it('is refused with another token, and a rotation ends the old URL', async () => {
    const { url } = calendarFeedSchema.parse(
      (await get('/v1.5/users/me/calendar-feed', learner)).json(),
    );
    const forged = url.replace(/\/[\w-]{43}\.ics$/, `/${'A'.repeat(43)}.ics`);
    expect((await feedOf(forged)).statusCode).toBe(404);
    const rotated = calendarFeedSchema.parse(
      (await post('/v1.5/users/me/calendar-feed/rotate', learner)).json(),
    );
    expect(rotated.url).not.toBe(url);
    expect((await feedOf(url)).statusCode).toBe(404);
    expect((await feedOf(rotated.url)).statusCode).toBe(200);
    expect((await feedOf(url.replace(/\.ics$/, ''))).statusCode).toBe(400);
    // The request log never holds the feed's secret.
    const path = new URL(rotated.url).pathname;
    expect(redactRequestUrl(path, '/api/v1.5/calendar-feeds/:userId/:token')).toBe(
      `${path.slice(0, path.lastIndexOf('/'))}/[redacted]`,
    );
  });
});
