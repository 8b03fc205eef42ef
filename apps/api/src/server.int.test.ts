import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

describe('server process', () => {
  it('refuses to start on a bad PORT, naming the variable', async () => {
    const server = startServer({
      PORT: 'abc',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kaksha-srv-')),
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PORT/);
  });

  it('serves, then on SIGTERM closes the database and exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-srv-'));
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') };
    const server = startServer(env);
    await waitForReady(port);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    // A second process on the same data directory is refused with a clear message.
    const second = startServer({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/in use by another Kaksha process/);

    const courses = await fetch(`http://127.0.0.1:${port}/api/v1.5/courses`);
    expect(courses.status).toBe(200);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // The data survived: a new process on the same directory starts and serves.
    const againPort = await freePort();
    const again = startServer({ ...env, PORT: String(againPort) });
    await waitForReady(againPort);
    expect((await fetch(`http://127.0.0.1:${againPort}/api/v1.5/courses`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);
});
