// SIGTERM under keep-alive load: starts the server (src/server.ts through tsx, PGlite in a temporary
// DATA_DIR, or --database-url), drives paced keep-alive requests (GET /courses, POST /cart/quote),
// sends SIGTERM mid-load, keeps sending for a moment, and prints what every request got.
//
//   node scripts/sigterm-under-load.mjs [--rate 200] [--sockets 20] [--before 2] [--after 1]
//        [--scheduling fifo|lifo] [--burst 1] [--runs 1] [--database-url postgres://...]
//
// --burst N starts the requests N at a time (same rate), as bursty clients do.
//
// --database-url is migrated and seeded by the server; give it a scratch database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    sockets: { type: 'string', default: '20' },
    before: { type: 'string', default: '2' },
    after: { type: 'string', default: '1' },
    scheduling: { type: 'string', default: 'fifo' },
    burst: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    'database-url': { type: 'string' },
  },
});

const { startServerProcess, freePort, waitForReady } = await tsImport(
  '../apps/api/test/server-process.ts',
  import.meta.url,
);
const { startKeepAliveLoad } = await tsImport(
  '../apps/api/test/keep-alive-load.ts',
  import.meta.url,
);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function runOnce() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-sigterm-'));
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    // info, for the server's own account of the drain ('connections drained').
    LOG_LEVEL: 'info',
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  try {
    await waitForReady(port);
    const load = await startKeepAliveLoad({
      port,
      ratePerSecond: Number(values.rate),
      sockets: Number(values.sockets),
      scheduling: values.scheduling,
      burst: Number(values.burst),
    });
    await sleep(Number(values.before) * 1000);
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    let exitMs = null;
    const exited = server.exited.then((code) => {
      exitMs = Math.round(performance.now() - signalledAt);
      return code;
    });
    await sleep(Number(values.after) * 1000);
    const report = await load.stop();
    const code = await Promise.race([exited, sleep(15_000).then(() => 'still running after 15 s')]);
    return { report, code, exitMs, output: server.output() };
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = Number(values.runs);
let totalResets = 0;
for (let run = 1; run <= runs; run += 1) {
  const { report, code, exitMs, output } = await runOnce();
  totalResets += report.resets;
  console.log(
    [
      `run ${run}/${runs}: ${values.rate} req/s over ${values.sockets} keep-alive sockets (${values.scheduling}, bursts of ${values.burst}), SIGTERM after ${values.before} s, load for ${values.after} s more`,
      `  requests sent         ${report.sent}`,
      `  responses by status   ${JSON.stringify(report.byStatus)}  (Connection: close on ${report.closeResponses})`,
      `  resets                ${report.resets}  (ECONNRESET / EPIPE / socket hang up)`,
      `  refused               ${report.refused}  (new connections after the listener closed)`,
      `  other errors          ${JSON.stringify(report.otherErrors)}`,
      `  on open connections   ${report.onOpenConnection.answered}/${report.onOpenConnection.sent} answered completely`,
      `  exit code             ${code}`,
      `  SIGTERM to exit       ${exitMs === null ? '-' : `${exitMs} ms`}`,
      ...report.failures.slice(0, 5).map((f) => `  failure: ${f}`),
    ].join('\n'),
  );
  // The server's console lines (lib/request-log.ts): `12:04:05 INFO connections drained open=20 ...`.
  const lines = output.split('\n');
  const drained = lines.find((line) => line.includes(' INFO connections drained '));
  if (drained) {
    const field = (name) => new RegExp(`\\b${name}=(\\d+)`).exec(drained)?.[1];
    console.log(
      `  server's drain        ${field('durationMs')} ms; ${field('open')} connections open at the signal, ${field('closedIdle')} closed idle, ${field('destroyed')} destroyed at the deadline`,
    );
  }
  for (const line of lines.filter((l) => / (WARN|ERROR|FATAL) /.test(l)).slice(0, 5))
    console.log(`  server: ${line.slice(0, 300)}`);
}
if (runs > 1) console.log(`total resets over ${runs} runs: ${totalResets}`);
