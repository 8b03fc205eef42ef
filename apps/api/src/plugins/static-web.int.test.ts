import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WebRouteManifest } from '@kaksha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, signInAs } from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  const probe = await createTestApp();
  const dist = path.join(probe.config.dataDir, 'web-dist');
  await probe.close();
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'about-us'), { recursive: true });
  const page = (body: string) =>
    `<!doctype html><html><head><meta name="description" content="Default" /><title>Kaksha</title></head><body><div id="root">${body}</div></body></html>`;
  // What the web build writes: prerendered pages, the shell, the Not-found page, the route table.
  writeFileSync(path.join(dist, 'index.html'), page('<h1>home</h1>'));
  writeFileSync(path.join(dist, 'about-us', 'index.html'), page('<h1>about</h1>'));
  writeFileSync(path.join(dist, 'app-shell.html'), page('shell'));
  writeFileSync(path.join(dist, '404.html'), page('<h1>Page not found</h1>'));
  const manifest: WebRouteManifest = {
    prerendered: ['/', '/about-us'],
    routes: [
      { pattern: '/', branch: 'public' },
      { pattern: '/about-us', branch: 'public' },
      { pattern: '/cart', branch: 'public' },
      { pattern: '/course/:slug', branch: 'public', onlyPrerendered: true },
      { pattern: '/events/:id', branch: 'public' },
      { pattern: '/blog/:id', branch: 'public' },
      { pattern: '/operations/sales', branch: 'staff' },
    ],
  };
  writeFileSync(path.join(dist, 'route-manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('serves the prerendered landing page at /', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<h1>home</h1>');
  });

  it('serves a prerendered page whatever its case or trailing slash', async () => {
    for (const url of ['/about-us', '/About-us', '/ABOUT-US/', '/about-us?ref=x']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>about</h1>');
    }
  });

  it('answers the other pages of the route table with the shell', async () => {
    for (const url of ['/cart', '/operations/sales', '/blog/six?x=1']) {
      const res = await t.app.inject({
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an unknown page with the Not-found page and 404', async () => {
    for (const url of ['/no-such-page', '/course/rust', '/operations/nope', '/blog/a/b', '/%00']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('Page not found');
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

describe('event pages', () => {
  it('serve the shell with the event in the head: title, description, Open Graph, JSON-LD', async () => {
    const staff = await signInAs(t.app, t.database, 'EVENTS');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/events',
      headers: bearer(staff.accessToken),
      payload: {
        heading: 'Rust & WebAssembly </script><script>alert(1)</script>',
        subHeading: 'Fast code in the browser',
        date: '2031-03-05T19:00',
        speakerName: 'Kabir Shah',
      },
    });
    // A heading with HTML tags is refused; one with only an ampersand and quotes is not.
    expect(created.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/events',
      headers: bearer(staff.accessToken),
      payload: {
        heading: 'Rust & "WebAssembly" in practice',
        subHeading: 'Fast code in the browser',
        date: '2031-03-05T19:00',
        speakerName: 'Kabir Shah',
      },
    });
    const event = ok.json();
    for (const url of [`/events/${event.uniqueNameForUrl}`, `/events/${event.id}`]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.body).toContain(
        '<title>Rust &amp; &quot;WebAssembly&quot; in practice | Kaksha events</title>',
      );
      expect(res.body).not.toContain('<title>Kaksha</title>');
      expect(res.body).not.toContain('content="Default"');
      expect(res.body).toContain('March 5, 2031, 7:00 PM IST');
      expect(res.body).toContain('<meta property="og:title"');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(jsonLd!)).toMatchObject({
        '@type': 'Event',
        name: 'Rust & "WebAssembly" in practice',
        startDate: '2031-03-05T13:30:00.000Z',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation' },
        performer: { name: 'Kabir Shah' },
      });
    }

    await t.app.inject({
      method: 'PUT',
      url: `/api/v1.5/events/delete/${event.id}?isDeleted=true`,
      headers: bearer(staff.accessToken),
    });
    const deleted = await t.app.inject({
      url: `/events/${event.uniqueNameForUrl}`,
      headers: { accept: 'text/html' },
    });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).toContain('Page not found');
  });

  it('answer 404 with the Not-found page for an unknown or malformed event', async () => {
    for (const url of ['/events/no-such-event', '/events/123456789', '/events/%00']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });
});
