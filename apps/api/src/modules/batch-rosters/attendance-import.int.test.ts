import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_IMPORT_MAX_BYTES,
  ATTENDANCE_IMPORT_MESSAGES as M,
  attendanceImportPath,
  attendanceImportResultSchema,
  batchDetailSchema,
  rosterListSchema,
  type BatchDetail,
} from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { listenOnLoopback } from '../../../test/payments';
import { buyAndPlace, createBatch } from '../../../test/batches';

// POST /v1.5/sessions/{id}/attendance/import: a meeting tool's participant list, sent as the CSV
// file itself (text/csv), marks the batch's learners it names present and reports every row.

let t: TestApp;
const staff = {} as Record<'USER' | 'SALES' | 'ADMIN', SignedIn>;
let batch: BatchDetail;
let sessionId: string;
let asha: SignedIn;
let ravi: SignedIn;
let meera: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  for (const role of ['USER', 'SALES', 'ADMIN'] as const)
    staff[role] = await signInAs(t.app, t.database, role);
  batch = await createBatch(t, staff.ADMIN, {
    courseId: 'webmonk',
    name: 'Import batch',
    startDate: '2026-11-01',
    endDate: '2027-06-30',
    capacity: 5,
    enrolmentClosesAt: '2026-10-31T00:00:00+05:30',
  });
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/v1.5/batches/${batch.id}/sessions`,
    headers: bearer(staff.ADMIN.accessToken),
    payload: { startsAt: '2026-11-07T10:00:00+05:30', durationMinutes: 120, title: 'Live class' },
  });
  expect(added.statusCode, added.body).toBe(201);
  sessionId = added.json().id;
  asha = await buyAndPlace(t, batch, 'Asha Rao');
  ravi = await buyAndPlace(t, batch, 'Ravi Kumar');
  meera = await buyAndPlace(t, batch, 'Meera Iyer');
});
afterAll(() => t.close());

function importCsv(
  body: string | Buffer,
  { who = staff.ADMIN, type = 'text/csv', session = sessionId } = {} as {
    who?: SignedIn | null;
    type?: string;
    session?: string;
  },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api${attendanceImportPath(session)}`,
    headers: { ...(who ? bearer(who.accessToken) : {}), 'content-type': type },
    payload: body,
  });
}

const marks = () =>
  queryRows<{ user_id: string; present: boolean; source: string }>(
    t.database.db,
    sql`select user_id, present, source from session_attendance where session_id = ${sessionId}`,
  );

describe('importing a participant list', () => {
  it('reads a Zoom export with its meeting table first, and marks the learners it names present', async () => {
    // Staff had marked Ravi absent and Meera present by hand.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/sessions/${sessionId}/attendance`,
      headers: bearer(staff.ADMIN.accessToken),
      payload: {
        entries: [
          { userId: ravi.id, present: false },
          { userId: meera.id, present: true },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const upper = asha.email.toUpperCase();
    const mixed = ravi.email[0]!.toUpperCase() + ravi.email.slice(1);
    const csv = [
      'Meeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
      '812 3456 7890,Webmonk live class,11/07/2026 10:00:00 AM,11/07/2026 12:00:00 PM,host@kaksha.in,120,6',
      '',
      'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest',
      `Asha Rao,  ${upper} ,11/07/2026 10:01:00 AM,11/07/2026 11:36:00 AM,95,No`,
      `"Kumar, Ravi",${mixed},11/07/2026 10:02:00 AM,11/07/2026 11:52:00 AM,110,No`,
      `Asha (phone),${asha.email},11/07/2026 11:40:00 AM,11/07/2026 12:00:00 PM,20,No`,
      'Visiting parent,parent@example.com,11/07/2026 10:05:00 AM,11/07/2026 10:35:00 AM,30,Yes',
      'Dial-in 98xxxx,,11/07/2026 10:10:00 AM,11/07/2026 10:55:00 AM,45,Yes',
    ].join('\r\n');
    const res = await importCsv(`\uFEFF${csv}\r\n`);
    expect(res.statusCode, res.body).toBe(200);
    const report = attendanceImportResultSchema.parse(res.json());
    expect(report).toEqual({
      sessionId,
      imported: 2,
      summary: {
        rows: 6,
        present: 2,
        notInBatch: 2,
        noEmail: 1,
        duplicate: 1,
        learnersNotInFile: 1,
      },
      rows: [
        { line: 2, email: 'host@kaksha.in', status: 'not_in_batch', minutes: 120 },
        { line: 5, email: upper, status: 'present', name: 'Asha Rao', minutes: 95 },
        { line: 6, email: mixed, status: 'present', name: 'Kumar, Ravi', minutes: 110 },
        { line: 7, email: asha.email, status: 'duplicate', name: 'Asha (phone)', minutes: 20 },
        {
          line: 8,
          email: 'parent@example.com',
          status: 'not_in_batch',
          name: 'Visiting parent',
          minutes: 30,
        },
        { line: 9, email: '', status: 'no_email', name: 'Dial-in 98xxxx', minutes: 45 },
      ],
    });

    // Meera, whom the list does not name, keeps the mark staff gave her.
    const byUser = new Map((await marks()).map((row) => [row.user_id, row]));
    expect(byUser.get(asha.id)).toMatchObject({ present: true, source: 'import' });
    expect(byUser.get(ravi.id)).toMatchObject({ present: true, source: 'import' });
    expect(byUser.get(meera.id)).toMatchObject({ present: true, source: 'manual' });
    expect(byUser.size).toBe(3);

    const roster = rosterListSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1.5/batches/${batch.id}/roster`,
          headers: bearer(staff.SALES.accessToken),
        })
      ).json(),
    );
    expect(roster.map((r) => r.attended)).toEqual([1, 1, 1]);

    const audit = await queryRows<{ actor_id: string; after: Record<string, unknown> }>(
      t.database.db,
      sql`select actor_id, after from audit_log
        where action = 'attendance.import' and entity_id = ${sessionId}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(staff.ADMIN.id);
    expect(audit[0]!.after).toEqual({ ...report.summary, day: '2026-11-07' });
  });

  it('reads a UTF-16, tab-separated list with a preamble (Teams) and durations in words', async () => {
    const text = [
      '1. Summary',
      'Meeting title\tWebmonk live class',
      '',
      '2. Participants',
      'Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tRole',
      `Meera Iyer\t11/7/26, 10:00:00 AM\t11/7/26, 11:59:00 AM\t1h 59m 30s\t${meera.email}\tAttendee`,
    ].join('\r\n');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await importCsv(bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 6, email: meera.email, status: 'present', name: 'Meera Iyer', minutes: 119.5 },
    ]);
    const meeraMark = (await marks()).find((row) => row.user_id === meera.id);
    expect(meeraMark).toMatchObject({ present: true, source: 'import' });
  });

  it('joins first and last names (Google Meet) and accepts "E-mail" headers', async () => {
    const res = await importCsv(
      `Meeting code: abc-defg-hij\nFirst name,Last name,E-mail,Duration\nRavi,Kumar,${ravi.email},1 hr 5 min\n`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 3, email: ravi.email, status: 'present', name: 'Ravi Kumar', minutes: 65 },
    ]);
  });

  it('refuses a file it cannot read with a 400 that says why, and marks nothing', async () => {
    const before = await marks();
    const cases: Array<[string | Buffer, string]> = [
      ['', M.empty],
      ['\r\n \r\n', M.empty],
      ['Name,Join Time\nAsha Rao,10:00\n', M.noEmailColumn],
      ['{"csv": "Email\\nasha@example.in"}', M.noEmailColumn],
      ['Meeting ID,Topic\n1,Class\n\nName,Email\n', M.noRows],
      [`Email,Name\n${asha.email},"Asha\n`, `${M.unclosedQuote}.`],
      [`Email\n${asha.email}\u0000\n`, M.notText],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), M.workbook],
    ];
    for (const [body, message] of cases) {
      const res = await importCsv(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await marks()).toEqual(before);
  });

  it('refuses a file over 1 MB (413) and a body that is not a CSV file (415)', async () => {
    const big = `Email\n${'someone@example.in\n'.repeat(ATTENDANCE_IMPORT_MAX_BYTES / 19 + 1)}`;
    const tooLarge = await importCsv(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: M.tooLarge });

    const json = await importCsv(JSON.stringify({ csv: `Email\n${asha.email}` }), {
      type: 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(M.mediaType);
    const multipart = await importCsv('--x\r\n', { type: 'multipart/form-data; boundary=x' });
    expect(multipart.statusCode).toBe(415);

    const charset = await importCsv(`Email\n${asha.email}\n`, { type: 'text/csv; charset=utf-8' });
    expect(charset.statusCode, charset.body).toBe(200);
  });

  it('is for ADMIN only, and a session must exist', async () => {
    const csv = `Email\n${asha.email}\n`;
    expect((await importCsv(csv, { who: null })).statusCode).toBe(401);
    expect((await importCsv(csv, { who: staff.USER })).statusCode).toBe(403);
    expect((await importCsv(csv, { who: staff.SALES })).statusCode).toBe(403);
    const missing = await importCsv(csv, { session: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    const detail = batchDetailSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1.5/batches/${batch.id}`,
          headers: bearer(staff.ADMIN.accessToken),
        })
      ).json(),
    );
    expect(detail.sessions.map((s) => s.id)).toEqual([sessionId]);
  });
});
