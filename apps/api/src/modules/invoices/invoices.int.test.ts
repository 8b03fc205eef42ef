import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentsSchema, type BillingInput, type InvoiceSnapshot } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { confirm, createOrder, listenOnLoopback, payInSandbox } from '../../../test/payments';
import { orders } from '../payments';
import { createInvoicing } from './invoicing';

let t: TestApp;
let sales: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  sales = await signInAs(t.app, t.database, 'SALES');
});
afterAll(() => t.close());

/** Buys through the real checkout (the sandbox captures, the callback confirms). */
async function buy(courseId: string, billing?: BillingInput, who?: SignedIn) {
  const learner = who ?? (await signUpAndLogIn(t.app, 'Kavya Menon'));
  const order = await createOrder(t.app, learner, 0, {
    selectedCourses: [{ id: courseId }],
    ...(billing ? { billing } : {}),
  } as never);
  expect(order.statusCode, order.body).toBe(200);
  const paid = await payInSandbox(t.app, learner, order.json().orderId);
  const confirmed = await confirm(t.app, learner, {
    orderId: order.json().orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const orders = enrolmentsSchema.parse(
    (
      await t.app.inject({
        url: '/api/v1.5/users/me/enrolments',
        headers: bearer(learner.accessToken),
      })
    ).json(),
  ).orders;
  return { learner, order: orders.find((o) => o.status === 'paid')! };
}

async function snapshotOf(orderId: string): Promise<InvoiceSnapshot> {
  const rows = await t.database.db.execute(
    sql`select snapshot from invoices where order_id = ${orderId}`,
  );
  const snapshot = (rows as unknown as { rows: Array<{ snapshot: unknown }> }).rows[0]!.snapshot;
  return (typeof snapshot === 'string' ? JSON.parse(snapshot) : snapshot) as InvoiceSnapshot;
}

describe('the tax invoice of a paid order', () => {
  it('splits ₹4,999 within Karnataka into CGST and SGST to the paisa', async () => {
    const { order } = await buy('iot', { name: 'Kavya Menon', state: '29', pin: '560034' });
    expect(order.invoice?.number).toMatch(/^KAK\/\d{2}-\d{2}\/\d{6}$/);
    const snapshot = await snapshotOf(order.id);
    expect(snapshot.isIntraState).toBe(true);
    expect(snapshot.totals).toEqual({
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
      totalPaise: 499_900,
    });
    expect(snapshot.lines[0]).toMatchObject({ sac: '999293', quantity: 1, cgstRatePercent: 9 });
    expect(snapshot.amountInWords).toBe('Rupees Four Thousand Nine Hundred Ninety-Nine Only');
    expect(snapshot.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(snapshot.reverseCharge).toBe(false);
    expect(snapshot.number).toBe(order.invoice?.number);
  });

  it('charges IGST to a business in another state, with its GSTIN and legal name', async () => {
    const { order } = await buy('iot', {
      name: 'Rohan Shah',
      state: '27',
      pin: '400001',
      gstin: '27aapfu0939f1zv',
      legalName: 'Shah Analytics LLP',
      address: '5 Marine Drive, Mumbai',
    });
    const snapshot = await snapshotOf(order.id);
    expect(snapshot.isIntraState).toBe(false);
    expect(snapshot.totals).toMatchObject({
      taxablePaise: 423_644,
      igstPaise: 76_256,
      cgstPaise: 0,
    });
    expect(snapshot.buyer).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Shah Analytics LLP',
      stateCode: '27',
      state: 'Maharashtra',
    });
  });

  it('without billing details (the spec’s own client) supplies in the seller’s state', async () => {
    const { learner, order } = await buy('webmonk');
    const snapshot = await snapshotOf(order.id);
    expect(snapshot.placeOfSupply.stateCode).toBe(t.config.seller.stateCode);
    expect(snapshot.buyer.name).toBe('Kavya Menon');
    expect(snapshot.buyer.email).toBe(learner.email);
  });

  it('refuses a GSTIN with a wrong check character or from another state', async () => {
    const learner = await signUpAndLogIn(t.app);
    const base = { name: 'A Buyer', pin: '400001', legalName: 'A LLP', address: 'Mumbai' };
    const wrongCheck = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'iot' }],
      billing: { ...base, state: '27', gstin: '27AAPFU0939F1ZA' },
    } as never);
    expect(wrongCheck.statusCode).toBe(400);
    expect(wrongCheck.json().message).toMatch(/GSTIN is not valid/);
    const otherState = await createOrder(t.app, learner, 0, {
      selectedCourses: [{ id: 'iot' }],
      billing: { ...base, state: '29', gstin: '27AAPFU0939F1ZV' },
    } as never);
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json().message).toMatch(/first two digits/);
  });

  it('is a PDF for its owner, SALES and ADMIN, and not found for anyone else', async () => {
    const { learner, order } = await buy('webmonk', { name: 'Kavya', state: '32', pin: '682001' });
    const url = `/api${order.invoice!.url}`;
    const mine = await t.app.inject({ url, headers: bearer(learner.accessToken) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mine.headers['content-disposition']).toContain(
      order.invoice!.number.replaceAll('/', '-'),
    );
    expect((await t.app.inject({ url, headers: bearer(sales.accessToken) })).statusCode).toBe(200);
    const stranger = await signUpAndLogIn(t.app);
    expect((await t.app.inject({ url, headers: bearer(stranger.accessToken) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // The same snapshot renders the same bytes.
    const again = await t.app.inject({ url, headers: bearer(learner.accessToken) });
    expect(again.rawPayload.equals(mine.rawPayload)).toBe(true);
  });

  it('is attached to the confirmation e-mail', async () => {
    const { learner, order } = await buy('machinester', {
      name: 'Kavya',
      state: '29',
      pin: '560001',
    });
    await t.app.services.settlement.drain();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .find(
        (eml) => eml.includes(`To: ${learner.email}`) && eml.includes('enrolment is confirmed'),
      );
    expect(mail).toBeDefined();
    expect(mail).toContain('application/pdf');
    expect(mail).toContain(`${order.invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(mail).toContain(`Your GST tax invoice ${order.invoice!.number} is attached`);
  });

  it('can never be edited or deleted', async () => {
    const { order } = await buy('webmonk');
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query).then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(sql`update invoices set total_paise = 1 where order_id = ${order.id}`),
    ).toMatch(/invoices is immutable/);
    expect(await refusal(sql`delete from invoices where order_id = ${order.id}`)).toMatch(
      /invoices is immutable/,
    );
  });
});

describe('invoice numbers', () => {
  it('are consecutive, without gap or repeat, when many learners pay at once', async () => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from invoices`);
    const start = (before as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    await Promise.all(Array.from({ length: 20 }, (_, i) => buy(i % 2 ? 'iot' : 'webmonk')));
    const rows = await t.database.db.execute(sql`select seq, number from invoices order by seq`);
    const seqs = (rows as unknown as { rows: Array<{ seq: number; number: string }> }).rows;
    expect(seqs).toHaveLength(start + 20);
    expect(seqs.map((r) => Number(r.seq))).toEqual(seqs.map((_, i) => i + 1));
    expect(new Set(seqs.map((r) => r.number)).size).toBe(seqs.length);
  });
});

describe('the financial year’s series', () => {
  it('starts again at 000001 at 00:00 IST on 1 April', async () => {
    const learner = await signUpAndLogIn(t.app, 'Year End');
    const issueAt = async (iso: string) => {
      const [order] = await t.database.db
        .insert(orders)
        .values({
          userId: learner.id,
          amountPaise: 349_900,
          listTotalPaise: 349_900,
          status: 'paid',
          paidAt: new Date(),
        })
        .returning();
      const invoicing = createInvoicing({ seller: t.config.seller, clock: () => new Date(iso) });
      return t.database.db.transaction((tx) =>
        invoicing.issuer.issueFor(tx, {
          order: order!,
          courseIds: ['webmonk'],
          recipient: { email: learner.email, name: 'Year End' },
          items: [{ name: 'Webmonk', finalPaise: 349_900, batchName: null }],
          refund: null,
          hasSurplusSeats: false,
        }),
      );
    };
    const lastOfYear = await issueAt('2027-03-31T18:29:59.000Z');
    const firstOfNext = await issueAt('2027-03-31T18:30:00.000Z');
    const secondOfNext = await issueAt('2027-04-02T10:00:00.000Z');
    expect(lastOfYear?.number).toMatch(/^KAK\/26-27\/\d{6}$/);
    expect(firstOfNext?.number).toBe('KAK/27-28/000001');
    expect(secondOfNext?.number).toBe('KAK/27-28/000002');
  });

  it('gives its number back when the paying transaction rolls back', async () => {
    const learner = await signUpAndLogIn(t.app, 'Rolled Back');
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: learner.id,
        amountPaise: 100,
        listTotalPaise: 100,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    const invoicing = createInvoicing({
      seller: t.config.seller,
      clock: () => new Date('2030-06-01T00:00:00Z'),
    });
    const paid = {
      order: order!,
      courseIds: ['iot'],
      recipient: { email: learner.email, name: 'R' },
      items: [{ name: 'IOT', finalPaise: 100, batchName: null }],
      refund: null,
      hasSurplusSeats: false,
    };
    await expect(
      t.database.db.transaction(async (tx) => {
        await invoicing.issuer.issueFor(tx, paid);
        throw new Error('crash after the number was taken');
      }),
    ).rejects.toThrow(/crash/);
    const issued = await t.database.db.transaction((tx) => invoicing.issuer.issueFor(tx, paid));
    expect(issued?.number).toBe('KAK/30-31/000001');
  });
});
