import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_BACK_CSV_COLUMNS,
  CALL_BACK_MESSAGES as M,
  NEXT_CURSOR_HEADER,
  TEXT_MESSAGE,
  callBackReceiptSchema,
  callBackRequestListSchema,
  exportTicketSchema,
  type CallBackRequest,
} from '@kaksha/shared';
import { queryRows } from '../../infra/database/database';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';

let t: TestApp;
const staff = {} as Record<'USER' | 'SALES' | 'EVENTS' | 'ADMIN', SignedIn>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['USER', 'SALES', 'EVENTS', 'ADMIN'] as const)
    staff[role] = await signInAs(t.app, t.database, role);
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address of its own, so one test's requests never count against another's limit. */
const newAddress = () => {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};
let mobileCounter = 0;
/** A mobile number no other test uses. */
const newMobile = () => {
  mobileCounter += 1;
  return `9${String(process.pid % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(5, '0')}`;
};

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  mobileNumber: newMobile(),
  program: 'webmonk',
  preferredTime: 'evening',
  consent: true,
  ...overrides,
});

function send(payload: unknown, options: { address?: string; token?: string; raw?: boolean } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1.5/call-back-requests',
    remoteAddress: options.address ?? newAddress(),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? bearer(options.token) : {}),
    },
    payload: options.raw ? (payload as string) : JSON.stringify(payload),
  });
}

const rowsFor = (mobile: string) =>
  queryRows<{ id: string; name: string; user_id: string | null; program: string }>(
    t.database.db,
    sql`select id, name, user_id, program from call_back_requests where mobile_number = ${mobile}`,
  );

const list = (query = '', token = staff.SALES.accessToken) =>
  t.app.inject({ url: `/api/v1.5/call-back-requests${query}`, headers: bearer(token) });

describe('POST /v1.5/call-back-requests: refusals', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: undefined }, M.nameRequired],
    ['a blank name', { name: '   \n\t ' }, M.nameRequired],
    ['a name of 101 letters', { name: 'a'.repeat(101) }, M.nameTooLong],
    ['a control character in the name', { name: 'Asha\u0007Rao' }, M.nameInvalid],
    ['9 digits', { mobileNumber: '987654321' }, M.mobileInvalid],
    ['11 digits', { mobileNumber: '98765432101' }, M.mobileInvalid],
    ['letters in the number', { mobileNumber: '98765abcde' }, M.mobileInvalid],
    ['a number as a JSON number', { mobileNumber: 9876543210 }, M.mobileInvalid],
    ['an unknown program', { program: 'python' }, M.programRequired],
    ['a program in another casing', { program: 'Webmonk' }, M.programRequired],
    ['an unknown time slot', { preferredTime: 'midnight' }, M.timeRequired],
    ['consent false', { consent: false }, M.consentRequired],
    ['consent missing', { consent: undefined }, M.consentRequired],
    ['consent as the string "true"', { consent: 'true' }, M.consentRequired],
  ];

  it.each(cases)(
    'refuses %s with 400 and its message, storing nothing',
    async (_, change, message) => {
      const body = validBody(change);
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      if (typeof body.mobileNumber === 'string')
        expect(await rowsFor(body.mobileNumber)).toEqual([]);
    },
  );

  it('refuses NUL and unpaired surrogates in any field, saying where', async () => {
    for (const [field, value] of [
      ['name', 'Asha\u0000Rao'],
      ['name', 'Asha \uD800'],
      ['mobileNumber', '98765\u000043210'],
      ['program', 'webmonk\u0000'],
    ] as const) {
      const res = await send(validBody({ [field]: value }));
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      const message = res.json().message as string;
      // Enums refuse it as an unknown choice; strings say what was wrong, and where.
      if (field !== 'program') expect(message).toBe(`${field}: ${TEXT_MESSAGE}`);
    }
  });

  it('refuses bodies that are not a request: not JSON, an array, empty', async () => {
    for (const raw of ['{"name":', '[]', '', 'null']) {
      const res = await send(raw, { raw: true });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, requestId: expect.any(String) });
    }
  });
});

describe('POST /v1.5/call-back-requests: stored', () => {
  it('stores a visitor’s request and answers 201 with its id; tidy input is stored tidily', async () => {
    const mobile = newMobile();
    const res = await send(
      validBody({
        name: '  Priya \n Nair ',
        mobileNumber: `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const receipt = callBackReceiptSchema.parse(res.json());
    expect(receipt.message).toBe(M.received);
    expect(Date.parse(receipt.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await rowsFor(mobile)).toEqual([
      { id: receipt.id, name: 'Priya Nair', user_id: null, program: 'webmonk' },
    ]);
  });

  it('keeps hostile text as text: markup, SQL and spreadsheet formulas are stored as typed', async () => {
    for (const name of [
      '<img src=x onerror=alert(1)>',
      "Robert'); drop table users;--",
      '=HYPERLINK("x")',
    ]) {
      const body = validBody({ name });
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(201);
      expect((await rowsFor(body.mobileNumber as string))[0]?.name).toBe(name);
    }
  });

  it('links a signed-in learner’s request to the account; a stale token is just a visitor', async () => {
    const mobile = newMobile();
    const res = await send(validBody({ mobileNumber: mobile }), { token: staff.USER.accessToken });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rowsFor(mobile))[0]?.user_id).toBe(staff.USER.id);

    const other = newMobile();
    const stale = await send(validBody({ mobileNumber: other }), { token: 'not-a-token' });
    expect(stale.statusCode, stale.body).toBe(201);
    expect((await rowsFor(other))[0]?.user_id).toBeNull();
  });

  it('the same mobile number and program again answers 200 with the first request; another program is new', async () => {
    const mobile = newMobile();
    const first = await send(validBody({ mobileNumber: mobile }));
    const again = await send(validBody({ mobileNumber: mobile, preferredTime: 'morning' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await send(validBody({ mobileNumber: mobile, program: 'not-sure' }));
    expect(other.statusCode).toBe(201);
    expect(await rowsFor(mobile)).toHaveLength(2);
  });

  it('parallel submissions of one request (two tabs, a double click) make one row', async () => {
    for (let round = 0; round < 3; round += 1) {
      const body = validBody();
      const answers = await Promise.all(Array.from({ length: 8 }, () => send(body)));
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
      expect(await rowsFor(body.mobileNumber as string)).toHaveLength(1);
    }
  });

  it('the database refuses what the schema refuses, whoever writes', async () => {
    const insert = (mobile: string, program: string, time: string, name = 'Asha') =>
      t.database.db.execute(sql`insert into call_back_requests
        (name, mobile_number, program, preferred_time, consented_at)
        values (${name}, ${mobile}, ${program}, ${time}, now())`);
    await expect(insert('98765', 'webmonk', 'any')).rejects.toThrow();
    await expect(insert('9876543210', 'python', 'any')).rejects.toThrow();
    await expect(insert('9876543210', 'webmonk', 'night')).rejects.toThrow();
    await expect(insert('9876543210', 'webmonk', 'any', '')).rejects.toThrow();
  });
});

describe('POST /v1.5/call-back-requests: limits', () => {
  it('allows 5 requests an hour from one client address, then 429 with Retry-After', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await send(validBody(), { address })).statusCode).toBe(201);
    const refused = await send(validBody(), { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_CALL_BACK_REQUESTS',
      message: M.tooManyFromAddress,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not held back.
    expect((await send(validBody())).statusCode).toBe(201);
  });

  it('allows 3 new requests a day for one mobile number; repeats of one do not count', async () => {
    const mobile = newMobile();
    const programs = ['webmonk', 'iot', 'machinester', 'code-slayer'];
    expect((await send(validBody({ mobileNumber: mobile, program: programs[0] }))).statusCode).toBe(
      201,
    );
    // Sent again at once, in parallel: still one request, and one count.
    await Promise.all(
      [1, 2, 3].map(() => send(validBody({ mobileNumber: mobile, program: programs[1] }))),
    );
    expect((await send(validBody({ mobileNumber: mobile, program: programs[2] }))).statusCode).toBe(
      201,
    );
    const refused = await send(validBody({ mobileNumber: mobile, program: programs[3] }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooManyForMobile);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(80_000);
    expect(await rowsFor(mobile)).toHaveLength(3);
    // One already made is still answered (the caller may be retrying a lost answer).
    expect((await send(validBody({ mobileNumber: mobile, program: programs[0] }))).statusCode).toBe(
      200,
    );
  });

  it('parallel new requests for one number never get past its limit', async () => {
    const mobile = newMobile();
    const programs = ['webmonk', 'iot', 'machinester', 'code-slayer', 'not-sure'];
    const answers = await Promise.all(
      [...programs, ...programs].map((program) =>
        send(validBody({ mobileNumber: mobile, program })),
      ),
    );
    const created = answers.filter((res) => res.statusCode === 201);
    expect(created).toHaveLength(3);
    const rows = await rowsFor(mobile);
    expect(rows.map((r) => r.id).sort()).toEqual(created.map((res) => res.json().id).sort());
    // Each answer is the created request, a repeat of one (200), or the number's limit.
    for (const res of answers) {
      if (res.statusCode === 200) expect(rows.map((r) => r.id)).toContain(res.json().id);
      else if (res.statusCode !== 201)
        expect(res.json().message, res.body).toBe(M.tooManyForMobile);
    }
  });
});

describe('GET /v1.5/call-back-requests and its CSV', () => {
  it('refuses visitors (401) and accounts without SALES or ADMIN (403)', async () => {
    const visitor = await t.app.inject({ url: '/api/v1.5/call-back-requests' });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['USER', 'EVENTS'] as const) {
      expect((await list('', staff[role].accessToken)).statusCode, role).toBe(403);
      const csv = await t.app.inject({
        url: '/api/v1.5/call-back-requests/export.csv',
        headers: bearer(staff[role].accessToken),
      });
      expect(csv.statusCode, role).toBe(403);
    }
  });

  it('SALES and ADMIN see every request, newest first, with the account’s e-mail', async () => {
    const mobile = newMobile();
    const made = await send(
      validBody({ name: 'Listed Learner', mobileNumber: mobile, program: 'iot' }),
      {
        token: staff.USER.accessToken,
      },
    );
    for (const role of ['SALES', 'ADMIN'] as const) {
      const res = await list(`?search=${mobile}`, staff[role].accessToken);
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const [found, ...rest] = callBackRequestListSchema.parse(res.json());
      expect(rest).toEqual([]);
      expect(found).toMatchObject({
        id: made.json().id,
        name: 'Listed Learner',
        mobileNumber: mobile,
        program: 'iot',
        preferredTime: 'evening',
        userId: staff.USER.id,
        userEmail: staff.USER.email,
      });
    }
    const all = callBackRequestListSchema.parse((await list()).json());
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by program, by a name or digits search, and by days; pages with the cursor', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (const program of ['webmonk', 'iot', 'webmonk', 'webmonk', 'not-sure']) {
      const res = await send(validBody({ name: `${tag} ${program}`, program }));
      made.push(res.json().id);
    }
    const byName = callBackRequestListSchema.parse(
      (await list(`?search=${tag.toLowerCase()}`)).json(),
    );
    expect(byName).toHaveLength(5);
    const webmonk = await list(`?search=${tag}&program=webmonk&sort=oldest&limit=2`);
    const first = callBackRequestListSchema.parse(webmonk.json());
    expect(first.map((r) => r.id)).toEqual([made[0], made[2]]);
    const cursor = webmonk.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    const next = await list(`?search=${tag}&program=webmonk&sort=oldest&limit=2&cursor=${cursor}`);
    expect(callBackRequestListSchema.parse(next.json()).map((r) => r.id)).toEqual([made[3]]);
    expect(next.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    expect((await list(`?search=${tag}&from=${tomorrow}`)).json()).toEqual([]);
    // A LIKE wildcard in a search is a literal character, not "anything".
    expect((await list(`?search=${encodeURIComponent('%')}`)).json()).toEqual([]);
    expect((await list(`?search=${encodeURIComponent('_')}`)).json()).toEqual([]);
  });

  it('refuses a bad cursor, an unknown program and a reversed date range with 400', async () => {
    for (const query of [
      '?cursor=nope',
      '?program=python',
      '?from=2026-05-03&to=2026-05-01',
      '?limit=0',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('the CSV holds exactly the filtered list, formulas defused, through a download ticket', async () => {
    const tag = `Csv${Date.now().toString(36)}`;
    const formula = `=cmd|' /C calc'!A0 ${tag}`;
    const answers = [];
    for (const name of [`${tag} One`, formula, `${tag} "Quoted", comma`])
      answers.push(await send(validBody({ name, program: 'machinester' })));
    const rows: CallBackRequest[] = callBackRequestListSchema.parse(
      (await list(`?search=${encodeURIComponent(tag)}`)).json(),
    );
    expect(rows).toHaveLength(3);

    const path = `/v1.5/call-back-requests/export.csv?search=${encodeURIComponent(tag)}`;
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/exports/ticket',
      headers: bearer(staff.SALES.accessToken),
      payload: { path },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    const res = await t.app.inject({ url: exportTicketSchema.parse(ticket.json()).url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="call-back-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([...CALL_BACK_CSV_COLUMNS]);
    expect(records.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const record of records) {
      const row = byId.get(record.id!)!;
      expect(record).toMatchObject({
        name: row.name.startsWith('=') ? `'${row.name}` : row.name,
        mobileNumber: row.mobileNumber,
        program: 'machinester',
        preferredTime: 'evening',
        userEmail: '',
      });
      // In IST, to the second, as the other exports write times.
      expect(record.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Date.parse(record.createdAt!.replace(' ', 'T'))).toBe(
        Math.floor(Date.parse(row.createdAt) / 1000) * 1000,
      );
    }
    // The ticket opens that export only.
    const listUrl = exportTicketSchema
      .parse(ticket.json())
      .url.replace('/call-back-requests/export.csv', '/call-back-requests');
    expect((await t.app.inject({ url: listUrl })).statusCode).toBe(401);
  });
});
