import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForReady,
  type ServerProcess,
} from '../test/server-process';

/*
 * What an operator sees of the real server process: the start banner and one log line per request
 * (human lines in development, JSON in production), and readiness turning 503 the moment a
 * SIGTERM starts the drain, while a slow request still keeps the process serving.
 */

const servers: ServerProcess[] = [];
afterEach(() => {
  for (const server of servers.splice(0))
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

async function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kaksha-ops-'));
  const port = await freePort();
  const server = startServerProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    LOG_LEVEL: 'info',
    ...env,
  });
  servers.push(server);
  // A loaded two-core machine may take its time to start a PGlite server.
  await waitForReady(port, 90_000);
  return { server, port, dataDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
  agent?: http.Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: options.method ?? 'GET', path: options.path },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    for (const [name, value] of Object.entries(options.headers ?? {})) req.setHeader(name, value);
    req.on('error', reject);
    req.end(options.body);
  });
}

/** One request of each kind, each with its own request id. */
const REQUESTS = [
  { id: 'ops-log-courses-1', path: '/api/v1.5/courses', status: 200 },
  { id: 'ops-log-unknown-1', path: '/api/no-such-route', status: 404 },
  { id: 'ops-log-private-1', path: '/api/v1.5/users/me/enrolments', status: 401 },
  {
    id: 'ops-log-badjson-1',
    path: '/api/v1.5/cart/quote',
    method: 'POST',
    body: '{"courseIds": [',
    status: 400,
  },
];

async function sendLoggedRequests(port: number) {
  for (const r of REQUESTS) {
    const res = await send(port, {
      method: r.method,
      path: r.path,
      body: r.body,
      headers: { 'x-request-id': r.id, ...(r.body ? { 'content-type': 'application/json' } : {}) },
    });
    expect(res.status, `${r.path}: ${res.body}`).toBe(r.status);
  }
}

/** Waits until every request id has been logged (the log is written as the answer finishes). */
async function waitForLines(server: ServerProcess) {
  for (let i = 0; i < 100 && !REQUESTS.every((r) => server.output().includes(r.id)); i++)
    await sleep(20);
}

describe('start banner and request log', () => {
  it('prints one banner, then exactly one short line per request (development)', async () => {
    const { server, port, dataDir } = await startServer({});
    await sendLoggedRequests(port);
    await waitForLines(server);
    const output = server.output();

    const lines = output.split('\n');
    const bannerAt = lines.findIndex((l) => l.includes('Kaksha is running at'));
    expect(bannerAt, output).toBeGreaterThanOrEqual(0);
    expect(output.match(/Kaksha is running at/g)).toHaveLength(1);
    expect(lines[bannerAt]).toContain(`http://localhost:${port}`);
    const bannerEnd = lines.findIndex((l, i) => i > bannerAt && l.trim() === '');
    const banner = lines.slice(bannerAt, bannerEnd).join('\n');
    expect(banner).toContain(`Database:  embedded PGlite in ${path.join(dataDir, 'pglite')}`);
    expect(banner).toMatch(/Payments: {2}built-in sandbox/);
    expect(banner).toContain(`Mail:      .eml files in ${path.join(dataDir, 'outbox')}`);
    expect(banner).toContain(`Storage:   local files in ${path.join(dataDir, 'uploads')}`);
    expect(banner).toMatch(/Staff: {5}no ADMIN configured: .*ADMIN_EMAIL/);

    // After the banner: request lines only (the readiness polls included), one per request.
    const REQUEST_LINE = /^\d\d:\d\d:\d\d (GET|POST) \/\S* \d{3} \d+(\.\d)? ms [\w.-]+$/;
    const after = lines.slice(bannerEnd + 1).filter((l) => l.trim() !== '');
    expect(after.filter((l) => !REQUEST_LINE.test(l))).toEqual([]);
    for (const r of REQUESTS) {
      const mine = lines.filter((l) => l.includes(r.id));
      expect(mine, r.id).toHaveLength(1);
      expect(mine[0]).toMatch(
        new RegExp(` ${r.method ?? 'GET'} ${r.path} ${r.status} \\d+(\\.\\d)? ms ${r.id}$`),
      );
    }
    expect(output).not.toMatch(/incoming request|request completed|Server listening|"level"/);
  }, 150_000);

  it('writes JSON lines in production, the banner as one record, no staff hint with an ADMIN', async () => {
    const { server, port } = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'operations-test-secret-long-enough-0123456789',
      PAYMENTS: 'off',
      ADMIN_EMAIL: 'ops-admin@kaksha.test',
      ADMIN_PASSWORD: 'ops-admin-password-1',
    });
    await sendLoggedRequests(port);
    await waitForLines(server);
    const records = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);

    const banners = records.filter((r) => r.msg === 'Kaksha is running');
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({
      url: `http://localhost:${port}`,
      database: expect.stringMatching(/^embedded PGlite in /),
      payments: expect.stringMatching(/^off/),
      mail: expect.stringMatching(/^\.eml files in /),
      storage: expect.stringMatching(/^local files in /),
      readyMs: expect.any(Number),
    });
    expect(banners[0]).not.toHaveProperty('staff');
    for (const r of REQUESTS) {
      const mine = records.filter((record) => record.reqId === r.id);
      expect(mine, r.id).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        msg: 'request',
        method: r.method ?? 'GET',
        url: r.path,
        statusCode: r.status,
        responseTime: expect.any(Number),
      });
    }
    const messages = records.map((r) => String(r.msg));
    expect(messages.filter((m) => /incoming request|request completed|listening/.test(m))).toEqual(
      [],
    );
  }, 150_000);
});

describe('readiness while draining', () => {
  it('answers 503 from the SIGTERM on, while a slow request still gets its 200', async () => {
    const token = 'operations-metrics-token-0123';
    const { server, port } = await startServer({ METRICS_TOKEN: token, LOG_LEVEL: 'warn' });

    // The reconciler's first round ran at start: it shows in the metrics with its lag.
    let metrics = '';
    for (let i = 0; i < 100 && !/reconciler_rounds_total\{outcome="ok"\} 1/.test(metrics); i++) {
      metrics = (
        await send(port, { path: '/api/metrics', headers: { authorization: `Bearer ${token}` } })
      ).body;
      await sleep(50);
    }
    expect(metrics).toMatch(/^kaksha_reconciler_rounds_total\{outcome="ok"\} 1$/m);
    expect(Number(/^kaksha_reconciler_lag_seconds (\S+)$/m.exec(metrics)?.[1])).toBeLessThan(30);

    // Two keep-alive connections opened before the signal: one polls readiness, one is slow.
    const pollAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(port, { path: '/api/ready' }, pollAgent)).status).toBe(200);
    const body = JSON.stringify({ courseIds: ['webmonk'] });
    const slow = http.request({
      host: '127.0.0.1',
      port,
      agent: slowAgent,
      method: 'POST',
      path: '/api/v1.5/cart/quote',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const slowAnswer = new Promise<Answer>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 5)); // headers and part of the body: a request under way
    await sleep(300);

    server.child.kill('SIGTERM');
    const statuses: number[] = [];
    let draining: Answer | undefined;
    for (let i = 0; i < 250 && !draining; i++) {
      const answer = await send(port, { path: '/api/ready' }, pollAgent);
      statuses.push(answer.status);
      if (answer.status !== 200) draining = answer;
      else await sleep(20);
    }
    expect(draining?.status, statuses.join(' ')).toBe(503);
    expect(JSON.parse(draining!.body)).toMatchObject({ code: 'DRAINING', statusCode: 503 });
    expect(draining!.headers.connection).toBe('close');
    // Readiness was 200 until the drain began, and 503 from the first answer after it.
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(5));
    const answer = await slowAnswer;
    expect(answer.status, answer.body).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(await server.exited).toBe(0);
  }, 150_000);
});
