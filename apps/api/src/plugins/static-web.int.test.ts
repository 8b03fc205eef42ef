import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { SITE_URL_PLACEHOLDER } from '@kaksha/shared';
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
  for (const dir of ['about-us', 'course/webmonk', 'unsuccess', 'blog'])
    mkdirSync(path.join(dist, dir), { recursive: true });
  const page = (body: string, head = '') =>
    `<!doctype html><html><head><meta name="description" content="Default" /><title>Kaksha</title><meta name="kaksha:site-url" content="${SITE_URL_PLACEHOLDER}" />${head}</head><body><div id="root">${body}</div></body></html>`;
  // What the web build writes: prerendered pages, the shell, the Not-found page, the route table.
  writeFileSync(path.join(dist, 'index.html'), page('<h1>home</h1>'));
  writeFileSync(
    path.join(dist, 'about-us', 'index.html'),
    page('<h1>about</h1>', `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}/about-us" />`),
  );
  writeFileSync(path.join(dist, 'course', 'webmonk', 'index.html'), page('<h1>Webmonk</h1>'));
  writeFileSync(
    path.join(dist, 'unsuccess', 'index.html'),
    page('<h1>sorry</h1>', '<meta name="robots" content="noindex" />'),
  );
  writeFileSync(path.join(dist, 'app-shell.html'), page('shell'));
  writeFileSync(path.join(dist, '404.html'), page('<h1>Page not found</h1>'));
  writeFileSync(
    path.join(dist, 'blog', 'rss.xml'),
    `<?xml version="1.0"?><rss><channel><link>${SITE_URL_PLACEHOLDER}/blog</link></channel></rss>`,
  );
  const manifest: WebRouteManifest = {
    prerendered: ['/', '/about-us', '/course/webmonk', '/unsuccess'],
    routes: [
      { pattern: '/', branch: 'public' },
      { pattern: '/about-us', branch: 'public' },
      { pattern: '/unsuccess', branch: 'public' },
      { pattern: '/cart', branch: 'public' },
      { pattern: '/login', branch: 'public' },
      { pattern: '/course/:slug', branch: 'public', onlyPrerendered: true },
      { pattern: '/events/:id', branch: 'public' },
      { pattern: '/blog/:id', branch: 'public' },
      { pattern: '/user-profile', branch: 'learner' },
      { pattern: '/operations/sales', branch: 'staff' },
      { pattern: '/coupons', branch: 'staff' },
    ],
  };
  writeFileSync(path.join(dist, 'route-manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What scripts/precompress.mjs writes beside a text asset.
  const styles = `body{color:#123}${' '.repeat(3000)}`;
  writeFileSync(path.join(dist, 'assets', 'index-def456.css'), styles);
  writeFileSync(path.join(dist, 'assets', 'index-def456.css.br'), brotliCompressSync(styles));
  writeFileSync(path.join(dist, 'assets', 'index-def456.css.gz'), gzipSync(styles));
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

  it('serves a prerendered page at its canonical path, and moves other spellings there with 301', async () => {
    for (const url of ['/about-us', '/about-us?ref=x']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>about</h1>');
    }
    for (const [url, location] of [
      ['/About-us', '/about-us'],
      ['/ABOUT-US/', '/about-us'],
      ['/about-us/?ref=x&y=%2F', '/about-us?ref=x&y=%2F'],
      ['/course/Webmonk', '/course/webmonk'],
      ['/course/web%6Donk', '/course/webmonk'],
    ] as const) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('writes the public address where the build left its placeholder', async () => {
    const res = await t.app.inject({ url: '/about-us', headers: { accept: 'text/html' } });
    expect(res.body).toContain(`<meta name="kaksha:site-url" content="${t.config.publicUrl}" />`);
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/about-us" />`);
    expect(res.body).not.toContain(SITE_URL_PLACEHOLDER);
    for (const url of ['/cart', '/no-such-page']) {
      const other = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(other.body, url).toContain(`content="${t.config.publicUrl}"`);
    }
    const feed = await t.app.inject('/blog/rss.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain(`<link>${t.config.publicUrl}/blog</link>`);
    // The files themselves are never served with the placeholder.
    for (const url of ['/about-us/index.html', '/app-shell.html']) {
      const raw = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(raw.body, url).not.toContain(SITE_URL_PLACEHOLDER);
    }
  });

  it('answers a repeated page request with 304 when the page has not changed', async () => {
    const first = await t.app.inject({ url: '/about-us', headers: { accept: 'text/html' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      url: '/about-us',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('adds the program page its Course block with the price the catalogue charges today', async () => {
    const res = await t.app.inject({ url: '/course/webmonk', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    const course = (await t.app.inject('/api/v1.5/courses/webmonk')).json();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Course',
      name: course.name,
      url: `${t.config.publicUrl}/course/webmonk`,
      provider: { '@type': 'Organization', name: 'Kaksha' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: (course.discountedPrice ?? course.price).toFixed(2),
      },
    });
  });

  it('lists the indexable pages and the open events in sitemap.xml', async () => {
    const staff = await signInAs(t.app, t.database, 'EVENTS');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/events',
      headers: bearer(staff.accessToken),
      payload: { heading: 'Sitemap night', subHeading: 'Crawl me', date: '2031-04-05T19:00' },
    });
    const event = created.json();
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    const base = t.config.publicUrl;
    expect(locations).toEqual(
      expect.arrayContaining([
        `${base}/`,
        `${base}/about-us`,
        `${base}/course/webmonk`,
        `${base}/events/${event.uniqueNameForUrl}`,
      ]),
    );
    // A page that asks not to be indexed stays out.
    expect(locations).not.toContain(`${base}/unsuccess`);
  });

  it('keeps the API, learner, staff and browser-state pages out of search in robots.txt', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const disallowed = res.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed.sort()).toEqual(
      ['/api/', '/cart', '/coupons', '/login', '/operations/sales', '/user-profile'].sort(),
    );
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
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

  it("sends the build's Brotli or gzip copy of an asset, whichever the browser takes", async () => {
    const br = await t.app.inject({
      url: '/assets/index-def456.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/^body\{color:#123\}/);
    const gz = await t.app.inject({
      url: '/assets/index-def456.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/^body\{color:#123\}/);
    const plain = await t.app.inject({ url: '/assets/index-def456.css' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^body\{color:#123\}/);
    // The copies are not pages of their own.
    const copy = await t.app.inject({
      url: '/assets/index-def456.css.br',
      headers: { accept: '*/*' },
    });
    expect(copy.statusCode).toBe(404);
  });

  it('compresses a page once and answers each browser in the encoding it takes', async () => {
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        url: '/about-us',
        headers: { accept: 'text/html', 'accept-encoding': accept },
      });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toContain('Accept-Encoding');
      expect(decode(res.rawPayload).toString(), accept).toContain('<h1>about</h1>');
    }
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
        '<title>Kaksha | Rust &amp; &quot;WebAssembly&quot; in practice</title>',
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
      const blocks = [
        ...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
      expect(blocks.map((block) => block['@type'])).toEqual(['Event', 'BreadcrumbList', 'FAQPage']);
      expect((blocks[2]!.mainEntity as unknown[]).length).toBe(10);
      expect(res.body).toContain(`content="${t.config.publicUrl}/og/kaksha.png"`);
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
