// `npm run bench:export`: the sales console's two heavy paths on PostgreSQL, production start.
// 1. GET /api/v1.5/payment/export.csv of EXPORT_ROWS (default 1,000,000) seeded orders: total time,
//    time to first byte, bytes, rows, and the server's peak RSS growth while it streams.
//    Goals (issue 14): <= 3 s, first byte <= 200 ms, RSS growth <= 100 MB.
// 2. A 100-row page of payments with filters (status + date range) under 50 concurrent clients:
//    p99 latency. Goal: <= 30 ms.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { rssMiB, startServer } from './_server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const ADMIN = { email: 'bench-admin@kaksha.test', password: 'bench-admin-password-1' };

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
});

function seed() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-seed-'));
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'apps/api/dist/cli/seed-bulk.js'), String(ROWS)],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );
  rmSync(dataDir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

async function analyze() {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}

async function logIn() {
  const res = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  });
  return (await res.json()).access_token;
}

/** Streams the export to nowhere, as fast as the client can read, sampling the server's RSS. */
function exportOnce(token, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    let peak = 0;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await rssMiB(server.pid));
    }, 10);
    const headers = { authorization: `Bearer ${token}` };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const req = http.get(`${server.baseURL}/api/v1.5/payment/export.csv`, { headers }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
      res.on('data', (chunk) => {
        if (!firstByte) firstByte = ms();
        bytes += chunk.length;
        if (!acceptEncoding) for (const b of chunk) if (b === 10) lines += 1;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ seconds: ms() / 1000, firstByte, bytes, rows: lines - 1, peak });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function cannon(url, token) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 50,
        duration: Number(process.env.DURATION ?? 10),
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

try {
  console.log(`export: seeding ${ROWS.toLocaleString('en-IN')} orders...`);
  console.log(`export: seeded in ${seed().toFixed(1)} s`);
  await analyze();
  const token = await logIn();
  // A warm-up pass (the first read of a table pays for the disk cache), then the measured runs.
  await exportOnce(token);
  for (let i = 1; i <= 3; i += 1) {
    const before = await rssMiB(server.pid);
    const run = await exportOnce(token);
    console.log(
      `export.csv run ${i}: ${run.rows.toLocaleString('en-IN')} rows, ${(run.bytes / 1048576).toFixed(1)} MiB in ${run.seconds.toFixed(2)} s; first byte ${run.firstByte.toFixed(0)} ms; server RSS ${before.toFixed(0)} -> peak ${run.peak.toFixed(0)} MiB (+${(run.peak - before).toFixed(0)})`,
    );
  }
  const gz = await exportOnce(token, 'gzip');
  console.log(
    `export.csv gzip: ${(gz.bytes / 1048576).toFixed(1)} MiB on the wire in ${gz.seconds.toFixed(2)} s`,
  );

  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  for (const [label, query] of [
    ['status=paid&from=30 days ago', `status=paid&from=${from}`],
    ['no filter', ''],
  ]) {
    const result = await cannon(
      `${server.baseURL}/api/v1.5/payment/get-all-payment?limit=100${query ? `&${query}` : ''}`,
      token,
    );
    if (result.non2xx) throw new Error(`paging: ${result.non2xx} non-2xx answers`);
    console.log(
      `payments page (100 rows, ${label}), 50 clients: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
} finally {
  await server.stop();
}
