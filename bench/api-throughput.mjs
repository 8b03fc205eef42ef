// Throughput of two public endpoints on a production start over PostgreSQL, each as a ratio to a
// bare node:http server answering the same bytes, measured in the same run.
// Goals: GET /api/v1.5/courses >= 0.5 of bare with p99 <= 25 ms at 100 connections;
//        GET /api/v1.5/coupons/validate >= 0.25 of bare.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { startServer } from './_server.mjs';

const connections = Number(process.env.CONNECTIONS ?? 100);
const duration = Number(process.env.DURATION ?? 10);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** A bare node:http server that answers every request with the given bytes and headers. */
async function bareServer(body, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function compare(label, url, goal, p99Goal) {
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${label}: ${sample.status} ${body}`);
  const bare = await bareServer(body, sample.headers.get('content-type') ?? 'application/json');
  const bareResult = await run(bare.url);
  await bare.close();
  const ours = await run(url);
  const ratio = ours.requests.average / bareResult.requests.average;
  const errors = ours.errors + ours.non2xx;
  const ok = ratio >= goal && (!p99Goal || ours.latency.p99 <= p99Goal) && errors === 0;
  console.log(
    `${label}: ${ours.requests.average.toFixed(0)} req/s (bare ${bareResult.requests.average.toFixed(0)} req/s) ratio ${ratio.toFixed(2)} ` +
      `(goal >= ${goal}), p99 ${ours.latency.p99} ms${p99Goal ? ` (goal <= ${p99Goal})` : ''}, errors ${errors}, ${body.length} bytes — ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    COUPON_ATTEMPTS_PER_MINUTE: '100000000',
    ADMIN_EMAIL: 'bench-admin@kaksha.test',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  },
});

async function createCoupon(couponCode) {
  const login = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'bench-admin@kaksha.test',
      password: 'bench-admin-password-1',
    }),
  });
  const { access_token: token } = await login.json();
  const res = await fetch(`${server.baseURL}/api/v1.5/coupons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ couponCode, type: 'percentage', percentage: 10 }),
  });
  if (res.status !== 201) throw new Error(`coupon: ${res.status} ${await res.text()}`);
}
try {
  await createCoupon('BENCH10');
  console.log(
    `api-throughput: ${connections} connections, ${duration} s per run, PostgreSQL, NODE_ENV=production`,
  );
  const coursesOk = await compare(
    'GET /api/v1.5/courses',
    `${server.baseURL}/api/v1.5/courses`,
    0.5,
    25,
  );
  const validateOk = await compare(
    'GET /api/v1.5/coupons/validate',
    `${server.baseURL}/api/v1.5/coupons/validate?couponCode=bench10&courseIds=webmonk,iot`,
    0.25,
  );
  if (!(coursesOk && validateOk)) process.exitCode = 1;
} finally {
  await server.stop();
}
