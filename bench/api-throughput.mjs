// Throughput of two public endpoints on a production start over PostgreSQL, each as a ratio to a
// bare node:http server answering the same bytes in a process of its own (_bare-compare.mjs:
// warmed alike, alternating rounds, medians).
// Goals (issue 16): GET /api/v1.5/courses >= 0.8 of bare with p99 <= 15 ms at 100 connections;
//                   GET /api/v1.5/coupons/validate >= 0.5 of bare.
import { compare, settings } from './_bare-compare.mjs';
import { startServer } from './_server.mjs';

const { connections, duration, rounds } = settings;

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
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
    `api-throughput: ${connections} connections, ${rounds} rounds of ${duration} s, PostgreSQL, NODE_ENV=production`,
  );
  const courses = await compare('GET /api/v1.5/courses', `${server.baseURL}/api/v1.5/courses`, {
    pid: server.pid,
    goal: 0.8,
    p99Goal: 15,
  });
  const validate = await compare(
    'GET /api/v1.5/coupons/validate',
    `${server.baseURL}/api/v1.5/coupons/validate?couponCode=bench10&courseIds=webmonk,iot`,
    { pid: server.pid, goal: 0.5 },
  );
  if (!(courses.ok && validate.ok)) process.exitCode = 1;
} finally {
  await server.stop();
}
