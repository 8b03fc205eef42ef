import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, recoverySummarySchema, type BatchDetail } from '@kaksha/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  bearer,
  login,
  register,
  signInAs,
  uniqueEmail,
  type SignedIn,
} from '../../../test/accounts';
import { confirm, listenOnLoopback, payInSandbox, sendWebhook } from '../../../test/payments';
import { createBatch } from '../../../test/batches';
import { parseMail, type ParsedMail } from '../../../test/mail-sink';
import { createMailer } from '../../infra/mail/mailer';
import { orders } from '../payments';
import { consentEvents, marketingConsents } from '../users';
import { queryRows } from '../../infra/database/database';
import { createRecoveryJob } from './recovery-job';
import { createRecoveryLinks } from './recovery-links';
import { recoveryEmails } from './recovery.table';

const HOUR = 3600_000;
let t: TestApp;
let admin: SignedIn;
let sales: SignedIn;
let batch: BatchDetail;
/** The tests' "now": rounds run at moments from it on (`at(hours)`). */
const start = Date.now();
const at = (hours: number) => new Date(start + hours * HOUR);

beforeAll(async () => {
  // No background rounds: the tests run every round themselves, each at a moment they choose.
  t = await createTestApp({ RECOVERY_JOB_INTERVAL_SECONDS: '0' });
  await listenOnLoopback(t.app);
  admin = await signInAs(t.app, t.database, 'ADMIN');
  sales = await signInAs(t.app, t.database, 'SALES');
  batch = await openBatch(10 * 24);
});
afterAll(async () => {
  await t.close();
});

let batchCount = 0;
/** An open IoT batch whose enrolment closes `closesInHours` from the tests' start. */
async function openBatch(closesInHours: number): Promise<BatchDetail> {
  batchCount += 1;
  const today = istDate(new Date(start));
  return createBatch(t, admin, {
    courseId: 'iot',
    name: `Recovery batch ${batchCount}`,
    startDate: addDays(today, 12),
    endDate: addDays(today, 20),
    enrolmentClosesAt: new Date(start + closesInHours * HOUR).toISOString(),
    capacity: 50,
  });
}

/** A new learner through the real sign-up (with or without the box ticked) and log-in. */
async function learner(marketingConsent?: boolean): Promise<SignedIn> {
  const email = uniqueEmail('recovery');
  const password = 'correct-horse-42';
  const created = await register(t.app, {
    name: 'Meera Iyer',
    email,
    password,
    ...(marketingConsent === undefined ? {} : { marketingConsent }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await login(t.app, email, password);
  expect(res.statusCode).toBe(201);
  return {
    email,
    password,
    accessToken: res.json().access_token,
    refreshToken: '',
    id: created.json().id,
  };
}

/** Checkout: an order for IoT in `forBatch`, with the checkout's consent box and age answer. */
async function checkout(
  who: SignedIn,
  extra: Record<string, unknown> = {},
  forBatch: BatchDetail = batch,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1.5/payment/0',
    headers: bearer(who.accessToken),
    payload: {
      mobileNumber: '9876543210',
      selectedCourses: [{ id: 'iot', batchId: forBatch.id }],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { orderId: string; amount: number };
}

type RawMail = ParsedMail & { headers: string };
/** Every message the app's mailer wrote to its outbox for `email` (raw headers kept). */
function mailsTo(email: string): RawMail[] {
  const outbox = path.join(t.config.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .map((raw) => ({ ...parseMail(raw), headers: raw.slice(0, raw.indexOf('\r\n\r\n')) }))
    .filter((m) => m.to === email);
}
const recoveryMails = (email: string) =>
  mailsTo(email).filter((m) => /cart|payment|thinking/i.test(m.subject));

const job = () => t.app.services.recoveryJob;
const staffGet = (url: string, who: SignedIn = sales) =>
  t.app.inject({ method: 'GET', url: `/api/v1.5${url}`, headers: bearer(who.accessToken) });
const consentsOf = (who: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1.5/users/me/consents',
    headers: bearer(who.accessToken),
  });

describe('consent', () => {
  it('is off after a sign-up without the box (older clients) and on, recorded, with it', async () => {
    const without = await learner();
    expect((await consentsOf(without)).json()).toMatchObject({ marketing: false, source: null });
    const unticked = await learner(false);
    expect((await consentsOf(unticked)).json()).toMatchObject({ marketing: false });
    const ticked = await learner(true);
    const res = await consentsOf(ticked);
    expect(res.json()).toMatchObject({
      marketing: true,
      isMinor: false,
      source: 'signup',
      wordingVersion: '2026-11-v1',
    });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(start - 60_000);
  });

  it('is set and withdrawn with PUT, each choice recorded with time, version and source, and exported', async () => {
    const who = await learner();
    const put = (marketing: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1.5/users/me/consents',
        headers: bearer(who.accessToken),
        payload: { marketing },
      });
    expect((await put(true)).json()).toMatchObject({ marketing: true, source: 'profile' });
    expect((await put(false)).json()).toMatchObject({ marketing: false, source: 'profile' });
    const bad = await put('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/true or false/);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1.5/users/me/export',
      headers: bearer(who.accessToken),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const body = exported.json();
    expect(body.marketingConsent).toMatchObject({ granted: false, source: 'profile' });
    expect(body.consentRecord).toEqual([
      expect.objectContaining({
        purpose: 'marketing',
        granted: true,
        source: 'profile',
        wordingVersion: '2026-11-v1',
      }),
      expect.objectContaining({ purpose: 'marketing', granted: false, source: 'profile' }),
    ]);
    // Signed out: no consent to read or change.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1.5/users/me/consents' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is erased with the account', async () => {
    const who = await learner(true);
    await checkout(who, { ageStatement: 'adult' });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1.5/users/me',
      headers: bearer(who.accessToken),
      payload: { password: who.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select (select count(*) from ${consentEvents} where user_id = ${who.id})::int
        + (select count(*) from ${marketingConsents} where user_id = ${who.id})::int as n`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it('refuses an age answer that is neither', async () => {
    const who = await learner(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/payment/0',
      headers: bearer(who.accessToken),
      payload: {
        mobileNumber: '9876543210',
        selectedCourses: [{ id: 'iot', batchId: batch.id }],
        ageStatement: 'child',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/18 or older/);
  });
});

describe('abandoned checkout e-mails', () => {
  it('sends the first after an hour and the second after a day, never a third', async () => {
    const who = await learner();
    await checkout(who, { marketingConsent: true, ageStatement: 'adult' });
    expect((await consentsOf(who)).json()).toMatchObject({ marketing: true, source: 'checkout' });
    await job().runOnce(at(0.5));
    expect(recoveryMails(who.email)).toHaveLength(0);
    await job().runOnce(at(1.1));
    const [first] = recoveryMails(who.email);
    expect(first?.subject).toMatch(/Your cart is waiting: IoT|Your cart is waiting/);
    expect(first?.headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/v1\.5\/unsubscribe\?token=[\w-]+\.[\w-]+>$/m,
    );
    expect(first?.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await job().runOnce(at(2));
    expect(recoveryMails(who.email)).toHaveLength(1);
    await job().runOnce(at(24.5));
    const mails = recoveryMails(who.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/Still thinking/);
    await job().runOnce(at(50));
    await job().runOnce(at(100));
    expect(recoveryMails(who.email)).toHaveLength(2);
  });

  it('sends nothing without consent, to a minor who ticked the box, or once paid', async () => {
    const noConsent = await learner();
    await checkout(noConsent);
    const minor = await learner(true);
    await checkout(minor, { marketingConsent: true, ageStatement: 'minor' });
    expect((await consentsOf(minor)).json()).toMatchObject({ marketing: false, isMinor: true });
    // A minor stays off even when they tick the box again later.
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1.5/users/me/consents',
      headers: bearer(minor.accessToken),
      payload: { marketing: true },
    });
    const payer = await learner(true);
    const order = await checkout(payer);
    const paid = await payInSandbox(t.app, payer, order.orderId);
    const confirmed = await confirm(t.app, payer, {
      orderId: order.orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await job().runOnce(at(1.2));
    await job().runOnce(at(25));
    for (const who of [noConsent, minor, payer]) expect(recoveryMails(who.email)).toHaveLength(0);
  });

  it('sends none once the batch has closed for enrolment', async () => {
    const closing = await openBatch(3);
    const who = await learner(true);
    await checkout(who, {}, closing);
    await job().runOnce(at(1.2));
    expect(recoveryMails(who.email)).toHaveLength(1);
    // Enrolment closed at 3 h: no second reminder at 24 h.
    await job().runOnce(at(25));
    expect(recoveryMails(who.email)).toHaveLength(1);
    // A batch staff closed: none at all.
    const closed = await openBatch(10 * 24);
    const other = await learner(true);
    await checkout(other, {}, closed);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.5/batches/${closed.id}`,
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'closed' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    await job().runOnce(at(1.2));
    expect(recoveryMails(other.email)).toHaveLength(0);
  });

  it('sends each e-mail once when two instances run rounds at the same moment', async () => {
    const learners = await Promise.all([learner(true), learner(true), learner(true)]);
    for (const who of learners) await checkout(who);
    const links = createRecoveryLinks(t.config.jwtSecret);
    const instance = () =>
      createRecoveryJob({
        db: t.database.db,
        mailer: createMailer(t.config),
        log: t.app.log,
        metrics: t.app.services.metrics,
        links,
        apiBaseUrl: `${t.config.publicUrl}/api`,
        afterSeconds: 3600,
        secondAfterSeconds: 86_400,
      });
    const [a, b] = [instance(), instance()];
    await Promise.all([a.runOnce(at(1.3)), b.runOnce(at(1.3)), a.runOnce(at(1.3))]);
    await Promise.all([a.runOnce(at(26)), b.runOnce(at(26))]);
    for (const who of learners) expect(recoveryMails(who.email)).toHaveLength(2);
  });

  it('stops after a one-click unsubscribe without sign-in', async () => {
    const who = await learner(true);
    await checkout(who);
    await job().runOnce(at(1.2));
    const [first] = recoveryMails(who.email);
    const url = /^List-Unsubscribe: <([^>]+)>$/m.exec(first?.headers ?? '')?.[1];
    expect(url).toBeDefined();
    const { pathname, search } = new URL(url!);
    const page = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
    // A GET (a mail scanner following the link) changes nothing.
    expect((await consentsOf(who)).json().marketing).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ marketing: false });
    expect((await consentsOf(who)).json()).toMatchObject({
      marketing: false,
      source: 'unsubscribe',
    });
    await job().runOnce(at(25));
    expect(recoveryMails(who.email)).toHaveLength(1);
  });

  it('records a click-through and redirects to the cart summary with the programs and batch', async () => {
    const who = await learner(true);
    await checkout(who);
    await job().runOnce(at(1.2));
    const [first] = recoveryMails(who.email);
    const link = /http:\/\/localhost:3000(\/api\/v1\.5\/recovery\/r\/[\w.-]+)/.exec(
      first?.text ?? '',
    )?.[1];
    expect(link).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: link! });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `http://localhost:3000/cart-summary?restore=${encodeURIComponent(`iot:${batch.id}`)}`,
    );
    const [row] = await queryRows<{ clicked_at: Date | null }>(
      t.database.db,
      sql`select clicked_at from ${recoveryEmails} where user_id = ${who.id}`,
    );
    expect(row?.clicked_at).not.toBeNull();
  });
});

describe('failed payment e-mail', () => {
  it('goes once, without consent and without unsubscribe headers, however the failure is reported', async () => {
    const who = await learner();
    const order = await checkout(who);
    const payment = {
      id: `pay_failed_${Date.now()}`,
      order_id: order.orderId,
      amount: order.amount,
      currency: 'INR',
      status: 'failed',
      error_description: 'Your bank declined this transaction',
    };
    const deliveries = await Promise.all([
      sendWebhook(t.app, 'payment.failed', payment, `evt_fail_${Date.now()}`),
      sendWebhook(t.app, 'payment.failed', payment, `evt_fail_${Date.now()}`),
      sendWebhook(t.app, 'payment.failed', payment, `evt_fail_again_${Date.now()}`),
      t.app.inject({
        method: 'POST',
        url: '/api/v1.5/payment/fail',
        headers: bearer(who.accessToken),
        payload: { orderId: order.orderId, description: 'Payment failed' },
      }),
    ]);
    for (const res of deliveries) expect(res.statusCode, res.body).toBe(200);
    await t.app.services.checkoutRecovery.drain();
    await job().runOnce(at(0.1));
    await t.app.services.checkoutRecovery.drain();
    const mails = recoveryMails(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/did not go through/);
    expect(mails[0]?.text).toMatch(/did not go through/);
    expect(mails[0]?.text).toMatch(/\/api\/v1\.5\/recovery\/r\//);
    expect(mails[0]?.headers).not.toMatch(/List-Unsubscribe/i);
  });
});

describe('the sales console figures', () => {
  it('counts sent, clicked, recovered orders and revenue; staff only; bad dates refused', async () => {
    const before = recoverySummarySchema.parse((await staffGet('/recovery/summary')).json());
    const who = await learner(true);
    const order = await checkout(who);
    // Touched two hours ago: the first reminder is due now, on the real clock.
    await t.database.db.execute(
      sql`update ${orders} set updated_at = now() - interval '2 hours' where user_id = ${who.id}`,
    );
    await job().runOnce();
    const [first] = recoveryMails(who.email);
    const link = /http:\/\/localhost:3000(\/api\/v1\.5\/recovery\/r\/[\w.-]+)/.exec(
      first?.text ?? '',
    )?.[1];
    expect((await t.app.inject({ method: 'GET', url: link! })).statusCode).toBe(302);
    const paid = await payInSandbox(t.app, who, order.orderId);
    await confirm(t.app, who, {
      orderId: order.orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    });
    const after = recoverySummarySchema.parse((await staffGet('/recovery/summary')).json());
    expect(after.sent.abandoned_1).toBe(before.sent.abandoned_1 + 1);
    expect(after.clicks.abandoned_1).toBe(before.clicks.abandoned_1 + 1);
    expect(after.recoveredOrders).toBe(before.recoveredOrders + 1);
    expect(after.recoveredRevenuePaise).toBe(before.recoveredRevenuePaise + order.amount);
    const asAdmin = await staffGet('/recovery/summary?from=2026-01-01&to=2030-12-31', admin);
    expect(asAdmin.statusCode).toBe(200);
    const asLearner = await staffGet('/recovery/summary', who);
    expect(asLearner.statusCode).toBe(403);
    const badDate = await staffGet('/recovery/summary?from=yesterday');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/2026-11-23/);
    const backwards = await staffGet('/recovery/summary?from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('counts metrics by kind', async () => {
    const text = await t.app.services.metrics.render();
    expect(text).toMatch(/kaksha_recovery_total\{kind="abandoned_1"\} [1-9]/);
    expect(text).toMatch(/kaksha_recovery_total\{kind="failed_payment"\} 1/);
    expect(text).toMatch(/kaksha_recovery_total\{kind="clicked"\} [1-9]/);
    expect(text).toMatch(/kaksha_recovery_total\{kind="unsubscribed"\} 1/);
  });
});

describe('bad links', () => {
  it('answers 400 in words for a forged, malformed or missing token', async () => {
    const forged = createRecoveryLinks('another-secret-that-is-long-enough-to-sign').clickToken(
      '00000000-0000-4000-8000-000000000000',
    );
    for (const url of [
      `/api/v1.5/recovery/r/${forged}`,
      '/api/v1.5/recovery/r/not-a-token',
      '/api/v1.5/unsubscribe?token=abc.def',
      '/api/v1.5/unsubscribe',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/not valid/);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/unsubscribe?token=abc.def',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(400);
  });
});
