import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentsSchema, invoiceListItemSchema, type BillingInput } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../../../test/payments';

let t: TestApp;
let admin: SignedIn;
let sales: SignedIn;
const period = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

const get = (url: string, who: SignedIn) =>
  t.app.inject({ url: `/api${url}`, headers: bearer(who.accessToken) });
const table = async (name: string) => {
  const res = await get(`/v1.5/gst/returns/${period}/${name}.csv`, sales);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body, { bom: true, columns: true }) as Array<Record<string, string>>;
};
type Rows = Array<Record<string, string>>;
const paise = (rupees: string) => Math.round(Number(rupees) * 100);
const sum = (rows: Array<Record<string, string>>, column: string) =>
  rows.reduce((total, row) => total + paise(row[column]!), 0);

async function buy(courseId: string, billing: BillingInput) {
  const learner = await signUpAndLogIn(t.app, billing.name);
  const order = await createOrder(t.app, learner, 0, {
    selectedCourses: [{ id: courseId }],
    billing,
  } as never);
  expect(order.statusCode, order.body).toBe(200);
  const paid = await payInSandbox(t.app, learner, order.json().orderId);
  await confirm(t.app, learner, {
    orderId: order.json().orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
  const { orders } = enrolmentsSchema.parse(
    (await get('/v1.5/users/me/enrolments', learner)).json(),
  );
  return orders[0]!;
}

async function refund(orderId: string, amountPaise: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1.5/orders/${orderId}/refunds`,
    headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
    payload: JSON.stringify({ amountPaise, reason: 'goodwill' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.refunds.drain();
}

const business = {
  state: '27',
  pin: '400001',
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Shah Analytics LLP',
  address: '5 Marine Drive, Mumbai',
};

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  sales = await signInAs(t.app, t.database, 'SALES');
  const consumerHome = await buy('iot', { name: 'Asha', state: '29', pin: '560034' });
  await buy('webmonk', { name: 'Bina', state: '29', pin: '560001' });
  const consumerAway = await buy('iot', { name: 'Chetan', state: '32', pin: '682001' });
  const firm = await buy('machinester', { name: 'Rohan', ...business } as BillingInput);
  await buy('webmonk', { name: 'Rohan Shah', ...business } as BillingInput);
  await refund(consumerAway.id, 100_000);
  await refund(firm.id, 250_050);
  await refund(consumerHome.id, 499_900);
});
afterAll(() => t.close());

describe('the monthly GST return pack', () => {
  it('adds up to the month’s invoices less its credit notes, table by table', async () => {
    const list = (await get(`/v1.5/invoices?month=${period}&limit=200`, sales)).json() as unknown[];
    const docs = list.map((item) => invoiceListItemSchema.parse(item));
    const net = (pick: (d: (typeof docs)[number]) => number) =>
      docs.reduce((total, d) => total + (d.kind === 'invoice' ? 1 : -1) * pick(d), 0);
    expect(docs.filter((d) => d.kind === 'invoice')).toHaveLength(5);
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(3);

    const [b2b, b2cs, cdnr, cdnur, hsn] = (await Promise.all(
      ['b2b', 'b2cs', 'cdnr', 'cdnur', 'hsn'].map(table),
    )) as Array<Array<Record<string, string>>> as [Rows, Rows, Rows, Rows, Rows];
    expect(b2b).toHaveLength(2);
    expect(cdnr).toHaveLength(1);
    expect(cdnur).toEqual([]);
    expect(b2b[0]).toMatchObject({
      'GSTIN/UIN of Recipient': '27AAPFU0939F1ZV',
      'Place Of Supply': '27-Maharashtra',
      'Reverse Charge': 'N',
      Rate: '18',
    });
    expect(b2b.map((row) => row['Receiver Name'])).toEqual([
      'Shah Analytics LLP',
      'Shah Analytics LLP',
    ]);
    expect(b2cs.map((row) => row['Place Of Supply']).sort()).toEqual(['29-Karnataka', '32-Kerala']);

    const taxable = net((d) => d.taxablePaise);
    expect(
      sum(b2b, 'Taxable Value') + sum(b2cs, 'Taxable Value') - sum(cdnr, 'Taxable Value'),
    ).toBe(taxable);
    expect(hsn).toHaveLength(1);
    expect(hsn[0]!.HSN).toBe('999293');
    expect(paise(hsn[0]!['Taxable Value']!)).toBe(taxable);
    expect(
      paise(hsn[0]!['Integrated Tax Amount']!) +
        paise(hsn[0]!['Central Tax Amount']!) +
        paise(hsn[0]!['State/UT Tax Amount']!),
    ).toBe(net((d) => d.taxPaise));
    expect(paise(hsn[0]!['Total Value']!)).toBe(net((d) => d.totalPaise));
  });

  it('lists the number ranges of the documents issued', async () => {
    const docs = await table('docs');
    expect(docs.map((row) => row['Nature of Document'])).toEqual([
      'Invoices for outward supply',
      'Credit Note',
    ]);
    expect(docs[0]).toMatchObject({ 'Total Number': '5', Cancelled: '0' });
    expect(docs[0]!['Sr. No. From']).toMatch(/^KAK\/\d{2}-\d{2}\/000001$/);
    expect(docs[0]!['Sr. No. To']).toMatch(/\/000005$/);
    expect(docs[1]).toMatchObject({ 'Total Number': '3' });
  });

  it('is empty for another month, and refuses a bad period or table with a message', async () => {
    const res = await get('/v1.5/gst/returns/2020-01/b2b.csv', sales);
    expect(parse(res.body, { bom: true, columns: true })).toEqual([]);
    const badTable = await get(`/v1.5/gst/returns/${period}/b2x.csv`, sales);
    expect(badTable.statusCode).toBe(400);
    expect(badTable.json().message).toMatch(/b2b, b2cs, hsn, docs, cdnr, cdnur/);
    expect((await get(`/v1.5/gst/returns/2026-13/b2b.csv`, sales)).statusCode).toBe(400);
    expect((await get(`/v1.5/gst/returns/${period}/b2b.txt`, sales)).statusCode).toBe(400);
  });
});

describe('the staff Invoices list', () => {
  it('filters by buyer, kind and state, pages by cursor, and is for SALES and ADMIN only', async () => {
    const b2b = (await get('/v1.5/invoices?buyer=b2b&kind=invoice', sales)).json() as Array<{
      buyerGstin: string;
    }>;
    expect(b2b.map((d) => d.buyerGstin)).toEqual(['27AAPFU0939F1ZV', '27AAPFU0939F1ZV']);
    const kerala = (await get('/v1.5/invoices?state=32', admin)).json() as Array<{ kind: string }>;
    expect(kerala.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    const first = await get('/v1.5/invoices?limit=3', sales);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await get(`/v1.5/invoices?limit=10&cursor=${cursor}`, sales);
    const ids = [...first.json(), ...second.json()].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(8);
    const learner = await signUpAndLogIn(t.app);
    expect((await get('/v1.5/invoices', learner)).statusCode).toBe(403);
    expect((await get(`/v1.5/gst/returns/${period}/b2b.csv`, learner)).statusCode).toBe(403);
  });

  it('downloads the filtered list as CSV', async () => {
    const res = await get('/v1.5/invoices.csv?kind=credit_note', sales);
    expect(res.statusCode).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.kind === 'credit_note' && row.againstInvoice)).toBe(true);
    expect(rows.map((row) => row.total).sort()).toEqual(['1000.00', '2500.50', '4999.00']);
  });
});
