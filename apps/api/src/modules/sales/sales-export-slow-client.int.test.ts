import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestConfig, createTestDatabaseUrl } from '../../../test/harness';
import { freePort, startServerProcess, waitForReady } from '../../../test/server-process';
import { createPgPool, wrapPgPool } from '../../infra/database/client';
import { prepareDatabase } from '../../prepare-database';
import { seedBulkSales } from '../../cli/bulk-seed';

// A download that the client reads slowly must wait in the database, not in the server's memory:
// the real server (its own process, so its memory is its own) streams a CSV far larger than the
// memory it is allowed to grow by while the client stops reading.

const ORDERS = 50_000;
const ADMIN = { email: 'slow.admin@kaksha.test', password: 'slow-admin-pass-1' };
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const rssBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

it(
  'streams a large export to a client that pauses without buffering it',
  { timeout: 240_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-slow-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const serverDatabase = await createTestDatabaseUrl();
    if (serverDatabase) cleanups.push(() => serverDatabase.drop());

    // Seed first (the embedded database admits one process at a time).
    const seeding = serverDatabase
      ? wrapPgPool(createPgPool(serverDatabase.url))
      : await prepareDatabase(createTestConfig({ DATA_DIR: dataDir }));
    // Long names make a big file of few rows (quick to seed on the embedded database too).
    await seedBulkSales(seeding.db, ORDERS, { nameSuffix: ` ${'long-name '.repeat(80)}` });
    await seeding.close();

    const port = await freePort();
    const server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'slow-client-secret-that-is-long-enough-for-hs256',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      PAYMENTS: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    });
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    await waitForReady(port, 90_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const url = `http://127.0.0.1:${port}/api/v1.5/payment/export.csv`;
    const headers = { authorization: `Bearer ${token}` };

    // One whole export read at full speed first: the code, the database's caches (PGlite's heap
    // grows once and keeps its size) and the connection are warm; then note the server's memory.
    await (await fetch(url, { headers })).arrayBuffer();
    const pid = server.child.pid!;
    const before = rssBytes(pid);

    let peakWhilePaused = before;
    const total = await new Promise<number>((resolve, reject) => {
      const request = http.get(url, { headers }, (response) => {
        expect(response.statusCode).toBe(200);
        let bytes = 0;
        response.once('data', (first: Buffer) => {
          bytes += first.length;
          response.pause();
          // Three seconds with the client reading nothing: the server may not race ahead into memory.
          const sampler = setInterval(() => {
            peakWhilePaused = Math.max(peakWhilePaused, rssBytes(pid));
          }, 50);
          setTimeout(() => {
            clearInterval(sampler);
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
            response.resume();
          }, 3000);
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    });

    const growth = peakWhilePaused - before;
    // The whole file is several times what the server grew by while the client was not reading.
    expect(total).toBeGreaterThan(40 * 1024 * 1024);
    // (A third was tried and failed once under a loaded CI machine: RSS also moves with the
    // garbage collector. A server that buffered the file would grow by at least the whole file.)
    expect(growth).toBeLessThan(total / 2);
  },
);
