import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BATCH_MESSAGES as M,
  batchDetailSchema,
  publicBatchListSchema,
  sessionSchema,
  staffBatchListSchema,
  type BatchDetail,
} from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';

let t: TestApp;
const staff = {} as Record<'USER' | 'SALES' | 'ADMIN', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['USER', 'SALES', 'ADMIN'] as const)
    staff[role] = await signInAs(t.app, t.database, role);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, body?: unknown, who: SignedIn | null = staff.ADMIN) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(who ? bearer(who.accessToken) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** A date `days` from today in IST, as `YYYY-MM-DD`. */
const inDays = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

let nameCounter = 0;
async function createBatch(overrides: Record<string, unknown> = {}): Promise<BatchDetail> {
  nameCounter += 1;
  const res = await call('POST', '/v1.5/batches', {
    courseId: 'webmonk',
    name: `Weekend batch ${nameCounter}`,
    startDate: inDays(30),
    capacity: 40,
    status: 'open',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return batchDetailSchema.parse(res.json());
}

const errorField = (res: { json(): unknown }) =>
  (res.json() as { errors?: Array<{ field?: string }> }).errors?.map((e) => e.field);

describe('creating a batch', () => {
  it('generates Saturday and Sunday sessions for 12 weeks and ends with the last one', async () => {
    // 2027-03-06 is a Saturday.
    const batch = await createBatch({
      courseId: 'machinester',
      startDate: '2027-03-06',
      pattern: { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 12 },
    });
    expect(batch.sessions).toHaveLength(24);
    expect(batch.sessions[0]).toMatchObject({
      startsAt: '2027-03-06T04:30:00.000Z',
      title: 'Session 1',
      status: 'scheduled',
      joinUrl: null,
    });
    expect(batch).toMatchObject({
      endDate: '2027-05-23',
      schedule: 'Sat & Sun, 10:00–12:00 IST',
      seatsTaken: 0,
      seatsLeft: 40,
      sessionCount: 24,
      // Without a closing time, enrolment closes as the batch starts (00:00 IST).
      enrolmentClosesAt: '2027-03-05T18:30:00.000Z',
    });
    const [audit] = await queryRows<{ action: string; actor_email: string }>(
      t.database.db,
      sql`select action, actor_email from audit_log where entity_id = ${batch.id}`,
    );
    expect(audit).toEqual({ action: 'batch.create', actor_email: staff.ADMIN.email });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const base = { courseId: 'iot', name: 'Weekday batch', capacity: 30 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startDate: '2027-04-10', endDate: '2027-04-01' }, 'endDate'],
      [
        {
          startDate: '2027-04-10',
          endDate: '2027-04-20',
          pattern: { weekdays: [1], startTime: '19:00', durationMinutes: 90, weeks: 4 },
        },
        'pattern',
      ],
      [
        // One week from a Wednesday, ending on the Friday: no Monday falls in it.
        {
          startDate: '2027-03-03',
          endDate: '2027-03-05',
          pattern: { weekdays: [1], startTime: '19:00', durationMinutes: 90, weeks: 1 },
        },
        'pattern',
      ],
      [
        { startDate: '2027-04-10', enrolmentClosesAt: '2027-05-01T00:00:00+05:30' },
        'enrolmentClosesAt',
      ],
      [{ startDate: '2027-02-29' }, 'startDate'],
      [{ startDate: '2027-04-10', capacity: 0 }, 'capacity'],
    ];
    for (const [fields, field] of cases) {
      const res = await call('POST', '/v1.5/batches', { ...base, ...fields });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorField(res) ?? [res.json().message], res.body).toEqual(
        expect.arrayContaining([expect.stringContaining(field)]),
      );
    }
  });
});

describe('what a program page sees', () => {
  it('lists open batches soonest first with schedule and seats left, never a link', async () => {
    const later = await createBatch({
      courseId: 'code-slayer',
      startDate: inDays(60),
      pattern: { weekdays: [6], startTime: '09:30', durationMinutes: 90, weeks: 2 },
    });
    const sooner = await createBatch({ courseId: 'code-slayer', startDate: inDays(20) });
    const draft = await createBatch({
      courseId: 'code-slayer',
      startDate: inDays(10),
      status: 'draft',
    });
    const closed = await createBatch({
      courseId: 'code-slayer',
      startDate: inDays(5),
      enrolmentClosesAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const session = later.sessions[0]!;
    const linked = await call('PATCH', `/v1.5/sessions/${session.id}`, {
      joinUrl: 'https://meet.kaksha.example/secret-room',
    });
    expect(linked.statusCode, linked.body).toBe(200);

    const res = await call('GET', '/v1.5/courses/code-slayer/batches', undefined, null);
    expect(res.statusCode).toBe(200);
    const list = publicBatchListSchema.parse(res.json());
    // The template's demo batch (open, a few weeks away) is listed too, in its place by date.
    const ids = list.map((b) => b.id);
    expect(ids.filter((id) => [sooner.id, later.id].includes(id))).toEqual([sooner.id, later.id]);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(closed.id);
    const starts = list.map((b) => b.startDate);
    expect(starts).toEqual([...starts].sort());
    const byId = new Map(list.map((b) => [b.id, b]));
    expect(byId.get(later.id)).toMatchObject({ schedule: 'Sat, 09:30–11:00 IST', seatsLeft: 40 });
    expect(byId.get(sooner.id)!.schedule).toBe('Schedule to be announced');
    expect(res.body).not.toContain('secret-room');
    expect(res.body).not.toContain('joinUrl');
  });

  it('answers 404 for a program that does not exist', async () => {
    const res = await call('GET', '/v1.5/courses/cooking/batches', undefined, null);
    expect(res.statusCode).toBe(404);
  });
});

describe('running a batch', () => {
  it('keeps sessions within the batch dates and links https, raising the sequence on change', async () => {
    const batch = await createBatch({ startDate: '2027-06-05', endDate: '2027-06-30' });
    const outside = await call('POST', `/v1.5/batches/${batch.id}/sessions`, {
      startsAt: '2027-07-01T10:00:00+05:30',
      durationMinutes: 120,
      title: 'Too late',
    });
    expect(outside.statusCode).toBe(400);
    expect(errorField(outside)).toEqual(['startsAt']);
    const http = await call('POST', `/v1.5/batches/${batch.id}/sessions`, {
      startsAt: '2027-06-06T10:00:00+05:30',
      durationMinutes: 120,
      title: 'Kick-off',
      joinUrl: 'http://meet.example.com/x',
    });
    expect(http.statusCode).toBe(400);

    const added = await call('POST', `/v1.5/batches/${batch.id}/sessions`, {
      startsAt: '2027-06-06T10:00:00+05:30',
      durationMinutes: 120,
      title: 'Kick-off',
      joinUrl: 'https://meet.kaksha.example/kick-off',
    });
    expect(added.statusCode, added.body).toBe(201);
    const session = sessionSchema.parse(added.json());
    const moved = await call('PATCH', `/v1.5/sessions/${session.id}`, {
      startsAt: '2027-06-07T11:00:00+05:30',
    });
    expect(moved.json()).toMatchObject({ startsAt: '2027-06-07T05:30:00.000Z' });
    const cancelled = await call('DELETE', `/v1.5/sessions/${session.id}`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const [row] = await queryRows<{ sequence: number }>(
      t.database.db,
      sql`select sequence from batch_sessions where id = ${session.id}`,
    );
    expect(row!.sequence).toBe(2);
    const detail = batchDetailSchema.parse((await call('GET', `/v1.5/batches/${batch.id}`)).json());
    expect(detail.sessions.map((s) => s.status)).toEqual(['cancelled']);
    expect(detail.sessionCount).toBe(0);

    // The dates cannot shrink past a scheduled session.
    const again = await call('POST', `/v1.5/batches/${batch.id}/sessions`, {
      startsAt: '2027-06-20T10:00:00+05:30',
      durationMinutes: 60,
      title: 'Review',
    });
    expect(again.statusCode).toBe(201);
    const shrink = await call('PATCH', `/v1.5/batches/${batch.id}`, { endDate: '2027-06-15' });
    expect(shrink.statusCode).toBe(400);
    expect(errorField(shrink)).toEqual(['endDate']);
  });

  it('never lowers capacity below the seats taken, and cancels only an empty batch', async () => {
    const batch = await createBatch({ capacity: 10 });
    await t.database.db.execute(sql`update batches set seats_taken = 4 where id = ${batch.id}`);
    const lower = await call('PATCH', `/v1.5/batches/${batch.id}`, { capacity: 3 });
    expect(lower.statusCode).toBe(400);
    expect(errorField(lower)).toEqual(['capacity']);
    const cancel = await call('PATCH', `/v1.5/batches/${batch.id}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(M.cancelWithLearners);
    const closed = await call('PATCH', `/v1.5/batches/${batch.id}`, {
      status: 'closed',
      capacity: 4,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', capacity: 4, seatsLeft: 0 });
    const actions = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_id = ${batch.id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['batch.create', 'batch.closed']);
  });

  it('lets SALES read, and nobody but ADMIN write', async () => {
    const batch = await createBatch({ courseId: 'iot' });
    const list = await call('GET', '/v1.5/batches?courseId=iot', undefined, staff.SALES);
    expect(list.statusCode).toBe(200);
    expect(staffBatchListSchema.parse(list.json()).map((b) => b.id)).toContain(batch.id);
    expect(
      (await call('GET', `/v1.5/batches/${batch.id}`, undefined, staff.SALES)).statusCode,
    ).toBe(200);
    for (const who of [staff.SALES, staff.USER]) {
      expect(
        (await call('PATCH', `/v1.5/batches/${batch.id}`, { name: 'Renamed' }, who)).statusCode,
      ).toBe(403);
      expect((await call('GET', '/v1.5/batches', undefined, staff.USER)).statusCode).toBe(403);
    }
    expect((await call('GET', '/v1.5/batches', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/v1.5/batches/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await call('GET', '/v1.5/batches/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
