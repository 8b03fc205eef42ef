import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from './harness';
import { audit, logIn } from './money-audit';
import {
  checkoutCalls,
  createCoupon,
  setUpProvider,
  signUpLearners,
  type Cleanups,
  type Mode,
} from './money-checkout';
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

const cleanups: Cleanups = [];
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

  const payment = await setUpProvider(mode, base, JWT_SECRET, cleanups);
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
    ...payment.env,
  };

  let server: ServerProcess = startServerProcess(env);
  cleanups.push(() => server.child.kill('SIGKILL'));
  await waitForReady(port, 60_000);

  const coupon = await createCoupon(base, await logIn(base, ADMIN.email, ADMIN.password), 'FAULT');
  const learners = await signUpLearners(base, LEARNERS, 'one');

  // Checkouts at once; the server dies after a few captures, whatever is in flight.
  let captures = 0;
  let wasKilled = false;
  const { checkOutAll } = checkoutCalls(base, payment, () => {
    if (++captures >= KILL_AFTER_CAPTURES && !wasKilled) {
      wasKilled = true;
      server.child.kill('SIGKILL');
    }
  });
  await checkOutAll(learners, TWO_TAB_LEARNERS, coupon);
  expect(wasKilled, 'the server was killed mid-checkout').toBe(true);
  await server.exited;

  server = startServerProcess(env);
  await waitForReady(port, 60_000);
  // The reconciler runs once at start (PENDING_ORDER_SECONDS=0): wait for it to settle everything.
  await expect
    .poll(async () => (await audit(base, payment.providerApi, payment.basic, learners)).problems, {
      timeout: 30_000,
      interval: 500,
    })
    .toEqual([]);
  const final = await audit(base, payment.providerApi, payment.basic, learners);
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
