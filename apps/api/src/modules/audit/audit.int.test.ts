import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_COLUMNS,
  auditListSchema,
  SALES_MESSAGES,
  type AuditEntryView,
  type Role,
} from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { recordAudit } from './audit.repository';

let t: TestApp;
const accounts = {} as Record<Role, SignedIn>;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['USER', 'SALES', 'EVENTS', 'ADMIN'] as const)
    accounts[role] = await signInAs(t.app, t.database, role);
  admin = accounts.ADMIN;
});
afterAll(() => t.close());

/** An entity type no other test uses, so each test reads only its own entries. */
const uniqueType = () => `test-${randomUUID().slice(0, 8)}`;

const asCaller = (account: SignedIn, role: Role = 'ADMIN') => ({
  id: account.id,
  email: account.email,
  role,
  requestId: `req-${randomUUID()}`,
});

/** Entries written as the app writes them (all in one transaction: one created_at, ids apart). */
async function seed(entityType: string, count: number, extra: { action?: string } = {}) {
  await t.database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i += 1)
      await recordAudit(tx, asCaller(admin), {
        action: extra.action ?? 'coupon.update',
        entityType,
        entityId: `E${i}`,
        before: { n: i },
        after: { n: i + 1 },
      });
  });
}

/** An entry at a chosen time (inserts are allowed; only updates and deletes are refused). */
async function seedAt(entityType: string, entityId: string, createdAt: string) {
  await t.database.db.execute(sql`insert into audit_log
    (actor_id, actor_email, actor_role, action, entity_type, entity_id, created_at)
    values (${admin.id}, ${admin.email}, 'ADMIN', 'event.update', ${entityType}, ${entityId}, ${createdAt}::timestamptz)`);
}

/** A GET as this account (the ADMIN unless told), or as a visitor with null. */
function get(url: string, account: SignedIn | null = admin) {
  return t.app.inject({ method: 'GET', url, headers: account ? bearer(account.accessToken) : {} });
}

/** The database's own refusal (drizzle wraps it as the cause). */
async function refusalOf(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => undefined,
    (failure: Error & { cause?: Error }) => failure,
  );
  return String(error?.cause?.message ?? error?.message ?? 'no error');
}

async function list(query: Record<string, string | number>): Promise<AuditEntryView[]> {
  const res = await get(`/api/v1.5/audit?${new URLSearchParams(query as Record<string, string>)}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditListSchema.parse(res.json()).entries;
}

describe('who may read the audit log', () => {
  it.each(['/api/v1.5/audit', '/api/v1.5/audit/export.csv'])('%s: ADMIN only', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    for (const role of ['USER', 'SALES', 'EVENTS'] as const)
      expect((await get(url, accounts[role])).statusCode, role).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('downloads the CSV with a ticket for exactly that path, and only for an ADMIN', async () => {
    const entityType = uniqueType();
    await seed(entityType, 2);
    const path = `/v1.5/audit/export.csv?entityType=${entityType}`;
    const ticketFor = (account: SignedIn) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1.5/exports/ticket',
        headers: bearer(account.accessToken),
        payload: { path },
      });
    const ticket = await ticketFor(admin);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: ticket.json().url });
    expect(file.statusCode, file.body).toBe(200);
    expect(parse(file.body, { bom: true, columns: true })).toHaveLength(2);

    const salesTicket = await ticketFor(accounts.SALES);
    expect(salesTicket.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: salesTicket.json().url })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/v1.5/audit', () => {
  it('filters by actor (any casing), action, entity type and id', async () => {
    const entityType = uniqueType();
    await seed(entityType, 3);
    await seed(entityType, 1, { action: 'coupon.delete' });
    const other = accounts.EVENTS;
    await t.database.db.transaction((tx) =>
      recordAudit(tx, asCaller(other, 'EVENTS'), {
        action: 'coupon.delete',
        entityType,
        entityId: 'E0',
      }),
    );

    expect(await list({ entityType })).toHaveLength(5);
    const byActor = await list({ entityType, actor: ` ${other.email.toUpperCase()} ` });
    expect(byActor.map((e) => [e.actorEmail, e.actorRole])).toEqual([[other.email, 'EVENTS']]);
    expect(await list({ entityType, action: 'coupon.delete' })).toHaveLength(2);
    const one = await list({ entityType, entityId: 'E0', action: 'coupon.update' });
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ actorEmail: admin.email, before: { n: 0 }, after: { n: 1 } });
    expect(await list({ entityType: uniqueType() })).toEqual([]);
  });

  it('filters by day (IST, both ends inclusive) or by ISO instant', async () => {
    const entityType = uniqueType();
    await seedAt(entityType, 'late-on-10th', '2020-03-10T18:29:59.999Z'); // 23:59:59.999 IST
    await seedAt(entityType, 'start-of-11th', '2020-03-10T18:30:00Z'); // 00:00 IST on the 11th
    await seedAt(entityType, 'on-12th', '2020-03-12T06:00:00Z');
    const ids = async (query: Record<string, string>) =>
      (await list({ entityType, ...query })).map((e) => e.entityId);

    expect(await ids({ to: '2020-03-10' })).toEqual(['late-on-10th']);
    expect(await ids({ from: '2020-03-11', to: '2020-03-11' })).toEqual(['start-of-11th']);
    expect(await ids({ from: '2020-03-11' })).toEqual(['on-12th', 'start-of-11th']);
    expect(await ids({ from: '2020-03-11T00:00:00+05:30', to: '2020-03-12T06:00:00Z' })).toEqual([
      'on-12th',
      'start-of-11th',
    ]);
    expect(await ids({ from: '', to: '' })).toHaveLength(3);
  });

  it.each([
    ['from=yesterday', 'from: use a date like 2026-11-23 or an ISO date-time'],
    ['to=2026-02-30', 'to: use a date like 2026-11-23 or an ISO date-time'],
    ['from=2026-01-01T10:00', 'from: use a date like 2026-11-23 or an ISO date-time'],
    ['from=2026-03-02&to=2026-03-01', SALES_MESSAGES.badDateRange],
    ['cursor=not-a-cursor', SALES_MESSAGES.badCursor],
    [`cursor=${Buffer.from('2026-01-01|1').toString('base64url')}`, SALES_MESSAGES.badCursor],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    for (const url of [`/api/v1.5/audit?${query}`, `/api/v1.5/audit/export.csv?${query}`]) {
      if (url.includes('export') && query.startsWith('cursor')) continue;
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('pages newest first without duplicates or gaps while entries are added between pages', async () => {
    const entityType = uniqueType();
    // Three batches: entries of one batch share created_at, so the id breaks the ties.
    for (let batch = 0; batch < 3; batch += 1) await seed(entityType, 7);
    const everything = await list({ entityType, limit: 500 });
    expect(everything).toHaveLength(21);

    const seen: AuditEntryView[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/v1.5/audit?entityType=${entityType}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = auditListSchema.parse(res.json());
      expect(page.entries.length).toBeLessThanOrEqual(4);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      await seed(entityType, 2); // newer entries land before the cursor, never in a later page
    } while (cursor);

    expect(seen.map((e) => e.id)).toEqual(everything.map((e) => e.id));
    const times = seen.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('GET /api/v1.5/audit/export.csv', () => {
  it('streams every matching entry as a CSV that parses back, BOM and header first', async () => {
    const entityType = uniqueType();
    await seed(entityType, 3);
    await t.database.db.transaction((tx) =>
      recordAudit(tx, asCaller(admin), {
        action: 'coupon.create',
        entityType,
        entityId: '=HYPERLINK("x")',
        after: { note: 'a "quoted", comma\nand a line', discount: 10 },
      }),
    );
    const res = await get(`/api/v1.5/audit/export.csv?entityType=${entityType}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);

    const [header, ...rows] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const entries = await list({ entityType });
    expect(rows.map((row) => row[0])).toEqual(entries.map((e) => e.id));
    const records = rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
    const created = records[0]!;
    expect(created).toMatchObject({
      actorEmail: admin.email,
      actorRole: 'ADMIN',
      action: 'coupon.create',
      entityType,
      entityId: `'=HYPERLINK("x")`,
      before: '',
    });
    expect(created.requestId).toMatch(/^req-/);
    // Shown in IST to the second: 2026-11-23 16:05:09+05:30.
    expect(created.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(created.createdAt!)).toBe(
      Math.floor(Date.parse(entries[0]!.createdAt) / 1000) * 1000,
    );
    expect(JSON.parse(created.after!)).toEqual({
      note: 'a "quoted", comma\nand a line',
      discount: 10,
    });
    expect(JSON.parse(records[1]!.before!)).toEqual(entries[1]!.before);
  });
});

describe('staff writes that are audited', () => {
  it('a role change records before, after and the request id', async () => {
    const learner = await signInAs(t.app, t.database, 'USER');
    const requestId = `role-change-${randomUUID()}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/users/${learner.id}/role`,
      headers: { ...bearer(admin.accessToken), 'x-request-id': requestId },
      payload: { role: 'SALES' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...others] = await list({ entityType: 'user', entityId: learner.id });
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'user.role',
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'ADMIN',
      before: { role: 'USER' },
      after: { role: 'SALES' },
      requestId,
    });
  });

  it("an ADMIN editing someone else's profile records the changed fields; a learner's own edit is not audited", async () => {
    const learner = await signInAs(t.app, t.database, 'USER');
    const patch = (account: SignedIn, ops: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1.5/users/${learner.id}`,
        headers: {
          ...bearer(account.accessToken),
          'content-type': 'application/json-patch+json',
          ...headers,
        },
        payload: JSON.stringify(ops),
      });
    const own = await patch(learner, [
      { op: 'replace', path: '/collegeName', value: 'IIT Madras' },
    ]);
    expect(own.statusCode, own.body).toBe(200);
    expect(await list({ entityType: 'user', entityId: learner.id })).toEqual([]);

    const requestId = `profile-edit-${randomUUID()}`;
    const res = await patch(
      admin,
      [
        { op: 'replace', path: '/name', value: 'Asha R. Rao' },
        { op: 'replace', path: '/collegeName', value: 'IIT Madras' }, // unchanged
      ],
      { 'x-request-id': requestId },
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await list({ entityType: 'user', entityId: learner.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.profile',
      actorEmail: admin.email,
      before: { name: 'USER person' },
      after: { name: 'Asha R. Rao' },
      requestId,
    });
  });
});

describe('the log is append-only', () => {
  it('refuses UPDATE and DELETE through SQL, but keeps entries of a deleted staff account', async () => {
    const entityType = uniqueType();
    const staff = await signInAs(t.app, t.database, 'EVENTS');
    await t.database.db.transaction((tx) =>
      recordAudit(tx, asCaller(staff, 'EVENTS'), {
        action: 'event.delete',
        entityType,
        entityId: 1,
      }),
    );
    expect(
      await refusalOf(
        t.database.db.execute(
          sql`update audit_log set action = 'x' where entity_type = ${entityType}`,
        ),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusalOf(
        t.database.db.execute(sql`delete from audit_log where entity_type = ${entityType}`),
      ),
    ).toMatch(/append-only/);

    await t.database.db.execute(sql`delete from users where id = ${staff.id}`);
    const [entry] = await list({ entityType });
    expect(entry).toMatchObject({ actorId: null, actorEmail: staff.email, action: 'event.delete' });
  });
});
