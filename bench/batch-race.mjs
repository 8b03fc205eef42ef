// The seat race on PostgreSQL: LEARNERS (default 200) learners buy one SEATS-seat batch (default
// 50) at the same moment: each creates an order for it (the order holds a seat or is refused with
// a 409), pays in the built-in sandbox and confirms. Goal: exactly SEATS paid enrolments in the
// batch, every other learner refused within 1 s, 0 oversold (seats taken or enrolments above
// capacity), 0 lost (a captured payment whose order is not paid). Exits 1 when a goal is missed.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startServer } from './_server.mjs';
import { connectUser } from './_keep-alive-client.mjs';
import { copyLearners } from './_learners.mjs';
import { startCluster } from '../scripts/cluster.mjs';

const learners = Number(process.env.LEARNERS ?? 200);
const seats = Number(process.env.SEATS ?? 50);
const jwtSecret = 'bench-secret-that-is-long-enough-for-hs256';
const json = { 'content-type': 'application/json' };
// `--cluster` (run the file: npm run bench does not pass it) races again through nginx in front of
// two instances (scripts/cluster.mjs) on a database of their own.
const withCluster = process.argv.includes('--cluster');

/** One race against `target` ({ baseURL, databaseUrl }), printed under `label`; answers whether it met the goal. */
async function race(target, label) {
  const users = Array.from({ length: learners }, () => connectUser(target.baseURL));
  const db = new pg.Client({ connectionString: target.databaseUrl });
  try {
    await db.connect();
    const post = async (user, path, body, headers = {}) => {
      const res = await users[user].post(`/api${path}`, JSON.stringify(body), {
        ...json,
        ...headers,
      });
      return { status: res.status, body: res.text ? JSON.parse(res.text) : null };
    };

    // One learner signs up through the API, the rest are copies (_learners.mjs).
    const email = `bench.0.${randomUUID().slice(0, 8)}@kaksha.test`;
    await post(0, '/v1.5/auth/register', {
      name: 'Learner 0',
      email,
      password: 'bench-password-42',
    });
    const login = await users[0].post(
      '/api/login',
      new URLSearchParams({ username: email, password: 'bench-password-42' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    const tokens = [
      JSON.parse(login.text).access_token,
      ...(await copyLearners(target.databaseUrl, jwtSecret, 1, learners)),
    ];

    // The batch: open, starting in two weeks, SEATS seats.
    const start = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const batchId = (
      await db.query(
        `insert into batches (course_id, name, start_date, end_date, capacity, enrolment_closes_at, status)
         values ('machinester', 'Race batch', $1, $1::date + 60, $2, $1::date, 'open') returning id`,
        [start, seats],
      )
    ).rows[0].id;

    const refusals = [];
    const failures = [];
    async function buy(user) {
      const auth = { authorization: `Bearer ${tokens[user]}` };
      const t0 = performance.now();
      const order = await post(
        user,
        '/v1.5/payment/0',
        { mobileNumber: '9876543210', selectedCourses: [{ id: 'machinester', batchId }] },
        auth,
      );
      if (order.status === 409) return refusals.push(performance.now() - t0);
      if (order.status !== 200) return failures.push(`order ${order.status}`);
      const paid = await post(
        user,
        '/sandbox/razorpay/pay',
        { order_id: order.body.orderId, outcome: 'success', deliver_webhooks: false },
        auth,
      );
      const confirmed = await post(
        user,
        '/v1.5/payment/success',
        {
          orderId: order.body.orderId,
          paymentId: paid.body.razorpay_payment_id,
          signature: paid.body.razorpay_signature,
        },
        auth,
      );
      if (confirmed.body?.status !== 'paid') failures.push(`confirm ${confirmed.status}`);
    }

    const startedAt = performance.now();
    await Promise.all(users.map((_, user) => buy(user)));
    const seconds = (performance.now() - startedAt) / 1000;

    const one = async (query, params = []) => Number((await db.query(query, params)).rows[0].n);
    const enrolled = await one(`select count(*)::int as n from enrolments where batch_id = $1`, [
      batchId,
    ]);
    const taken = await one(`select seats_taken as n from batches where id = $1`, [batchId]);
    const lost = await one(
      `select count(*)::int as n from sandbox_payments p left join orders o on o.provider_order_id = p.order_id
       where p.status = 'captured' and (o.id is null or o.status <> 'paid')`,
    );
    refusals.sort((a, b) => a - b);
    const slowest = refusals.at(-1) ?? 0;
    const oversold = Math.max(0, enrolled - seats, taken - seats);
    const met =
      enrolled === seats &&
      taken === seats &&
      refusals.length === learners - seats &&
      slowest <= 1000 &&
      oversold === 0 &&
      lost === 0 &&
      failures.length === 0;
    console.log(
      `batch-race${label}: ${learners} learners for ${seats} seats at once on PostgreSQL, done in ${seconds.toFixed(2)} s: ` +
        `${enrolled} paid enrolments in the batch (seats taken ${taken}), ${refusals.length} refused with 409 ` +
        `(median ${(refusals[Math.floor(refusals.length / 2)] ?? 0).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms), ` +
        `${oversold} oversold, ${lost} lost, ${failures.length} other failures${failures.length ? ` (${failures.slice(0, 3).join(', ')})` : ''} — goal ${met ? 'met' : 'NOT met'}`,
    );
    return met;
  } finally {
    for (const user of users) user.close();
    await db.end().catch(() => {});
  }
}

const serverEnv = { JWT_SECRET: jwtSecret, RECONCILE_INTERVAL_SECONDS: '0' };
const server = await startServer({ env: serverEnv });
let met;
try {
  met = await race(server, '');
} finally {
  await server.stop();
}
if (withCluster) {
  const cluster = await startCluster({ env: { ...serverEnv, LOG_LEVEL: 'warn' } });
  try {
    met =
      (await race(
        { baseURL: cluster.url, databaseUrl: cluster.databaseUrl },
        ' (2 instances behind nginx)',
      )) && met;
  } finally {
    await cluster.stop();
  }
}
if (!met) process.exitCode = 1;
