import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveSandboxSecret, SANDBOX_KEY_ID } from '../src/payments/payment-setup';
import {
  startStandaloneSandbox,
  type StandaloneSandbox,
} from '../src/payments/providers/sandbox/standalone';
import { createTestDatabase, createTestDatabaseUrl } from './harness';
import { audit, call, logIn, type Learner } from './money-audit';
import { freePort, startServerProcess, waitForReady, type ServerProcess } from './server-process';

/**
 * The server killed (SIGKILL) in the middle of learners' checkouts, some paying twice for the same
 * program from two tabs; then restarted, and left to reconcile once. Every payment the provider
 * captured must end as enrolments or a refund, never both for one line, never neither, and what
 * the provider keeps is each enrolled program's price once.
 */

const JWT_SECRET = 'fault-suite-secret-that-is-long-enough-for-hs256';
const ADMIN = { email: 'fault.admin@kaksha.test', password: 'fault-admin-pass-1' };
const LEARNERS = 14;
const TWO_TAB_LEARNERS = 4;
const KILL_AFTER_CAPTURES = 9;

type Mode = 'built-in sandbox' | 'external provider';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function runScenario(mode: Mode) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-fault-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const serverDatabase = await createTestDatabaseUrl();
  if (serverDatabase) cleanups.push(() => serverDatabase.drop());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  let provider: StandaloneSandbox | undefined;
  let keys = { id: SANDBOX_KEY_ID, secret: deriveSandboxSecret(JWT_SECRET, 'key') };
  let providerApi = `${base}/api/sandbox/razorpay`;
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    JWT_SECRET,
    PUBLIC_URL: base,
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PENDING_ORDER_SECONDS: '0',
    RECONCILE_INTERVAL_SECONDS: '3600',
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
  };
  if (mode === 'external provider') {
    const providerDatabase = await createTestDatabase();
    cleanups.push(() => providerDatabase.close());
    keys = { id: 'rzp_test_fault', secret: randomBytes(18).toString('base64url') };
    const webhookSecret = randomBytes(18).toString('base64url');
    provider = await startStandaloneSandbox({
      database: providerDatabase,
      keyId: keys.id,
      keySecret: keys.secret,
      webhookSecret,
      webhookUrl: `${base}/api/v1.5/payment/webhook`,
    });
    cleanups.push(() => provider?.close());
    providerApi = provider.url;
    Object.assign(env, {
      RAZORPAY_KEY_ID: keys.id,
      RAZORPAY_KEY_SECRET: keys.secret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: provider.url,
    });
  }
  const basic = {
    authorization: `Basic ${Buffer.from(`${keys.id}:${keys.secret}`).toString('base64')}`,
  };

  let server: ServerProcess = startServerProcess(env);
  cleanups.push(() => server.child.kill('SIGKILL'));
  await waitForReady(port, 60_000);

  const adminToken = await logIn(base, ADMIN.email, ADMIN.password);
  const coupon = `FAULT${Date.now().toString(36).toUpperCase()}`;
  await call(base, '/api/v1.5/coupons', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({ couponCode: coupon, type: 'percentage', percentage: 10 }),
  });
  const learners: Learner[] = await Promise.all(
    Array.from({ length: LEARNERS }, async (_, i) => {
      const email = `fault.${i}.${Date.now()}@kaksha.test`;
      const password = 'fault-learner-pass';
      await call(base, '/api/v1.5/auth/register', {
        method: 'POST',
        body: JSON.stringify({ name: `Learner ${i}`, email, password }),
      });
      return { email, token: await logIn(base, email, password), providerOrders: [] };
    }),
  );

  // Checkouts at once; the server dies after a few captures, whatever is in flight.
  let captures = 0;
  let wasKilled = false;
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
    const paid = await call<Record<string, string>>(
      provider ? provider.url : `${base}/api/sandbox/razorpay`,
      '/pay',
      {
        method: 'POST',
        ...(provider ? { headers: basic } : { token: learner.token }),
        body: JSON.stringify({ order_id: orderId, outcome: 'success' }),
      },
    );
    if (++captures >= KILL_AFTER_CAPTURES && !wasKilled) {
      wasKilled = true;
      server.child.kill('SIGKILL');
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
  // Two tabs: IOT alone, then IOT with a coupon (which supersedes the first), both opened before
  // either is paid; then every learner pays and confirms at once.
  const twoTabs = await Promise.all(
    learners
      .slice(0, TWO_TAB_LEARNERS)
      .map(async (learner) => [
        await order(learner, ['iot']),
        await order(learner, ['iot'], coupon),
      ]),
  );
  const checkouts = learners.map(async (learner, i) => {
    if (i < TWO_TAB_LEARNERS) {
      const paid = await Promise.all(twoTabs[i]!.map((id) => pay(learner, id)));
      await Promise.all(paid.map((p) => confirm(learner, p)));
    } else {
      const id = await order(learner, i % 2 ? ['webmonk', 'machinester'] : ['code-slayer']);
      await confirm(learner, await pay(learner, id));
    }
  });
  await Promise.allSettled(checkouts);
  expect(wasKilled, 'the server was killed mid-checkout').toBe(true);
  await server.exited;

  server = startServerProcess(env);
  await waitForReady(port, 60_000);
  // The reconciler runs once at start (PENDING_ORDER_SECONDS=0): wait for it to settle everything.
  await expect
    .poll(async () => (await audit(base, providerApi, basic, learners)).problems, {
      timeout: 30_000,
      interval: 500,
    })
    .toEqual([]);
  const final = await audit(base, providerApi, basic, learners);
  return { captures: final.captures, refunds: final.refunds, killedAfter: captures };
}

describe('money under faults', () => {
  it.each<Mode>(['built-in sandbox', 'external provider'])(
    'the server killed mid-checkout (%s): after a restart every capture is enrolments or a refund',
    async (mode) => {
      const result = await runScenario(mode);
      console.info(`money under faults, ${mode}:`, result);
      expect(result.captures).toBeGreaterThanOrEqual(KILL_AFTER_CAPTURES);
      expect(result.refunds).toBeGreaterThan(0);
    },
    180_000,
  );
});
