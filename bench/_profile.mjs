// Where the server's time goes on a hot path: starts the built server with --cpu-prof (production,
// PostgreSQL), loads one endpoint with autocannon, stops it and prints the self time by function
// and by file from the .cpuprofile. `node bench/_profile.mjs courses|validate [seconds]`.
// PROFILE_ENV='A=1 B=2' adds environment (e.g. METRICS_TOKEN, LOG_LEVEL=info).
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './_bare-compare.mjs';
import { summariseProfile } from './_cpu-profile-summary.mjs';
import { cpuSeconds, startServer } from './_server.mjs';

const which = process.argv[2] ?? 'courses';
const seconds = Number(process.argv[3] ?? 20);
const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-prof-'));
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir}`;
const extra = Object.fromEntries(
  (process.env.PROFILE_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const admin = { email: 'bench-admin@kaksha.test', password: 'bench-admin-password-1' };
const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    COUPON_ATTEMPTS_PER_MINUTE: '100000000',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...extra,
  },
  stdout: 'ignore',
});
let url = `${server.baseURL}/api/v1.5/courses`;
try {
  if (which === 'validate') {
    const login = await fetch(`${server.baseURL}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: admin.email, password: admin.password }),
    });
    const { access_token: token } = await login.json();
    await fetch(`${server.baseURL}/api/v1.5/coupons`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ couponCode: 'BENCH10', type: 'percentage', percentage: 10 }),
    });
    url = `${server.baseURL}/api/v1.5/coupons/validate?couponCode=bench10&courseIds=webmonk,iot`;
  }
  let requests = 0;
  for (let i = 0; i < seconds / 5; i += 1) {
    const before = await cpuSeconds(server.pid);
    const result = await load(url, 5);
    const cpu = (await cpuSeconds(server.pid)) - before;
    requests += result.requests.total;
    console.log(
      `${which} ${i * 5}-${i * 5 + 5} s: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
        `${((cpu / result.requests.total) * 1e6).toFixed(0)} µs CPU/req, non-2xx ${result.non2xx}`,
    );
  }
  process.env.PROFILE_REQUESTS = String(requests);
} finally {
  await server.stop();
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
summariseProfile(path.join(dir, file), Number(process.env.PROFILE_REQUESTS ?? 0));
