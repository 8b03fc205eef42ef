// A/B of server builds (or node flags) on the hot paths: every variant started at once on its own
// PostgreSQL database, warmed alike, then measured in alternating rounds; prints the medians of
// requests/s, server CPU per request and p99. For a change to a hot path: copy apps/api/dist to
// apps/api/ab/before/dist (git-ignored), make the change, build, then
//   node bench/_ab-builds.mjs before=apps/api/ab/before/dist/server.js after=apps/api/dist/server.js
// A variant may add node flags and environment: `name=path.js:--max-semi-space-size=16:+LOG_LEVEL=info`
// (a server's stdout is dropped: with LOG_LEVEL=info it writes a line per request).
// PATHS (default courses,validate), ROUNDS (default 5), DURATION seconds (default 5), CONNECTIONS.
import path from 'node:path';
import { load, median, settings } from './_bare-compare.mjs';
import { cpuSeconds, startServer } from './_server.mjs';

const admin = { email: 'bench-admin@kaksha.test', password: 'bench-admin-password-1' };
const PATHS = {
  courses: '/api/v1.5/courses',
  validate: '/api/v1.5/coupons/validate?couponCode=bench10&courseIds=webmonk,iot',
  events: '/api/v1.5/events?active=true',
};
const env = {
  NODE_ENV: 'production',
  PAYMENTS: 'off',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  COUPON_ATTEMPTS_PER_MINUTE: '100000000',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
};

const variants = process.argv.slice(2).map((arg) => {
  const name = arg.slice(0, arg.indexOf('='));
  const spec = arg.slice(arg.indexOf('=') + 1);
  const [entry, ...options] = spec.split(':');
  return {
    name,
    entry: path.resolve(entry),
    nodeArgs: options.filter((o) => !o.startsWith('+')),
    env: Object.fromEntries(
      options.filter((o) => o.startsWith('+')).map((o) => o.slice(1).split('=')),
    ),
  };
});
if (variants.length < 2) {
  console.error('usage: node bench/_ab-builds.mjs a=path/server.js b=path/server.js[:--flag] ...');
  process.exit(2);
}

const servers = [];
try {
  for (const [i, variant] of variants.entries()) {
    const server = await startServer({
      env: { ...env, ...variant.env },
      entry: variant.entry,
      nodeArgs: variant.nodeArgs,
      stdout: 'ignore',
      port: 3800 + i * 11 + Math.floor(Math.random() * 10),
    });
    servers.push({ ...variant, server });
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
  }
  const rounds = settings.rounds;
  console.log(
    `A/B ${variants.map((v) => v.name).join(' vs ')}: ${settings.connections} connections, ${rounds} rounds of ${settings.duration} s`,
  );
  for (const which of (process.env.PATHS ?? 'courses,validate').split(',')) {
    const runs = new Map(servers.map((s) => [s.name, []]));
    for (const { server } of servers) await load(server.baseURL + PATHS[which], settings.warmup);
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const { name, server } of order) {
        const before = await cpuSeconds(server.pid);
        const result = await load(server.baseURL + PATHS[which]);
        const cpu = (await cpuSeconds(server.pid)) - before;
        if (result.errors || result.non2xx) throw new Error(`${name} ${which}: errors`);
        runs.get(name).push({
          rate: result.requests.average,
          cpuMicros: (cpu / result.requests.total) * 1e6,
          p99: result.latency.p99,
        });
      }
    }
    for (const [name, list] of runs) {
      console.log(
        `${which} ${name}: ${median(list.map((r) => r.rate)).toFixed(0)} req/s, ` +
          `${median(list.map((r) => r.cpuMicros)).toFixed(1)} µs CPU/req, p99 ${median(list.map((r) => r.p99))} ms` +
          `   [${list.map((r) => `${r.rate.toFixed(0)}/${r.cpuMicros.toFixed(0)}µs`).join(' ')}]`,
      );
    }
  }
} finally {
  for (const { server } of servers) await server.stop();
}
