import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_URL_PLACEHOLDER, type WebRouteManifest } from '@kaksha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestConfig, type TestApp } from '../harness';
import { bearer, signInAs } from '../accounts';

/**
 * Issue 23 item 15: the server writes an event's heading into the page head with
 * String.prototype.replace. With a string replacement, `$&`, `` $` `` and `$'` in the heading
 * were replacement patterns: they pasted the matched `</head>` or the whole page before or after
 * it into the head (a broken page, and markup the heading's author did not write).
 */
let t: TestApp;
beforeAll(async () => {
  const dist = path.join(createTestConfig().dataDir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  const page = (body: string) =>
    `<!doctype html><html><head><title>Kaksha</title><meta name="kaksha:site-url" content="${SITE_URL_PLACEHOLDER}" /></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(dist, 'index.html'), page('<h1>home</h1>'));
  writeFileSync(path.join(dist, 'app-shell.html'), page('shell'));
  writeFileSync(path.join(dist, '404.html'), page('<h1>Page not found</h1>'));
  const manifest: WebRouteManifest = {
    prerendered: ['/'],
    routes: [
      { pattern: '/', branch: 'public' },
      { pattern: '/events/:id', branch: 'public' },
    ],
  };
  writeFileSync(path.join(dist, 'route-manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('event page heads', () => {
  it("keep $&, $` and $' in a heading literal", async () => {
    const staff = await signInAs(t.app, t.database, 'EVENTS');
    const heading = "Save $& now: $` and $' plus $$ and $1";
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1.5/events',
      headers: bearer(staff.accessToken),
      payload: { heading, date: '2031-03-05T19:00', speakerName: 'Kabir Shah' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      url: `/events/${created.json().uniqueNameForUrl}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Kaksha | Save $&amp; now: $` and $&#39; plus $$ and $1</title>');
    // The page is itself once: one head, one body, the shell once.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
    expect(html.match(/shell/g)).toHaveLength(1);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'Event', name: heading });
  });
});
