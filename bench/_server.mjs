// Shared by the benchmarks: starts the built server as `npm start` would, on a fresh PostgreSQL
// database (BENCH_DATABASE_URL, default the local server's `test` database as the admin connection).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function urlFor(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The deployed settings the web benches measure: production (CSP, HSTS), checkout off. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  PAYMENTS: 'off',
};

/**
 * `entry`: another build of the server to start (an A/B comparison keeps one under a dist/
 * directory of its own); `nodeArgs`: node flags for this server (BENCH_NODE_ARGS otherwise);
 * `stdout`: 'ignore' to drop the server's log lines (still written, to /dev/null).
 */
export async function startServer({
  env = {},
  port = 3930 + Math.floor(Math.random() * 50),
  // BENCH_SERVER_ENTRY: another build's server (a paired comparison against an earlier commit).
  entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/api/dist/server.js'),
  nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  stdout = 'inherit',
} = {}) {
  ensureBuilt({ only: ['apps/api'] });
  const name = `kaksha_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database "${name}"`);
  // BENCH_LOG_DURATIONS=1 logs every statement of this database with its duration (to sum them).
  if (process.env.BENCH_LOG_DURATIONS)
    await admin(`alter database "${name}" set log_min_duration_statement = 0`);
  // BENCH_LOG_STATEMENTS=1 logs every statement of this database to the server log (to count them).
  if (process.env.BENCH_LOG_STATEMENTS)
    await admin(`alter database "${name}" set log_statement = 'all'`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the server under load.
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: urlFor(name),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
    // stdout 'ignore' for a server logging every request (LOG_LEVEL=info) under load.
    stdio: ['ignore', stdout, 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  const giveUp = async (message) => {
    child.kill('SIGKILL');
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) await giveUp('the server exited during start-up');
    try {
      if ((await fetch(`${baseURL}/api/ready`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) await giveUp('the server did not become ready');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseURL,
    databaseUrl: urlFor(name),
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await admin(`drop database if exists "${name}" with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process in MiB (Linux). */
export async function rssMiB(pid) {
  const { readFileSync } = await import('node:fs');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds (user + system) a process has used so far (Linux). */
export async function cpuSeconds(pid) {
  const { readFileSync } = await import('node:fs');
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total CPU seconds of the whole machine so far, from /proc/stat (Linux). */
export async function machineCpuSeconds() {
  const { readFileSync } = await import('node:fs');
  const [, ...fields] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = fields[3] + fields[4];
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** CPU seconds used so far by every PostgreSQL process on this machine (Linux). */
export async function postgresCpuSeconds() {
  const { readdirSync, readFileSync } = await import('node:fs');
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended while we looked
    }
  }
  return ticks / 100;
}
