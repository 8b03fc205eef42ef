import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startKeepAliveLoad } from '../test/keep-alive-load';
import { adminUrl, databaseUrlFor } from '../test/pg-urls';
import {
  freePort,
  startServerProcess,
  waitForReady,
  type ServerProcess,
} from '../test/server-process';
import { createPgPool } from './infra/database/client';

const servers: ServerProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const server of servers.splice(0))
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  servers.push(server);
  return server;
}

/** With DATABASE_URL (the suite's PostgreSQL run), the server gets its own copy of the template. */
async function serverDatabaseEnv(): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  const templateName = inject('pgTemplateName');
  if (!url || !templateName) return {};
  const name = `kaksha_srv_${randomBytes(6).toString('hex')}`;
  const admin = createPgPool(adminUrl(url));
  await admin.query(`create database "${name}" template "${templateName}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return { DATABASE_URL: databaseUrlFor(url, name) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('on SIGTERM under keep-alive load, answers every request on an open connection and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-srv-'));
    const port = await freePort();
    const sockets = 20;
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      ...(await serverDatabaseEnv()),
    });
    await waitForReady(port);

    // GET /courses and POST /cart/quote alternately, 200 a second in bursts of 20 (one a socket).
    const load = await startKeepAliveLoad({ port, ratePerSecond: 200, sockets, burst: 20 });
    await sleep(1_500);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exited = server.exited.then((code) => ({ code, afterMs: Date.now() - signalledAt }));
    await sleep(1_000);
    const report = await load.stop();
    const exit = await exited;

    expect(report.failures, server.output()).toEqual([]);
    expect(report.resets).toBe(0);
    expect(report.otherErrors).toEqual({});
    // Every request written on a connection the server had accepted got a whole 200 (no 503)...
    expect(Object.keys(report.byStatus)).toEqual(['200']);
    expect(report.onOpenConnection.answered).toBe(report.onOpenConnection.sent);
    // ...each of the 20 connections was served during the drain and told to close by its last
    // answer, and only then did the client's new connections meet a closed listener.
    expect(report.closeResponses).toBe(sockets);
    expect(report.refused).toBeGreaterThan(0);
    expect(report.sent).toBe(report.onOpenConnection.sent + report.refused);

    expect(exit.code).toBe(0);
    expect(exit.afterMs).toBeLessThan(10_000);
  }, 60_000);

  it('on SIGTERM, destroys a connection that never finishes its request and still exits 0 within 10 s', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-srv-'));
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    });
    await waitForReady(port);

    // A client whose headers never end: never idle, never answered.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('GET /api/v1.5/courses HTTP/1.1\r\nHost: kaksha.test\r\n');
    const trickle = setInterval(
      () => socket.writable && socket.write('X-Still-Coming: 1\r\n'),
      200,
    );
    try {
      await sleep(300);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      await closedByServer;
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  }, 60_000);
});
