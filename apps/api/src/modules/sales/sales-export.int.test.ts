import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import {
  SALES_CSV_COLUMNS,
  exportTicketSchema,
  salesPaymentListSchema,
  type SalesPayment,
} from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, type SignedIn } from '../../../test/accounts';
import { seedBulkSales } from '../../cli/bulk-seed';

let t: TestApp;
let sales: SignedIn;
let run: string;
const ORDERS = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  sales = await signInAs(t.app, t.database, 'SALES');
  ({ run } = await seedBulkSales(t.database.db, ORDERS));
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = bearer(sales.accessToken)) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

function parseCsv(body: string): Record<string, string>[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { columns: true, relax_quotes: false }) as Record<string, string>[];
}

async function allPayments(query = ''): Promise<SalesPayment[]> {
  const rows: SalesPayment[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(
      `/v1.5/payment/get-all-payment?limit=1000${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const body = salesPaymentListSchema.parse(res.json());
    rows.push(...body.paymentResponseTypeList);
    cursor = body.nextCursor;
  } while (cursor);
  return rows;
}

const rupees = (n: number) => n.toFixed(2);
/** What a spreadsheet must see for a text cell: formulas defused with a leading quote. */
const safe = (text: string | null) =>
  text === null ? '' : /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

describe('payments CSV', () => {
  it('holds every order of the list, in its order, each field as the list shows it', async () => {
    const res = await get('/v1.5/payment/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    const list = await allPayments();
    expect(list.length).toBe(ORDERS);
    expect(rows).toHaveLength(list.length);
    expect(Object.keys(rows[0]!)).toEqual([...SALES_CSV_COLUMNS.payments]);
    rows.forEach((row, i) => {
      const p = list[i]!;
      expect(row).toEqual({
        orderId: p.orderId,
        providerOrderId: safe(p.providerOrderId),
        providerPaymentId: safe(p.providerPaymentId),
        name: safe(p.name),
        email: p.email,
        mobileNumber: p.mobileNumber,
        courses: p.courses.join('; '),
        listPrice: rupees(p.listPrice),
        couponCode: p.couponCode ?? '',
        amount: rupees(p.amount),
        amountPaid: rupees(p.amountPaid),
        refundedAmount: rupees(p.refundedAmount),
        refundStatus: p.refundStatus ?? '',
        refundReason: p.refundReason ?? '',
        status: p.status,
        failureReason: p.failureReason ?? '',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30$/),
        paidAt: p.paidAt ? expect.stringMatching(/\+05:30$/) : '',
      });
      // The same instant, shown in IST to the second.
      expect(Date.parse(row.createdAt!)).toBe(Math.floor(Date.parse(p.createdAt) / 1000) * 1000);
    });
  }, 120_000);

  it('quotes every value, doubles quotes, keeps commas and line breaks, defuses formulas', async () => {
    // Learner n of the seed is named by n % 6 (cli/bulk-seed.ts).
    const res = await get(`/v1.5/payment/export.csv?email=bulk.${run}.3@seed.kaksha.in`);
    const names = new Set(parseCsv(res.body).map((row) => row.name));
    expect([...names]).toEqual(['=HYPERLINK("http://example.invalid","x")'].map((n) => `'${n}`));
    expect(res.body).toContain(`"'=HYPERLINK(""http://example.invalid"",""x"")"`);

    const quoted = parseCsv(
      (await get(`/v1.5/payment/export.csv?email=bulk.${run}.1@seed.kaksha.in`)).body,
    );
    expect(quoted[0]!.name).toBe('Rao, Vikram');
    const broken = parseCsv(
      (await get(`/v1.5/payment/export.csv?email=bulk.${run}.2@seed.kaksha.in`)).body,
    );
    expect(broken[0]!.name).toBe('Meera\nIyer');
    const plus = parseCsv(
      (await get(`/v1.5/payment/export.csv?email=bulk.${run}.4@seed.kaksha.in`)).body,
    );
    expect(plus[0]!.name).toBe("'+91 Learner");
    const nick = parseCsv(
      (await get(`/v1.5/payment/export.csv?email=bulk.${run}.6@seed.kaksha.in`)).body,
    );
    expect(nick[0]!.name).toBe('Asha "Ash" Rao');
  });

  it('exports exactly the filtered list (status and dates), oldest first on request', async () => {
    const rows = parseCsv(
      (await get('/v1.5/payment/export.csv?status=cancelled&sort=oldest')).body,
    );
    const list = await allPayments('&status=cancelled&sort=oldest');
    expect(rows.map((r) => r.orderId)).toEqual(list.map((p) => p.orderId));
    expect(rows.every((r) => r.status === 'cancelled')).toBe(true);
    const none = parseCsv(
      (await get('/v1.5/payment/export.csv?from=2001-01-01&to=2001-01-02')).body,
    );
    expect(none).toEqual([]);
    // Filter values are inlined into the COPY as escaped literals: quotes and backslashes stay data.
    const quoted = `o'brien\\${run}@seed.kaksha.in`;
    await t.database.db.execute(
      sql`update users set email = ${quoted} where email = ${`bulk.${run}.9@seed.kaksha.in`}`,
    );
    const found = parseCsv(
      (await get(`/v1.5/payment/export.csv?email=${encodeURIComponent(quoted)}`)).body,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((row) => row.email === quoted)).toBe(true);
    const hostile = `x\\');drop/**/table/**/orders;--@x.in`;
    const none2 = await get(`/v1.5/payment/export.csv?email=${encodeURIComponent(hostile)}`);
    expect(parseCsv(none2.body)).toEqual([]);
    expect((await get('/v1.5/payment/get-all-payment?limit=1')).statusCode).toBe(200);
  });
});

describe('users and carts CSV', () => {
  it('users: one row per account, with the header of the console', async () => {
    const rows = parseCsv(
      (await get(`/v1.5/users/export.csv?email=bulk.${run}.7@seed.kaksha.in`)).body,
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!)).toEqual([...SALES_CSV_COLUMNS.users]);
    expect(rows[0]).toMatchObject({ email: `bulk.${run}.7@seed.kaksha.in`, role: 'USER' });
  });

  it('active carts: one row per program with the cart totals (spec §3 columns)', async () => {
    const learner = await signInAs(t.app, t.database, 'USER');
    for (const courseId of ['webmonk', 'code-slayer'])
      await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/cart/add',
        headers: bearer(learner.accessToken),
        payload: { userId: learner.email, courseId },
      });
    const res = await get(
      `/v1.5/cart/export.csv?status=active&email=${encodeURIComponent(learner.email)}`,
    );
    expect(res.headers['content-disposition']).toContain('active-carts-');
    const rows = parseCsv(res.body);
    expect(Object.keys(rows[0]!)).toEqual([...SALES_CSV_COLUMNS.carts]);
    expect(rows.map((r) => r.courseId).sort()).toEqual(['code-slayer', 'webmonk']);
    const prices = await t.database.db.execute(
      sql`select sum(price_paise)::int as total from courses where id in ('webmonk', 'code-slayer')`,
    );
    const total = (prices as unknown as { rows: Array<{ total: number }> }).rows[0]!.total / 100;
    expect(rows.every((r) => r.totalPrice === total.toFixed(2) && r.paidFor === 'false')).toBe(
      true,
    );
    expect(rows.every((r) => r.userId === learner.id && r.email === learner.email)).toBe(true);
  });
});

describe('download tickets', () => {
  const ticketFor = (path: string, token = sales.accessToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.5/exports/ticket',
      headers: bearer(token),
      payload: { path },
    });

  it('lets the browser fetch exactly that file without the bearer token', async () => {
    const path = `/v1.5/payment/export.csv?status=failed&email=bulk.${run}.8@seed.kaksha.in`;
    const ticket = exportTicketSchema.parse((await ticketFor(path)).json());
    const viaTicket = await t.app.inject({ method: 'GET', url: ticket.url });
    expect(viaTicket.statusCode).toBe(200);
    expect(viaTicket.body).toBe((await get(path)).body);

    // The ticket opens that path and those filters only.
    const other = ticket.url.replace('status=failed', 'status=paid');
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(401);
    const elsewhere = ticket.url.replace('/payment/export.csv', '/users/export.csv');
    expect((await t.app.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(401);
    // And not a JSON list, which takes bearer tokens only.
    const list = ticket.url.replace('/payment/export.csv', '/payment/get-all-payment');
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    const tampered = ticket.url.slice(0, -3) + 'abc';
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
  });

  it('dies with the role: a ticket of an account demoted since is refused', async () => {
    const staff = await signInAs(t.app, t.database, 'SALES');
    const ticket = exportTicketSchema.parse(
      (await ticketFor('/v1.5/users/export.csv', staff.accessToken)).json(),
    );
    await t.database.db.execute(
      sql`update users set role = 'USER', token_version = token_version + 1 where id = ${staff.id}`,
    );
    await new Promise((r) => setTimeout(r, 2100)); // the caller cache's lifetime
    expect((await t.app.inject({ method: 'GET', url: ticket.url })).statusCode).toBe(401);
  });

  it('is for staff, and only for API paths', async () => {
    const learner = await signInAs(t.app, t.database, 'USER');
    expect((await ticketFor('/v1.5/users/export.csv', learner.accessToken)).statusCode).toBe(403);
    for (const path of [
      'https://evil.example/x',
      '/v1.5/../etc/passwd',
      '//evil.example',
      'v1.5/x',
    ])
      expect((await ticketFor(path)).statusCode).toBe(400);
  });
});
