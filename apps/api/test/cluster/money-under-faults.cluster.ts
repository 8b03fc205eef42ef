import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startCluster, type Cluster } from '../../../../scripts/cluster.mjs';
import { deriveSandboxSecret, SANDBOX_KEY_ID } from '../../src/payments/payment-setup';
import {
  startStandaloneSandbox,
  type StandaloneSandbox,
} from '../../src/payments/providers/sandbox/standalone';
import { createTestDatabase } from '../harness';
import { audit, call, logIn, type Learner } from '../money-audit';

/**
 * Money under faults, through nginx in front of two instances on one PostgreSQL database
 * (scripts/cluster.mjs): one instance is killed (SIGKILL) in the middle of learners' checkouts,
 * some paying twice from two tabs. The other keeps serving: learners who check out while it is
 * alone all succeed. Then the killed one starts again and reconciles. Every payment the provider
 * captured must end as enrolments or a refund; no learner is enrolled twice; no order is lost.
 * Runs in the cluster pass of .ci/run (vitest.config.ts beside this file), never in `npm test`.
 */

const JWT_SECRET = 'cluster-fault-secret-that-is-long-enough-for-hs256';
const ADMIN = { email: 'cluster.admin@kaksha.test', password: 'cluster-admin-pass-1' };
const LEARNERS = 16;
const TWO_TAB_LEARNERS = 4;
const KILL_AFTER_CAPTURES = 8;
const LEARNERS_WHILE_ONE_IS_DOWN = 6;

type Mode = 'built-in sandbox' | 'external provider';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function runScenario(mode: Mode) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let provider: StandaloneSandbox | undefined;
  let keys = { id: SANDBOX_KEY_ID, secret: deriveSandboxSecret(JWT_SECRET, 'key') };
  const env: Record<string, string> = {
    JWT_SECRET,
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PENDING_ORDER_SECONDS: '0',
    RECONCILE_INTERVAL_SECONDS: '3600',
  };
  if (mode === 'external provider') {
    const providerDatabase = await createTestDatabase();
    cleanups.push(() => providerDatabase.close());
    keys = { id: 'rzp_test_cluster', secret: randomBytes(18).toString('base64url') };
    const webhookSecret = randomBytes(18).toString('base64url');
    // Its webhooks land on nginx, so on whichever instance is up.
    provider = await startStandaloneSandbox({
      database: providerDatabase,
      keyId: keys.id,
      keySecret: keys.secret,
      webhookSecret,
      webhookUrl: `${base}/api/v1.5/payment/webhook`,
    });
    cleanups.push(() => provider?.close());
    Object.assign(env, {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: keys.id,
      RAZORPAY_KEY_SECRET: keys.secret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: provider.url,
    });
  }
  const cluster: Cluster = await startCluster({ port, env });
  cleanups.push(() => cluster.stop());
  const providerApi = provider ? provider.url : `${base}/api/sandbox/razorpay`;
  const basic = {
    authorization: `Basic ${Buffer.from(`${keys.id}:${keys.secret}`).toString('base64')}`,
  };
  const victim = cluster.instances[0]!;

  const adminToken = await logIn(base, ADMIN.email, ADMIN.password);
  const coupon = `CLUSTER${Date.now().toString(36).toUpperCase()}`;
  await call(base, '/api/v1.5/coupons', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ couponCode: coupon, type: 'percentage', percentage: 10 }),
  });
  const signUp = (count: number, tag: string) =>
    Promise.all(
      Array.from({ length: count }, async (_, i): Promise<Learner> => {
        const email = `cluster.${tag}.${i}.${Date.now()}@kaksha.test`;
        const password = 'cluster-learner-pass';
        await call(base, '/api/v1.5/auth/register', {
          method: 'POST',
          body: JSON.stringify({ name: `Learner ${tag}${i}`, email, password }),
        });
        return { email, token: await logIn(base, email, password), providerOrders: [] };
      }),
    );
  const learners = await signUp(LEARNERS, 'k');
  const lateLearners = await signUp(LEARNERS_WHILE_ONE_IS_DOWN, 'late');

  let captures = 0;
  let capturesBeforeKill = 0;
  let killed: Promise<unknown> | undefined;
  const order = async (learner: Learner, courses: string[], couponCode?: string) => {
    const created = await call<{ orderId: string }>(base, '/api/v1.5/payment/0', {
      method: 'POST',
      token: learner.token,
      body: JSON.stringify({
        mobileNumber: '9876543210',
        selectedCourses: courses.map((id) => ({ id })),
        ...(couponCode ? { couponCode } : {}),
      }),
    });
    learner.providerOrders.push(created.orderId);
    return created.orderId;
  };
  const pay = async (learner: Learner, orderId: string) => {
    const paid = await call<Record<string, string>>(providerApi, '/pay', {
      method: 'POST',
      ...(provider ? { headers: basic } : { token: learner.token }),
      body: JSON.stringify({ order_id: orderId, outcome: 'success' }),
    });
    if (++captures >= KILL_AFTER_CAPTURES && !killed) {
      capturesBeforeKill = captures;
      killed = victim.kill('SIGKILL');
    }
    return paid;
  };
  const confirm = (learner: Learner, paid: Record<string, string>) =>
    call(base, '/api/v1.5/payment/success', {
      method: 'POST',
      token: learner.token,
      body: JSON.stringify({
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    });
  const checkOut = async (learner: Learner, i: number) => {
    const id = await order(learner, i % 2 ? ['webmonk', 'machinester'] : ['code-slayer']);
    await confirm(learner, await pay(learner, id));
  };

  // Two tabs: IOT alone, then IOT with a coupon (which supersedes the first), both opened before
  // either is paid; then every learner pays and confirms at once, and one instance dies.
  const twoTabs = await Promise.all(
    learners
      .slice(0, TWO_TAB_LEARNERS)
      .map(async (learner) => [
        await order(learner, ['iot']),
        await order(learner, ['iot'], coupon),
      ]),
  );
  const checkouts = learners.map(async (learner, i) => {
    if (i >= TWO_TAB_LEARNERS) return checkOut(learner, i);
    const paid = await Promise.all(twoTabs[i]!.map((id) => pay(learner, id)));
    await Promise.all(paid.map((p) => confirm(learner, p)));
  });
  const outcomes = await Promise.allSettled(checkouts);
  expect(killed, 'an instance was killed mid-checkout').toBeDefined();
  await killed;

  // One instance is gone: nginx finds its port refusing and sends everything to the other one.
  // Learners who check out now lose nothing: every request succeeds.
  const whileDown = await Promise.allSettled(
    lateLearners.map((learner, i) => checkOut(learner, i)),
  );
  expect(whileDown.filter((o) => o.status === 'rejected')).toEqual([]);

  await victim.start();
  // The restarted instance reconciles once at start (PENDING_ORDER_SECONDS=0).
  const everyone = [...learners, ...lateLearners];
  await expect
    .poll(async () => (await audit(base, providerApi, basic, everyone)).problems, {
      timeout: 30_000,
      interval: 500,
    })
    .toEqual([]);
  const final = await audit(base, providerApi, basic, everyone);
  const books = await readBooks(cluster.databaseUrl);
  return {
    ...final,
    ...books,
    killedAfterCaptures: capturesBeforeKill,
    failedCheckouts: outcomes.filter((o) => o.status === 'rejected').length,
    servedBy: cluster.servedBy(),
  };
}

/** Straight from the database: duplicate enrolments, and paid orders without enrolments or refund. */
async function readBooks(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const duplicates = await client.query<{ n: number }>(
      `select count(*)::int as n from (select user_id, course_id from enrolments
       group by 1, 2 having count(*) > 1) d`,
    );
    // A lost order: paid, yet a line of it neither enrolled (by this order) nor refunded.
    const lost = await client.query<{ n: number }>(
      `select count(*)::int as n from order_items i join orders o on o.id = i.order_id
       where o.status = 'paid'
         and not exists (select 1 from enrolments e where e.order_id = o.id and e.course_id = i.course_id)
         and not exists (select 1 from refunds r where r.order_id = o.id and i.course_id = any (r.course_ids))`,
    );
    const paid = await client.query<{ n: number }>(
      `select count(*)::int as n from orders where status = 'paid'`,
    );
    return {
      duplicateEnrolments: duplicates.rows[0]!.n,
      lostOrderLines: lost.rows[0]!.n,
      paidOrders: paid.rows[0]!.n,
    };
  } finally {
    await client.end();
  }
}

describe('money under faults, two instances behind nginx', () => {
  it.each<Mode>(['built-in sandbox', 'external provider'])(
    'one instance killed mid-checkout (%s): the other serves on, and every capture is enrolments or a refund',
    async (mode) => {
      const result = await runScenario(mode);
      console.info(`money under faults through nginx, ${mode}:`, result);
      expect(result.captures).toBeGreaterThanOrEqual(KILL_AFTER_CAPTURES);
      expect(result.refunds).toBeGreaterThan(0);
      expect(result.duplicateEnrolments).toBe(0);
      expect(result.lostOrderLines).toBe(0);
      for (const count of Object.values(result.servedBy.counts)) expect(count).toBeGreaterThan(0);
    },
    240_000,
  );
});
