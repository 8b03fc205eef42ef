import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_LINK_MESSAGES as M,
  paymentLinkListSchema,
  paymentLinkSchema,
  type BatchDetail,
  type PaymentLink,
} from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bearer, login, signInAs, signUpAndLogIn, type SignedIn } from '../../../test/accounts';
import { buyAndPlace, createBatch } from '../../../test/batches';
import { listenOnLoopback, webhookSecretOf } from '../../../test/payments';
import { mailsTo } from '../../../test/mail-sink';
import { waitForLink, waitForMails } from '../../../test/account-mail';

let t: TestApp;
let admin: SignedIn;
let sales: SignedIn;
let batch: BatchDetail;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, body?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(who ? bearer(who.accessToken) : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const newEmail = () => `pl-${randomUUID().slice(0, 8)}@example.in`;

async function send(
  recipient: { name?: string; email?: string; mobile?: string } = {},
  extra: Record<string, unknown> = {},
  items: Array<{ courseId: string; batchId?: string }> = [
    { courseId: batch.courseId, batchId: batch.id },
  ],
): Promise<PaymentLink> {
  const res = await call('POST', '/v1.5/payment-links', sales, {
    items,
    recipient: { name: 'Meera Iyer', email: newEmail(), mobile: '9812345678', ...recipient },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return paymentLinkSchema.parse(res.json());
}

/** The recipient's click in the e-mail, through our address to the provider's hosted page. */
async function providerPageOf(link: PaymentLink): Promise<string> {
  const opened = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
  expect(opened.statusCode).toBe(302);
  return pathOf(opened.headers.location as string);
}

/** Pays on the hosted page as the payer's browser does; answers where the page sends them. */
async function payOnHostedPage(page: string, outcome: 'success' | 'failure' = 'success') {
  const res = await t.app.inject({
    method: 'POST',
    url: `${page}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(res.statusCode, res.body).toBe(303);
  return res.headers.location as string;
}

const ordersOfLink = (link: PaymentLink) =>
  rows<{ status: string; user_id: string; source: string; amount_paise: number }>(
    sql`select status, user_id, source, amount_paise from orders where id = ${link.orderId}`,
  );
const invoicesOf = (orderId: string) =>
  rows<{ number: string }>(sql`select number from invoices where order_id = ${orderId}`);
const seatsTaken = async (batchId: string) =>
  Number(
    (await rows<{ n: number }>(sql`select seats_taken as n from batches where id = ${batchId}`))[0]!
      .n,
  );

beforeAll(async () => {
  t = await createTestApp();
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  sales = await signInAs(t.app, t.database, 'SALES');
  batch = await createBatch(t, admin, {
    courseId: 'webmonk',
    name: 'Weekend batch · May 2027',
    startDate: '2027-05-01',
    capacity: 40,
    pattern: { weekdays: [6, 0], startTime: '10:00', durationMinutes: 120, weeks: 2 },
  });
});
afterAll(() => t.close());

describe('a payment link sent from the sales console', () => {
  it('is priced by the server, e-mailed, opened, paid on the hosted page and settled once: order, account, seat, enrolment, invoice', async () => {
    const seatsBefore = await seatsTaken(batch.id);
    const email = newEmail();
    const link = await send({ email, name: 'Meera Iyer' });
    const course = (await call('GET', `/v1.5/courses/${batch.courseId}`, null)).json() as {
      discountedPrice?: number;
      price: number;
    };
    expect(link).toMatchObject({
      status: 'sent',
      sendCount: 1,
      items: [{ courseId: batch.courseId, batchId: batch.id, batchName: batch.name }],
      recipient: { email, mobile: '9812345678' },
      createdBy: sales.email,
    });
    expect(link.amountPaise).toBe(Math.round((course.discountedPrice ?? course.price) * 100));
    // No seat is held while a link waits.
    expect(await seatsTaken(batch.id)).toBe(seatsBefore);

    const [mail] = await waitForMails(t.config.dataDir, email);
    expect(mail!.subject).toContain('payment link');
    expect(mail!.text).toContain(link.url);
    expect(mail!.text).toContain(batch.name);

    const page = await providerPageOf(link);
    const listed = paymentLinkListSchema.parse(
      (await call('GET', '/v1.5/payment-links?status=opened', sales)).json(),
    );
    expect(listed.map((l) => l.id)).toContain(link.id);
    const hosted = await t.app.inject({ method: 'GET', url: page });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('Pay ₹');

    // A declined attempt leaves it open and changes nothing here.
    expect(await payOnHostedPage(page, 'failure')).toContain('declined=1');
    expect(await ordersOfLink(link)).toEqual([]);

    const callback = await payOnHostedPage(page);
    expect(callback).toContain('/api/v1.5/payment-links/callback?');
    const back = await t.app.inject({ method: 'GET', url: pathOf(callback) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('http://localhost:3000/payment-link/done?outcome=paid');

    const [order] = await ordersOfLink(link);
    expect(order).toMatchObject({ status: 'paid', source: 'payment_link' });
    expect(Number(order!.amount_paise)).toBe(link.amountPaise);
    const [account] = await rows<{ id: string; password_hash: string | null; name: string }>(
      sql`select id, password_hash, name from users where lower(email) = ${email}`,
    );
    expect(account).toMatchObject({ id: order!.user_id, password_hash: null, name: 'Meera Iyer' });
    expect(
      await rows(
        sql`select 1 from enrolments where user_id = ${account!.id} and batch_id = ${batch.id}`,
      ),
    ).toHaveLength(1);
    expect(await seatsTaken(batch.id)).toBe(seatsBefore + 1);
    expect(await invoicesOf(link.orderId)).toHaveLength(1);

    // The new account's owner sets a password through the reset link, then signs in.
    const token = await waitForLink(t.config.dataDir, email, 'reset-password');
    const reset = await call('POST', '/v1.5/auth/password/reset', null, {
      token,
      password: 'a-fresh-passphrase-77',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t.app, email, 'a-fresh-passphrase-77')).statusCode).toBe(201);

    // The sandbox's own webhooks (payment_link.paid, payment.captured, order.paid) and a second
    // return of the browser change nothing.
    await t.app.inject({ method: 'GET', url: pathOf(callback) });
    await new Promise((r) => setTimeout(r, 500));
    expect(await ordersOfLink(link)).toHaveLength(1);
    expect(await invoicesOf(link.orderId)).toHaveLength(1);
    expect(await seatsTaken(batch.id)).toBe(seatsBefore + 1);
    const after = paymentLinkSchema.parse(
      (await call('GET', `/v1.5/payment-links/${link.id}`, sales)).json(),
    );
    expect(after.status).toBe('paid');
    expect(after.paidAt).not.toBeNull();
    // A paid link's address now leads to the outcome page.
    const reopened = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(reopened.headers.location).toBe('http://localhost:3000/payment-link/done?outcome=paid');
  });

  it('settles once whichever of the browser, the webhook and the reconciler arrive, all at once', async () => {
    const link = await send();
    const page = await providerPageOf(link);
    const callback = pathOf(await payOnHostedPage(page));
    const [providerLink] = await rows<{ provider_link_id: string }>(
      sql`select provider_link_id from payment_links where id = ${link.id}`,
    );
    const [payment] = await rows<{ id: string; order_id: string }>(
      sql`select p.id, p.order_id from sandbox_payments p
        join sandbox_payment_links l on l.payment_id = p.id where l.id = ${providerLink!.provider_link_id}`,
    );
    const webhook = (eventId: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment_link.paid',
        contains: ['payment_link', 'payment'],
        payload: {
          payment_link: {
            entity: {
              id: providerLink!.provider_link_id,
              reference_id: link.orderId,
              status: 'paid',
            },
          },
          payment: {
            entity: {
              id: payment!.id,
              order_id: payment!.order_id,
              amount: link.amountPaise,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1.5/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', webhookSecretOf(t.app))
            .update(body)
            .digest('hex'),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    };
    const eventId = `evt_${randomUUID().slice(0, 12)}`;
    const results = await Promise.all([
      t.app.inject({ method: 'GET', url: callback }),
      t.app.inject({ method: 'GET', url: callback }),
      webhook(eventId),
      webhook(eventId),
      webhook(`evt_${randomUUID().slice(0, 12)}`),
      t.app.services.paymentLinks.reconcile(0),
      t.app.services.paymentLinks.reconcile(0),
    ]);
    const statuses = results
      .slice(2, 5)
      .map((r) => (r as { json(): { status: string } }).json().status);
    expect(statuses.filter((s) => s === 'duplicate').length).toBeGreaterThanOrEqual(1);
    expect(await ordersOfLink(link)).toHaveLength(1);
    expect((await ordersOfLink(link))[0]!.status).toBe('paid');
    expect(await invoicesOf(link.orderId)).toHaveLength(1);
    expect(await rows(sql`select 1 from enrolments where order_id = ${link.orderId}`)).toHaveLength(
      1,
    );
    const [welcome] = await rows<{ n: number }>(
      sql`select count(*)::int as n from account_tokens t join users u on u.id = t.user_id
        where lower(u.email) = ${link.recipient.email} and t.purpose = 'reset-password'`,
    );
    expect(Number(welcome!.n)).toBe(1);
  });

  it('the reconciler settles a payment whose browser and webhooks never arrived', async () => {
    const link = await send();
    const [row] = await rows<{ provider_link_id: string }>(
      sql`select provider_link_id from payment_links where id = ${link.id}`,
    );
    // At the provider only: nobody returns, no webhook is delivered.
    await t.app.services.payment.sandbox!.links.pay(row!.provider_link_id, 'success');
    expect(await ordersOfLink(link)).toEqual([]);
    const report = await t.app.services.paymentLinks.reconcile(0);
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await ordersOfLink(link))[0]!.status).toBe('paid');
    expect(await invoicesOf(link.orderId)).toHaveLength(1);
  });

  it('goes to the account that already has the address, and refuses programs it owns', async () => {
    const learner = await signUpAndLogIn(t.app, 'Kabir Shah');
    const link = await send({ email: learner.email, name: 'Kabir Shah' });
    const page = await providerPageOf(link);
    await t.app.inject({ method: 'GET', url: pathOf(await payOnHostedPage(page)) });
    expect((await ordersOfLink(link))[0]!.user_id).toBe(learner.id);
    expect(
      mailsTo(t.config.dataDir, learner.email).some((m) => m.text.includes('reset-password')),
    ).toBe(false);
    const again = await call('POST', '/v1.5/payment-links', sales, {
      items: [{ courseId: batch.courseId }],
      recipient: { name: 'Kabir Shah', email: learner.email, mobile: '9812345678' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(M.alreadyEnrolled);
  });

  it('refunds the payment when the batch filled while the link waited', async () => {
    const small = await createBatch(t, admin, {
      courseId: 'iot',
      name: 'Weekend batch · One seat',
      startDate: '2027-07-03',
      capacity: 1,
      pattern: { weekdays: [6], startTime: '10:00', durationMinutes: 120, weeks: 1 },
    });
    const link = await send({}, {}, [{ courseId: 'iot', batchId: small.id }]);
    await buyAndPlace(t, small, 'Quick Buyer');
    const page = await providerPageOf(link);
    await t.app.inject({ method: 'GET', url: pathOf(await payOnHostedPage(page)) });
    const [order] = await ordersOfLink(link);
    expect(order!.status).toBe('paid');
    expect(await rows(sql`select 1 from enrolments where order_id = ${link.orderId}`)).toEqual([]);
    const [refund] = await rows<{ reason: string; amount_paise: number }>(
      sql`select reason, amount_paise from refunds where order_id = ${link.orderId}`,
    );
    expect(refund).toMatchObject({ reason: 'batch_full' });
    expect(Number(refund!.amount_paise)).toBe(link.amountPaise);
    expect(await seatsTaken(small.id)).toBe(1);
  });

  it('is resent, cancelled (then cannot be paid), and expires', async () => {
    const link = await send();
    const resent = await call('POST', `/v1.5/payment-links/${link.id}/resend`, sales);
    expect(resent.json()).toMatchObject({ status: 'sent', sendCount: 2 });
    await waitForMails(t.config.dataDir, link.recipient.email, 2);

    const page = await providerPageOf(link);
    const cancelled = await call('POST', `/v1.5/payment-links/${link.id}/cancel`, sales);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${page}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    expect(refused.statusCode).toBe(400);
    for (const action of ['cancel', 'resend']) {
      const res = await call('POST', `/v1.5/payment-links/${link.id}/${action}`, sales);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.notOpen);
    }

    const old = await send();
    await t.database.db.execute(
      sql`update payment_links set expires_at = now() - interval '1 minute' where id = ${old.id}`,
    );
    expect((await call('GET', `/v1.5/payment-links/${old.id}`, sales)).json().status).toBe(
      'expired',
    );
    expect((await call('POST', `/v1.5/payment-links/${old.id}/resend`, sales)).statusCode).toBe(
      409,
    );

    const [audit] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_id = ${link.id}
        and action in ('payment_link.create', 'payment_link.resend', 'payment_link.cancel')`,
    );
    expect(Number(audit!.n)).toBe(3);
  });

  it('refuses a paid link’s cancellation with the reason', async () => {
    const link = await send();
    const page = await providerPageOf(link);
    await payOnHostedPage(page);
    // The browser never came back: cancelling finds the provider paid, and settles instead.
    const res = await call('POST', `/v1.5/payment-links/${link.id}/cancel`, sales);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyPaid);
    expect((await ordersOfLink(link))[0]!.status).toBe('paid');
  });

  it('pages newest first and filters by status', async () => {
    await send();
    await send();
    const first = await call('GET', '/v1.5/payment-links?limit=1', sales);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await call('GET', `/v1.5/payment-links?limit=1&cursor=${cursor}`, sales);
    expect(second.json()[0].id).not.toBe(first.json()[0].id);
    expect(Date.parse(second.json()[0].createdAt)).toBeLessThanOrEqual(
      Date.parse(first.json()[0].createdAt),
    );
    const paid = paymentLinkListSchema.parse(
      (await call('GET', '/v1.5/payment-links?status=paid', sales)).json(),
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((l) => l.status === 'paid')).toBe(true);
  });

  it('is for sales staff only, and refuses bad input with a message', async () => {
    const learner = await signUpAndLogIn(t.app);
    const events = await signInAs(t.app, t.database, 'EVENTS');
    const body = {
      items: [{ courseId: batch.courseId }],
      recipient: { name: 'Asha', email: newEmail(), mobile: '9812345678' },
    };
    expect((await call('POST', '/v1.5/payment-links', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/v1.5/payment-links', learner, body)).statusCode).toBe(403);
    expect((await call('POST', '/v1.5/payment-links', events, body)).statusCode).toBe(403);
    expect((await call('GET', '/v1.5/payment-links', learner)).statusCode).toBe(403);
    const admins = await call('POST', '/v1.5/payment-links', admin, body);
    expect(admins.statusCode).toBe(200);

    const bad = async (patch: Record<string, unknown>, message: string) => {
      const res = await call('POST', '/v1.5/payment-links', sales, { ...body, ...patch });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad({ recipient: { ...body.recipient, email: 'not-an-address' } }, M.emailInvalid);
    await bad({ recipient: { ...body.recipient, mobile: '12345' } }, M.mobileInvalid);
    await bad({ recipient: { ...body.recipient, name: 'A\u0000B' } }, '');
    await bad({ items: [] }, M.programNeeded);
    await bad({ expiresInDays: 0 }, M.days);
    await bad({ expiresInDays: 31 }, M.days);
    await bad({ items: [{ courseId: batch.courseId, batchId: 'nope' }] }, 'Choose a batch');
    await bad({ couponCode: 'NO-SUCH-COUPON' }, '');
    await bad({ amount: 1 }, '');
    expect(
      (await call('POST', `/v1.5/payment-links/${randomUUID()}/resend`, sales)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/v1.5/payment-links/not-a-uuid', sales)).statusCode).toBe(400);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1.5/payment-links/callback?razorpay_payment_id=pay_x&razorpay_payment_link_id=plink_x&razorpay_payment_link_reference_id=r&razorpay_payment_link_status=paid&razorpay_signature=00',
    });
    expect(forged.headers.location).toBe('http://localhost:3000/payment-link/done?outcome=pending');
  });
});
