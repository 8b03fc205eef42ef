import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/infra/database/database';
import { eventRegistrations } from '../src/modules/event-registrations/event-registrations.table';
import { insertEvent } from '../src/modules/event-registrations/event-registrations.test-support';
import { startStandaloneSandbox, type StandaloneSandbox } from './sandbox-standalone';
import { signUpAndLogIn } from './accounts';
import { createTestDatabase } from './harness';
import { createOrder } from './payments';
import { createTwoInstances, type Instance, type TwoInstances } from './two-instances';

/**
 * The background jobs with two instances on one database, each running its round at the same
 * moment: every order is asked about, expired or refunded by one of them only (calls counted at
 * the provider's door), and every reminder e-mailed once (files in the two outboxes).
 */
const KEY_ID = 'rzp_test_single_flight';
const KEY_SECRET = randomBytes(18).toString('base64url');

let provider: StandaloneSandbox;
let providerDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
let door: http.Server;
const calls: string[] = [];
let two: TwoInstances;

/** A tap in front of the provider: forwards every request and writes down its method and path. */
async function startCountingDoor(target: string): Promise<string> {
  door = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const forwarded = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  const address = door.address();
  if (!address || typeof address === 'string') throw new Error('door not listening');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  providerDatabase = await createTestDatabase();
  const webhookSecret = randomBytes(18).toString('base64url');
  provider = await startStandaloneSandbox({
    database: providerDatabase,
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret,
    // Payments are captured with webhooks off: only the reconciler can learn of them.
    webhookUrl: 'http://127.0.0.1:9/none',
  });
  two = await createTwoInstances({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: await startCountingDoor(provider.url),
  });
}, 60_000);
afterAll(async () => {
  await two?.close();
  await provider?.close();
  await providerDatabase?.close();
  await new Promise((resolve) => door?.close(resolve));
});

async function payAtProvider(orderId: string): Promise<string> {
  const res = await fetch(`${provider.url}/pay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({ order_id: orderId, outcome: 'success', deliver_webhooks: false }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { razorpay_payment_id: string }).razorpay_payment_id;
}

const outboxOf = (instance: Instance) => {
  try {
    return readdirSync(path.join(instance.config.dataDir, 'outbox'));
  } catch {
    return [];
  }
};
// Sign-up's e-mail verification link aside: these count the mails of orders and seats.
const mailsTo = (address: string) =>
  [
    ...outboxOf(two.a).map((file) => path.join(two.a.config.dataDir, 'outbox', file)),
    ...outboxOf(two.b).map((file) => path.join(two.b.config.dataDir, 'outbox', file)),
  ].filter(
    (file) =>
      file.endsWith(`-${address}.eml`) &&
      !readFileSync(file, 'utf8').includes('Subject: Confirm your e-mail address'),
  ).length;
const countOf = (call: string) => calls.filter((c) => c === call).length;

describe('single-flight jobs across two instances', () => {
  it('the reconciler: each order asked about, expired or refunded by one instance only', async () => {
    const orders: Array<{ providerOrderId: string; paymentId?: string; email: string }> = [];
    for (let i = 0; i < 6; i++) {
      const learner = await signUpAndLogIn(two.a.app);
      const res = await createOrder(two.a.app, learner, 0, { selectedCourses: [{ id: 'iot' }] });
      expect(res.statusCode, res.body).toBe(200);
      const providerOrderId = res.json().orderId as string;
      orders.push({
        providerOrderId,
        email: learner.email,
        ...(i % 2 ? {} : { paymentId: await payAtProvider(providerOrderId) }),
      });
    }
    // Old enough to be checked and, unpaid, expired; two captured payments await a lost refund.
    await two.a.database.db.execute(
      sql`update orders set created_at = now() - interval '2 hours' where provider_order_id in ${orders.map((o) => o.providerOrderId)}`,
    );
    const refunded = orders.filter((o) => o.paymentId).slice(0, 2);
    for (const order of refunded)
      await two.a.database.db.execute(sql`
        insert into refunds (order_id, user_id, provider_payment_id, amount_paise, course_ids, reason, created_at)
        select id, user_id, ${order.paymentId}, amount_paise, array['iot'], 'test: a lost refund', now() - interval '1 hour'
        from orders where provider_order_id = ${order.providerOrderId}`);

    calls.length = 0;
    const options = { pendingAfterSeconds: 0, expireAfterSeconds: 3600, batchSize: 1000 };
    const reports = await Promise.all([
      two.a.app.services.reconciler.runOnce(options),
      two.b.app.services.reconciler.runOnce(options),
    ]);

    for (const order of orders)
      expect(
        countOf(`GET /v1/orders/${order.providerOrderId}/payments`),
        order.providerOrderId,
      ).toBe(1);
    for (const order of refunded)
      expect(countOf(`POST /v1/payments/${order.paymentId}/refund`), order.paymentId).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.paid, 0)).toBe(3);
    expect(reports.reduce((sum, r) => sum + r.expired, 0)).toBe(3);
    expect(reports.reduce((sum, r) => sum + r.refunds.processed, 0)).toBe(2);
    const statuses = await queryRows<{ status: string; n: number }>(
      two.a.database.db,
      sql`select status, count(*)::int as n from orders
          where provider_order_id in ${orders.map((o) => o.providerOrderId)} group by status order by status`,
    );
    expect(statuses).toEqual([
      { status: 'failed', n: 3 },
      { status: 'paid', n: 3 },
    ]);
    // One confirmation per paid order, one refund e-mail per refund: sent after the round.
    for (const settle of [two.a.app.services.settlement, two.b.app.services.settlement])
      await settle.drain();
    for (const order of orders.filter((o) => o.paymentId))
      expect(mailsTo(order.email), order.email).toBe(refunded.includes(order) ? 2 : 1);
  });

  it('event reminders: each seat e-mailed once', async () => {
    const event = await insertEvent(two.a.database.db, {
      startsAt: new Date(Date.now() + 5 * 3600_000),
    });
    const seats = await two.a.database.db
      .insert(eventRegistrations)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          eventId: event.id,
          name: `Seat ${i}`,
          email: `seat${i}x${Date.now()}@example.in`,
          status: 'confirmed',
        })),
      )
      .returning();
    const reports = await Promise.all([
      two.a.app.services.eventReminders.runOnce(),
      two.b.app.services.eventReminders.runOnce(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    for (const seat of seats) expect(mailsTo(seat.email), seat.email).toBe(1);
  });
});
