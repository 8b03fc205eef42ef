// Time from starting the built server to /api/ready answering, on an already-migrated embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3917);

async function startOnce(dataDir) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - startedAt;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return ms;
}

ensureBuilt();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-bench-start-'));
const first = await startOnce(dataDir);
const warm = [];
for (let i = 0; i < runs; i++) warm.push(await startOnce(dataDir));
rmSync(dataDir, { recursive: true, force: true });
warm.sort((a, b) => a - b);
console.log(`startup: first start (create + migrate + seed) ${first.toFixed(0)} ms`);
console.log(
  `startup: migrated embedded database, median of ${runs}: ${warm[Math.floor(runs / 2)].toFixed(0)} ms (min ${warm[0].toFixed(0)}, max ${warm[runs - 1].toFixed(0)}); goal <= 3000 ms`,
);
