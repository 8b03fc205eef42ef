import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@kaksha/shared';
import { PUBLIC } from '../../core/access';
import { createTestApp, type TestApp } from '../../../test/harness';
import { listenOnLoopback } from '../../../test/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { CORS_ORIGINS: 'https://partner.example', BODY_LIMIT_BYTES: '2048' },
    {
      beforeReady: (app) => {
        app.get('/api/__boom', { config: { access: PUBLIC } }, async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
        app.post('/api/__echo', { config: { access: PUBLIC } }, async (request) => request.body);
      },
    },
  );
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('GET /api/health says the process is alive', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready says the database answers', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind });
  });
});

describe('errors', () => {
  it('an unknown API path is a 404 JSON body with a message', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).toBe('No API route GET /api/nope');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('malformed JSON is a 400 JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'MALFORMED_JSON',
      statusCode: 400,
      message: 'The request body is not valid JSON.',
    });
  });

  it('a body over the limit is a 413 JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE', statusCode: 413 });
  });

  it('a body within the limit goes through', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/__echo', payload: { ok: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('a 5xx hides the internals', async () => {
    const res = await t.app.inject('/api/__boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 'INTERNAL', statusCode: 500 });
    expect(JSON.stringify(body)).not.toMatch(/postgres|secret|stack/i);
  });

  it('keeps a well-formed incoming request id and replaces a bad one', async () => {
    const good = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(good.headers['x-request-id']).toBe('abc12345-trace');
    const bad = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers and CORS', () => {
  it('sends a CSP and the usual hardening headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Not in development: HSTS would pin localhost to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on errors and on every later response', async () => {
    const first = await t.app.inject('/api/health');
    const missing = await t.app.inject('/api/v1.5/no-such-route');
    expect(missing.statusCode).toBe(404);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy'])
      expect(missing.headers[name]).toBe(first.headers[name]);
  });

  it('allows a listed origin with credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1.5/courses',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('does not allow an unlisted origin', async () => {
    const res = await t.app.inject({
      url: '/api/v1.5/courses',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/v1.5/courses', '/api/v1.5/courses/{id}']),
    );
    expect(doc.paths['/api/v1.5/courses/{id}'].get.responses['404']).toBeDefined();
  });

  it('serves the docs UI', async () => {
    const res = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe('a request without Host', () => {
  /** Sends raw bytes and reads the whole answer (the server closes the connection). */
  function rawExchange(port: number, bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('is refused with the error body on HTTP/1.1, and served on HTTP/1.0', async () => {
    const port = Number(new URL(await listenOnLoopback(t.app)).port);
    const refused = await rawExchange(port, 'GET /api/ready HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(refused).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({
      code: 'MISSING_HOST',
      statusCode: 400,
      requestId: expect.any(String),
    });
    const old = await rawExchange(port, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(old).toMatch(/^HTTP\/1\.1 200 /);
  });
});
