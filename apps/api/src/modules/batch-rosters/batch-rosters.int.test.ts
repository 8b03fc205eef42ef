import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEXT_CURSOR_HEADER,
  ROSTER_CSV_COLUMNS,
  ROSTER_MESSAGES as M,
  attendanceSheetSchema,
  batchDetailSchema,
  rosterListSchema,
  type BatchDetail,
} from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { listenOnLoopback } from '../../../test/payments';
import { buyAndPlace, createBatch as createBatchAs } from '../../../test/batches';
import { mailsTo } from '../../../test/mail-sink';

let t: TestApp;
const staff = {} as Record<'USER' | 'SALES' | 'ADMIN', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  for (const role of ['USER', 'SALES', 'ADMIN'] as const)
    staff[role] = await signInAs(t.app, t.database, role);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
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

let counter = 0;
function createBatch(fields: Record<string, unknown>): Promise<BatchDetail> {
  counter += 1;
  return createBatchAs(t, staff.ADMIN, { name: `Roster batch ${counter}`, ...fields });
}
const paidPaise = new Map<string, number>();
async function learnerIn(batch: BatchDetail, name: string): Promise<SignedIn> {
  const learner = await buyAndPlace(t, batch, name);
  paidPaise.set(learner.id, learner.paidPaise);
  return learner;
}

const seats = async (batchId: string) =>
  (
    await queryRows<{ seats_taken: number }>(
      t.database.db,
      sql`select seats_taken from batches where id = ${batchId}`,
    )
  )[0]!.seats_taken;
const batchOf = async (learner: SignedIn, courseId: string) =>
  (
    await queryRows<{ batch_id: string }>(
      t.database.db,
      sql`select batch_id from enrolments where user_id = ${learner.id} and course_id = ${courseId}`,
    )
  )[0]!.batch_id;

let past: BatchDetail;
let asha: SignedIn;
let ravi: SignedIn;
beforeAll(async () => {
  // A batch that has begun: one session held, one to come.
  past = await createBatch({
    courseId: 'webmonk',
    startDate: '2026-11-01',
    endDate: '2027-06-30',
    capacity: 3,
    enrolmentClosesAt: '2026-10-31T00:00:00+05:30',
  });
  for (const startsAt of ['2026-11-07T10:00:00+05:30', '2027-06-05T10:00:00+05:30']) {
    const res = await call('POST', `/v1.5/batches/${past.id}/sessions`, {
      startsAt,
      durationMinutes: 120,
      title: 'Live class',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  asha = await learnerIn(past, 'Asha Rao');
  ravi = await learnerIn(past, 'Ravi Kumar');
});

describe('the roster', () => {
  it('lists the learners in the order they joined, with contact, payment and attendance', async () => {
    const res = await call('GET', `/v1.5/batches/${past.id}/roster`, undefined, staff.SALES);
    expect(res.statusCode, res.body).toBe(200);
    const roster = rosterListSchema.parse(res.json());
    expect(roster.map((r) => r.email)).toEqual([asha.email, ravi.email]);
    expect(roster[0]).toMatchObject({
      userId: asha.id,
      name: 'Asha Rao',
      mobileNumber: '9876543210',
      paid: paidPaise.get(asha.id)! / 100,
      sessionsHeld: 1,
      attended: 0,
      attendanceShare: 0,
    });
    const first = await call('GET', `/v1.5/batches/${past.id}/roster?limit=1`);
    expect(first.json()).toHaveLength(1);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string;
    const second = await call(
      'GET',
      `/v1.5/batches/${past.id}/roster?limit=1&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(second.json().map((r: { email: string }) => r.email)).toEqual([ravi.email]);
    expect(
      (await call('GET', `/v1.5/batches/${past.id}/roster`, undefined, staff.USER)).statusCode,
    ).toBe(403);
  });

  it('downloads as CSV in the one staff format', async () => {
    const res = await call('GET', `/v1.5/batches/${past.id}/roster.csv`, undefined, staff.SALES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(Object.keys(rows[0]!)).toEqual([...ROSTER_CSV_COLUMNS]);
    expect(rows.map((r) => r.email)).toEqual([asha.email, ravi.email]);
    expect(rows[0]).toMatchObject({
      paid: (paidPaise.get(asha.id)! / 100).toFixed(2),
      sessionsHeld: '1',
      attended: '0',
    });
  });
});

describe('attendance', () => {
  it('marks learners present or absent, changes its mind, and refuses strangers', async () => {
    const detail = batchDetailSchema.parse((await call('GET', `/v1.5/batches/${past.id}`)).json());
    const held = detail.sessions[0]!;
    const marked = await call('PUT', `/v1.5/sessions/${held.id}/attendance`, {
      entries: [
        { userId: asha.id, present: true },
        { userId: ravi.id, present: true },
      ],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ sessionId: held.id, present: 2, absent: 0 });
    const again = await call('PUT', `/v1.5/sessions/${held.id}/attendance`, {
      entries: [{ userId: ravi.id, present: false }],
    });
    expect(again.json()).toMatchObject({ present: 0, absent: 1 });

    const stranger = await signUpAndLogIn(t.app, 'Not Enrolled');
    const refused = await call('PUT', `/v1.5/sessions/${held.id}/attendance`, {
      entries: [
        { userId: asha.id, present: false },
        { userId: stranger.id, present: true },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { index: 1, field: 'entries.1.userId', message: `${stranger.id} ${M.notEnrolled}` },
    ]);

    const roster = rosterListSchema.parse(
      (await call('GET', `/v1.5/batches/${past.id}/roster`)).json(),
    );
    expect(roster.map((r) => [r.attended, r.attendanceShare])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'attendance.update' and entity_id = ${held.id}`,
    );
    expect(audit[0]!.n).toBe(2);
    expect(
      (
        await call(
          'PUT',
          `/v1.5/sessions/${held.id}/attendance`,
          { entries: [{ userId: asha.id, present: true }] },
          staff.SALES,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("a session's attendance sheet", () => {
  it('lists every learner of the batch with their mark, unmarked ones as null', async () => {
    const detail = batchDetailSchema.parse((await call('GET', `/v1.5/batches/${past.id}`)).json());
    const [held, coming] = detail.sessions;
    const res = await call('GET', `/v1.5/sessions/${held!.id}/attendance`, undefined, staff.SALES);
    expect(res.statusCode, res.body).toBe(200);
    expect(attendanceSheetSchema.parse(res.json())).toEqual({
      sessionId: held!.id,
      learners: [
        { userId: asha.id, name: 'Asha Rao', email: asha.email, present: true, source: 'manual' },
        {
          userId: ravi.id,
          name: 'Ravi Kumar',
          email: ravi.email,
          present: false,
          source: 'manual',
        },
      ],
    });
    const unmarked = await call('GET', `/v1.5/sessions/${coming!.id}/attendance`);
    expect(unmarked.json().learners.map((l: { present: unknown }) => l.present)).toEqual([
      null,
      null,
    ]);
    expect(
      (await call('GET', `/v1.5/sessions/${held!.id}/attendance`, undefined, staff.USER))
        .statusCode,
    ).toBe(403);
    const missing = await call(
      'GET',
      '/v1.5/sessions/00000000-0000-4000-8000-000000000000/attendance',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('moving a learner', () => {
  it('moves the seat atomically, tells the learner, and refuses a full batch or another program', async () => {
    const target = await createBatch({ courseId: 'webmonk', startDate: '2027-07-03', capacity: 1 });
    const iot = await createBatch({ courseId: 'iot', startDate: '2027-07-03', capacity: 5 });
    const before = await seats(past.id);

    const moved = await call('POST', `/v1.5/batches/${past.id}/moves`, {
      userId: asha.id,
      toBatchId: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await batchOf(asha, 'webmonk')).toBe(target.id);
    expect([await seats(past.id), await seats(target.id)]).toEqual([before - 1, 1]);
    const mail = mailsTo(t.config.DATA_DIR, asha.email).find((m) => m.subject.includes('batch'));
    expect(mail!.subject).toBe(`Kaksha: your batch is now ${target.name}`);
    expect(mail!.text).toContain('Hi Asha,');

    const full = await call('POST', `/v1.5/batches/${past.id}/moves`, {
      userId: ravi.id,
      toBatchId: target.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(M.targetFull);
    expect(await batchOf(ravi, 'webmonk')).toBe(past.id);
    expect([await seats(past.id), await seats(target.id)]).toEqual([before - 1, 1]);

    const other = await call('POST', `/v1.5/batches/${past.id}/moves`, {
      userId: ravi.id,
      toBatchId: iot.id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(M.otherProgram);
    const same = await call('POST', `/v1.5/batches/${target.id}/moves`, {
      userId: asha.id,
      toBatchId: target.id,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(M.sameBatch);
    const gone = await call('POST', `/v1.5/batches/${target.id}/moves`, {
      userId: ravi.id,
      toBatchId: past.id,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notInBatch);
    const [audit] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'batch.move'`,
    );
    expect(audit!.n).toBe(1);
  });

  it('two opposite moves at once both land, and the seats still add up', async () => {
    const a = await createBatch({ courseId: 'machinester', startDate: '2027-08-07', capacity: 5 });
    const b = await createBatch({ courseId: 'machinester', startDate: '2027-09-04', capacity: 5 });
    const one = await learnerIn(a, 'Meera Iyer');
    const two = await learnerIn(b, 'Kabir Shah');
    const results = await Promise.all([
      call('POST', `/v1.5/batches/${a.id}/moves`, { userId: one.id, toBatchId: b.id }),
      call('POST', `/v1.5/batches/${b.id}/moves`, { userId: two.id, toBatchId: a.id }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect([await seats(a.id), await seats(b.id)]).toEqual([1, 1]);
    expect([await batchOf(one, 'machinester'), await batchOf(two, 'machinester')]).toEqual([
      b.id,
      a.id,
    ]);
  });
});
