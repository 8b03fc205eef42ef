import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startCluster, type Cluster } from '../../../../scripts/cluster.mjs';
import { audit, logIn } from '../money-audit';
import {
  checkoutCalls,
  createCoupon,
  setUpProvider,
  signUpLearners,
  type Cleanups,
  type Mode,
} from '../money-checkout';

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

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function runScenario(mode: Mode) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const payment = await setUpProvider(mode, base, JWT_SECRET, cleanups);
  const env: Record<string, string> = {
    JWT_SECRET,
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PENDING_ORDER_SECONDS: '0',
    RECONCILE_INTERVAL_SECONDS: '3600',
    // Every learner of the run signs up from this one machine.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    SIGNUPS_PER_MINUTE: '100000',
    // An external provider's webhooks land on nginx, so on whichever instance is up.
    ...payment.env,
  };
  const cluster: Cluster = await startCluster({ port, env });
  cleanups.push(() => cluster.stop());
  const victim = cluster.instances[0]!;

  const coupon = await createCoupon(
    base,
    await logIn(base, ADMIN.email, ADMIN.password),
    'CLUSTER',
  );
  const learners = await signUpLearners(base, LEARNERS, 'k');
  const lateLearners = await signUpLearners(base, LEARNERS_WHILE_ONE_IS_DOWN, 'late');

  // Every learner checks out at once (some from two tabs), and one instance dies.
  let captures = 0;
  let capturesBeforeKill = 0;
  let killed: Promise<unknown> | undefined;
  const { checkOut, checkOutAll } = checkoutCalls(base, payment, () => {
    if (++captures >= KILL_AFTER_CAPTURES && !killed) {
      capturesBeforeKill = captures;
      killed = victim.kill('SIGKILL');
    }
  });
  const outcomes = await checkOutAll(learners, TWO_TAB_LEARNERS, coupon);
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
    .poll(async () => (await audit(base, payment.providerApi, payment.basic, everyone)).problems, {
      timeout: 30_000,
      interval: 500,
    })
    .toEqual([]);
  const final = await audit(base, payment.providerApi, payment.basic, everyone);
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
