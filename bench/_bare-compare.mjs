// Shared by the throughput benchmarks: autocannon against an endpoint of the app and against a bare
// node:http server answering the same bytes. The bare server runs in a process of its own
// (_bare-server.mjs), as the app does: inside the load generator's process it would share one
// thread with autocannon and answer about half as fast, which flattered every ratio ~1.8x.
// Both are warmed the same way, then measured in ROUNDS alternating rounds (which goes first
// alternates, so a drift in the machine's load falls on both); the medians are printed.
// CONNECTIONS (default 100), DURATION seconds per run (default 5), ROUNDS (default 5),
// WARMUP seconds per server before the rounds (default 3).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds } from './_server.mjs';

const connections = Number(process.env.CONNECTIONS ?? 100);
const duration = Number(process.env.DURATION ?? 5);
const rounds = Number(process.env.ROUNDS ?? 5);
const warmup = Number(process.env.WARMUP ?? 3);
export const settings = { connections, duration, rounds, warmup };

const here = path.dirname(fileURLToPath(import.meta.url));
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function load(url, seconds = duration, extra = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, ...extra }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The bare baseline in its own process, answering `body` with `contentType`. */
export async function startBareServer(body, contentType) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-bare-'));
  const file = path.join(dir, 'body');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(here, '_bare-server.mjs'), file, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One measured run: requests/s, p99 and the server's CPU microseconds per request. */
async function measure(url, pid) {
  const cpuBefore = await cpuSeconds(pid);
  const result = await load(url);
  const cpu = (await cpuSeconds(pid)) - cpuBefore;
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMicros: result.requests.total ? (cpu / result.requests.total) * 1e6 : NaN,
  };
}

/**
 * The app's `url` (served by process `pid`) against a bare server answering the same bytes.
 * Prints each round and the medians; true when the goals are met.
 */
export async function compare(label, url, { pid, goal, p99Goal }) {
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${label}: ${sample.status} ${body}`);
  const bare = await startBareServer(
    body,
    sample.headers.get('content-type') ?? 'application/json',
  );
  try {
    // The same warm-up for both: the JIT, the sockets, the app's caches.
    await load(bare.url, warmup);
    await load(url, warmup);
    const runs = { app: [], bare: [] };
    for (let round = 1; round <= rounds; round += 1) {
      const order = round % 2 ? ['bare', 'app'] : ['app', 'bare'];
      for (const which of order)
        runs[which].push(
          which === 'app' ? await measure(url, pid) : await measure(bare.url, bare.pid),
        );
      const [a, b] = [runs.app.at(-1), runs.bare.at(-1)];
      console.log(
        `  ${label} round ${round}: app ${a.rate.toFixed(0)} req/s p99 ${a.p99} ms ${a.cpuMicros.toFixed(0)} µs CPU/req; ` +
          `bare ${b.rate.toFixed(0)} req/s p99 ${b.p99} ms ${b.cpuMicros.toFixed(0)} µs CPU/req; ratio ${(a.rate / b.rate).toFixed(2)}`,
      );
    }
    const app = {
      rate: median(runs.app.map((r) => r.rate)),
      p99: median(runs.app.map((r) => r.p99)),
      cpuMicros: median(runs.app.map((r) => r.cpuMicros)),
    };
    const bareRate = median(runs.bare.map((r) => r.rate));
    const ratio = median(runs.app.map((r, i) => r.rate / runs.bare[i].rate));
    const errors = runs.app.reduce((sum, r) => sum + r.errors, 0);
    const ok = ratio >= goal && (!p99Goal || app.p99 <= p99Goal) && errors === 0;
    console.log(
      `${label}: ${app.rate.toFixed(0)} req/s (bare ${bareRate.toFixed(0)} req/s in its own process) ` +
        `ratio ${ratio.toFixed(2)} (goal >= ${goal}), p99 ${app.p99} ms${p99Goal ? ` (goal <= ${p99Goal})` : ''}, ` +
        `${app.cpuMicros.toFixed(0)} µs server CPU per request, errors ${errors}, ${body.length} bytes; ` +
        `medians of ${rounds} rounds of ${duration} s — ${ok ? 'met' : 'NOT met'}`,
    );
    return { ok, ...app, bareRate, ratio };
  } finally {
    await bare.close();
  }
}
