// Whole purchases per second on PostgreSQL: N learners at once, each creating an order (priced by
// the server, provider order from the built-in sandbox over HTTP), paying in the sandbox and
// confirming with the signature, then the `payment.captured` webhook for each order delivered
// twice. Checks paid orders = enrolments with no duplicates. Goal: >= 300 purchases/s.
// LEARNERS (default 2000) are measured after WARMUP (default 3000) other learners' purchases; the
// cold server's rate during the warm-up is printed as well.
// `--cluster` (npm run bench purchases -- --cluster does not pass it; run the file) measures one
// instance, then the same through nginx in front of two instances (scripts/cluster.mjs) on a
// database of their own, and prints both; each run counts duplicate enrolments and lost orders
// (a captured payment whose order is not paid) in its database: both must be 0.
import { createHmac, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  cpuSeconds,
  machineCpuSeconds,
  postgresCpuSeconds,
  rssMiB,
  startServer,
} from './_server.mjs';
import { connectUser } from './_keep-alive-client.mjs';
import { copyLearners } from './_learners.mjs';
import { startCluster } from '../scripts/cluster.mjs';

const learners = Number(process.env.LEARNERS ?? 2000);
// Purchases by other learners before the measured ones, so the figure is the running server's and
// not its first seconds of JIT compilation (printed too, as the cold rate). WARMUP=0 measures cold.
const warmup = Number(process.env.WARMUP ?? 3000);
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const jwtSecret = 'bench-secret-that-is-long-enough-for-hs256';
// The sandbox derives its webhook secret from the install's JWT secret (payment-setup.ts).
const webhookSecret = createHmac('sha256', jwtSecret)
  .update('razorpay-sandbox-webhook-secret')
  .digest('base64url');

const json = { 'content-type': 'application/json' };

/**
 * How many of the app's PostgreSQL connections run a statement, sampled every 20 ms from
 * pg_stat_activity (this sampler's own connection left out) until stop().
 */
function sampleConnections(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const samples = [];
  let open = 0;
  let stopped = false;
  const running = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query(
        `select count(*) filter (where state = 'active')::int as busy, count(*)::int as open
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      samples.push(rows[0].busy);
      open = Math.max(open, rows[0].open);
      await new Promise((r) => setTimeout(r, 20));
    }
    await client.end();
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
      return { mean, peak: Math.max(0, ...samples), open };
    },
  };
}
const withCluster = process.argv.includes('--cluster');
const serverEnv = { JWT_SECRET: jwtSecret, RECONCILE_INTERVAL_SECONDS: '0' };

/**
 * One measured run against `target` ({ baseURL, databaseUrl, pids: () => server process ids }),
 * printed under `label`; returns its figures.
 */
async function measure(target, label) {
  // One keep-alive connection per virtual user (see _keep-alive-client.mjs: a lighter load generator
  // than node:http or fetch, so more of the machine's two cores are left to what is measured).
  const server = target;
  const users = Array.from({ length: Math.max(concurrency, 8) }, () => connectUser(server.baseURL));
  const serverCpuSeconds = async () =>
    (await Promise.all(server.pids().map((pid) => cpuSeconds(pid)))).reduce((a, b) => a + b, 0);

  async function request(user, path, { body, headers = {} }) {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    return users[user].post(`/api${path}`, payload, { ...json, ...headers });
  }

  async function post(user, path, body, headers = {}) {
    const res = await request(user, path, { body, headers });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${res.text}`);
    return JSON.parse(res.text);
  }

  /** Runs `work(item, index, user)` over `items`, `size` at a time; `user` is the worker's connection. */
  async function pool(items, size, work) {
    const results = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: size }, async (_, user) => {
        while (next < items.length) {
          const index = next++;
          results[index] = await work(items[index], index, user);
        }
      }),
    );
    return results;
  }

  function sendWebhook(user, payment) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { entity: 'payment', ...payment } } },
    });
    const headers = {
      ...json,
      'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_bench_${payment.id}`,
    };
    return request(user, '/v1.5/payment/webhook', { body, headers }).then((r) =>
      JSON.parse(r.text),
    );
  }

  try {
    console.log(
      `purchases${label}: ${learners} learners measured after ${warmup} warming up, ${concurrency} at a time, PostgreSQL`,
    );
    // Accounts first; they are not part of a purchase. A few sign up and log in through the API; the
    // rest are copies (_learners.mjs).
    const signUp = async (i, user) => {
      const email = `bench.${i}.${randomUUID().slice(0, 8)}@kaksha.test`;
      await post(user, '/v1.5/auth/register', {
        name: `Learner ${i}`,
        email,
        password: 'bench-password-42',
      });
      const res = await request(user, '/login', {
        body: new URLSearchParams({ username: email, password: 'bench-password-42' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return JSON.parse(res.text).access_token;
    };
    const viaApi = await pool(Array.from({ length: Math.min(8, learners) }), 8, (_, i, user) =>
      signUp(i, user),
    );
    const minted = await copyLearners(
      server.databaseUrl,
      jwtSecret,
      viaApi.length,
      warmup + learners,
    );
    // The demo batches have 60 seats; the bench sells thousands of them.
    const seats = new pg.Client({ connectionString: server.databaseUrl });
    await seats.connect();
    await seats.query(
      `update batches set capacity = greatest(capacity, 1000000) where status = 'open'`,
    );
    await seats.end();
    const everyone = [...viaApi, ...minted];
    const warmAccounts = everyone.slice(0, warmup);
    const accounts = everyone.slice(warmup);

    const latencies = [];
    const payments = [];
    /** One whole purchase: order (priced by the server), pay in the sandbox, confirm with the signature. */
    async function purchase(token, i, user, record) {
      const t0 = performance.now();
      const auth = { authorization: `Bearer ${token}` };
      const courses = i % 2 ? [{ id: 'webmonk' }, { id: 'iot' }] : [{ id: 'code-slayer' }];
      const order = await post(
        user,
        '/v1.5/payment/0',
        { mobileNumber: '9876543210', selectedCourses: courses },
        { ...auth, 'idempotency-key': randomUUID() },
      );
      // The sandbox's pay button acts with the learner's session (only an order's owner can pay it).
      const paid = await post(
        user,
        '/sandbox/razorpay/pay',
        { order_id: order.orderId, outcome: 'success', deliver_webhooks: false },
        auth,
      );
      const confirmed = await post(
        user,
        '/v1.5/payment/success',
        {
          orderId: order.orderId,
          paymentId: paid.razorpay_payment_id,
          signature: paid.razorpay_signature,
        },
        auth,
      );
      if (confirmed.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(confirmed)}`);
      if (!record) return;
      latencies.push(performance.now() - t0);
      payments.push({
        id: paid.razorpay_payment_id,
        order_id: order.orderId,
        amount: order.amount,
        currency: 'INR',
        status: 'captured',
      });
    }

    const warmStartedAt = performance.now();
    await pool(warmAccounts, concurrency, (token, i, user) => purchase(token, i, user, false));
    const coldRate = warmup / ((performance.now() - warmStartedAt) / 1000);

    const serverCpuBefore = await serverCpuSeconds();
    const clientCpuBefore = process.cpuUsage();
    const postgresCpuBefore = await postgresCpuSeconds();
    const machineBefore = await machineCpuSeconds();
    const connections = sampleConnections(server.databaseUrl);
    const startedAt = performance.now();
    await pool(accounts, concurrency, (token, i, user) => purchase(token, i, user, true));
    const seconds = (performance.now() - startedAt) / 1000;
    const busy = await connections.stop();
    const serverCpu = ((await serverCpuSeconds()) - serverCpuBefore) / seconds;
    const postgresCpu = ((await postgresCpuSeconds()) - postgresCpuBefore) / seconds;
    const machineAfter = await machineCpuSeconds();
    const machineBusy =
      (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientUsage.user + clientUsage.system) / 1e6 / seconds;

    const hookStartedAt = performance.now();
    const hookAnswers = await pool([...payments, ...payments], concurrency, (payment, _, user) =>
      sendWebhook(user, payment),
    );
    const hookSeconds = (performance.now() - hookStartedAt) / 1000;
    const rss = (await Promise.all(server.pids().map((pid) => rssMiB(pid)))).reduce(
      (a, b) => a + b,
      0,
    );

    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    const paidOrders = Number(
      (await db.query(`select count(*)::int as n from orders where status = 'paid'`)).rows[0].n,
    );
    const expectedEnrolments = Number(
      (
        await db.query(
          `select count(*)::int as n from order_items i join orders o on o.id = i.order_id where o.status = 'paid'`,
        )
      ).rows[0].n,
    );
    const enrolments = Number(
      (await db.query('select count(*)::int as n from enrolments')).rows[0].n,
    );
    const duplicates = Number(
      (
        await db.query(
          'select count(*)::int as n from (select user_id, course_id from enrolments group by 1, 2 having count(*) > 1) d',
        )
      ).rows[0].n,
    );
    // A lost order: the provider captured its payment and our order is not paid (or not there).
    const lostOrders = Number(
      (
        await db.query(
          `select count(*)::int as n from sandbox_payments p left join orders o on o.provider_order_id = p.order_id
         where p.status = 'captured' and (o.id is null or o.status <> 'paid')`,
        )
      ).rows[0].n,
    );
    // Every paid order has its tax invoice, numbered 1..n in its series without gap or repeat
    // (a build from before invoices has no table: nothing to check).
    const invoices = (await db.query(`select to_regclass('invoices') is not null as has`)).rows[0]
      .has
      ? (
          await db.query(
            `select count(*)::int as n, count(distinct number)::int as numbers,
              coalesce(max(seq), 0)::int as last, count(distinct seq)::int as seqs from invoices`,
          )
        ).rows[0]
      : null;
    const invoicesRight =
      !invoices ||
      (invoices.n === paidOrders &&
        invoices.numbers === invoices.n &&
        invoices.seqs === invoices.n &&
        invoices.last === invoices.n);
    await db.end();

    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))];
    const rate = learners / seconds;
    const consistent =
      paidOrders === warmup + learners &&
      enrolments === expectedEnrolments &&
      duplicates === 0 &&
      lostOrders === 0 &&
      invoicesRight;
    console.log(
      `purchases${label}: ${rate.toFixed(0)} purchases/s (goal >= 300), p99 ${p99.toFixed(0)} ms, ${learners} in ${seconds.toFixed(2)} s ` +
        `after ${warmup} warm-up purchases${warmup ? ` (cold server: ${coldRate.toFixed(0)}/s)` : ''}; ` +
        `webhooks: ${(hookAnswers.length / hookSeconds).toFixed(0)}/s, ${hookAnswers.filter((a) => a.status === 'processed').length} processed ` +
        `(orders were already paid), ${hookAnswers.filter((a) => a.status === 'duplicate').length} duplicates; server RSS ${rss.toFixed(0)} MiB; ` +
        `CPU during purchases: server${server.pids().length > 1 ? 's' : ''} ${(serverCpu * 100).toFixed(0)}%, PostgreSQL ${(postgresCpu * 100).toFixed(0)}%, ` +
        `load generator ${(clientCpu * 100).toFixed(0)}% (of one core); machine ${(machineBusy * 100).toFixed(0)}% busy of ${os.cpus().length} cores; ` +
        `PostgreSQL connections of the app: ${busy.open} open, busy (running a statement) mean ${busy.mean.toFixed(1)}, peak ${busy.peak}`,
    );
    console.log(
      `purchases${label}: paid orders ${paidOrders}, enrolments ${enrolments} (expected ${expectedEnrolments}), duplicate enrolments ${duplicates}, lost orders ${lostOrders}${invoices ? `, invoices ${invoices.n} numbered 1..${invoices.last} (${invoices.numbers} distinct numbers)` : ''} — ${consistent ? 'consistent' : 'INCONSISTENT'}; goal ${rate >= 300 ? 'met' : 'NOT met'}`,
    );
    if (!consistent) process.exitCode = 1;
    return { rate, p99, duplicates, lostOrders, serverCpu };
  } finally {
    for (const user of users) user.close();
  }
}

const one = await startServer({ env: serverEnv });
let single;
try {
  single = await measure({ ...one, pids: () => [one.pid] }, '');
} finally {
  await one.stop();
}
if (withCluster) {
  const cluster = await startCluster({ env: { ...serverEnv, LOG_LEVEL: 'warn' } });
  try {
    const through = await measure(
      {
        baseURL: cluster.url,
        databaseUrl: cluster.databaseUrl,
        pids: () => cluster.instances.map((instance) => instance.pid()),
      },
      ' (2 instances behind nginx)',
    );
    const served = cluster.servedBy();
    console.log(
      `purchases side by side: one instance ${single.rate.toFixed(0)}/s (p99 ${single.p99.toFixed(0)} ms), ` +
        `two behind nginx ${through.rate.toFixed(0)}/s (p99 ${through.p99.toFixed(0)} ms), ` +
        `requests by instance ${JSON.stringify(served.counts)}; duplicate enrolments ${single.duplicates} and ${through.duplicates}, ` +
        `lost orders ${single.lostOrders} and ${through.lostOrders}`,
    );
  } finally {
    await cluster.stop();
  }
}
