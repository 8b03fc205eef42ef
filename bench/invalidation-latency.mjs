// How long after a write commits on instance A does instance B drop its cache entry (ADR 0011)?
// Two app instances (buildApp, each with its own pool and listener) in this process on a fresh
// PostgreSQL database (BENCH_DATABASE_URL, default the local server's `test` as admin connection).
//  1. commit -> drop: a writer's transaction announces a caller change; the time from its COMMIT
//     returning (and from COMMIT being sent) to B's cache dropping the entry, over 200 changes.
//  2. role change through A's API (PUT /users/:id/role, which answers once every instance has
//     acknowledged): its duration, and whether B refuses the old token on the very next request.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.KAKSHA_BENCH_TSX) {
  // The app's source is TypeScript: run this script again under tsx.
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync(process.execPath, ['--import', 'tsx', self], {
    stdio: 'inherit',
    env: { ...process.env, KAKSHA_BENCH_TSX: '1' },
  });
  process.exit(run.status ?? 1);
}

const CHANGES = Number(process.env.INVALIDATION_CHANGES ?? 200);
const { default: pg } = await import('pg');
const { buildApp } = await import('../apps/api/src/app.ts');
const { loadConfig } = await import('../apps/api/src/core/config.ts');

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `kaksha_bench_${randomBytes(5).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);

const dirs = [];
function configFor() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-'));
  dirs.push(dir);
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    PAYMENTS: 'off',
    WEB_DIST_DIR: path.join(dir, 'none'),
    ADMIN_EMAIL: 'bench-admin@kaksha.test',
    ADMIN_PASSWORD: 'bench-admin-password-1',
  });
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => `${ms.toFixed(2)} ms`;
function summary(label, values) {
  const sorted = [...values].sort((x, y) => x - y);
  console.log(
    `${label.padEnd(44)} median ${fmt(pct(sorted, 50))}  p99 ${fmt(pct(sorted, 99))}  max ${fmt(sorted.at(-1))}  (n=${sorted.length})`,
  );
}

let a;
let b;
const writer = new pg.Client({ connectionString: url.toString() });
try {
  a = await buildApp(configFor(), { logger: false });
  b = await buildApp(configFor(), { logger: false });
  await a.ready();
  await b.ready();
  await writer.connect();

  // 1. commit -> drop
  const waiting = new Map();
  b.services.invalidations.subscribe('caller', (key) => waiting.get(key)?.(performance.now()));
  const afterCommit = [];
  const afterSend = [];
  for (let i = 0; i < CHANGES; i++) {
    const key = randomUUID();
    const dropped = new Promise((resolve) => waiting.set(key, resolve));
    await writer.query('begin');
    await writer.query('select pg_notify($1, $2)', [
      'kaksha_invalidation',
      JSON.stringify({ cache: 'caller', key }),
    ]);
    const sentAt = performance.now();
    await writer.query('commit');
    const committedAt = performance.now();
    const droppedAt = await dropped;
    waiting.delete(key);
    afterCommit.push(droppedAt - committedAt);
    afterSend.push(droppedAt - sentAt);
  }
  console.log(
    `invalidation-latency: PostgreSQL, two instances in one process, ${CHANGES} changes each`,
  );
  summary('B dropped, after the COMMIT returned', afterCommit);
  summary('B dropped, after the COMMIT was sent', afterSend);

  // 2. role change through A's API, old token tried on B at once
  const email = `bench.${Date.now()}@kaksha.test`;
  const password = 'bench-learner-password-1';
  const call = (app, method, url, { token, payload, form } = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: form ? new URLSearchParams(form).toString() : payload,
    });
  const registered = await call(a, 'POST', '/api/v1.5/auth/register', {
    payload: { name: 'Bench Learner', email, password },
  });
  const learnerId = registered.json().id;
  const logIn = async (app, username, pass) =>
    (await call(app, 'POST', '/api/login', { form: { username, password: pass } })).json()
      .access_token;
  const adminToken = await logIn(a, 'bench-admin@kaksha.test', 'bench-admin-password-1');
  const roleChange = [];
  let refused = 0;
  const roleChanges = Math.min(CHANGES, 100);
  for (let i = 0; i < roleChanges; i++) {
    const token = await logIn(b, email, password);
    const before = await call(b, 'GET', '/api/v1.5/requests/test/private/zoro', { token });
    if (before.statusCode !== 200) throw new Error(`zoro on B: ${before.statusCode}`);
    const startedAt = performance.now();
    const res = await call(a, 'PUT', `/api/v1.5/users/${learnerId}/role`, {
      token: adminToken,
      payload: { role: i % 2 ? 'SALES' : 'EVENTS' },
    });
    roleChange.push(performance.now() - startedAt);
    if (res.statusCode !== 200) throw new Error(`role: ${res.statusCode} ${res.body}`);
    const after = await call(b, 'GET', '/api/v1.5/requests/test/private/zoro', { token });
    if (after.statusCode === 401) refused += 1;
  }
  summary('PUT role on A (answers after every ack)', roleChange);
  console.log(
    `B refused the old token on the very next request: ${refused}/${roleChanges} (caller cache lifetime 2 s)`,
  );
} finally {
  await writer.end().catch(() => {});
  await a?.close();
  await b?.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
