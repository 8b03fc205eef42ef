import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  const probe = await createTestApp();
  const dist = path.join(probe.config.dataDir, 'web-dist');
  await probe.close();
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div>shell</body></html>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves the shell at /', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('shell');
  });

  it('answers client routes with the shell (SPA fallback)', async () => {
    for (const url of ['/cart', '/course/Webmonk', '/operations/sales', '/blog/six?x=1']) {
      const res = await t.app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an unknown page with the shell and 404, so the Not-found page renders with the right status', async () => {
    for (const url of ['/no-such-page', '/course/rust', '/operations/nope', '/blog/a/b', '/%00']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('shell');
    }
    for (const url of [
      '/About-us',
      '/course/IOT',
      '/terms_condition',
      '/events/some-event',
      '/cart/',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('never answers the shell for /api paths', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    const res = await t.app.inject({ url: '/assets/gone-999.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
