import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { WebRouteManifest } from '@kaksha/shared';
import { api, logInThroughApi } from './accounts';
import { DESKTOP, PHONE, launchBrowser } from './browser';
import { createAccount } from './staff';

// Every page a search engine can find: listed in sitemap.xml, answering 200, loading without a
// console error, and with no axe violation at 375 px and at 1280 px.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/route-manifest.json'), 'utf8'),
) as WebRouteManifest;

let browser: Browser;
let sitemapPaths: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  // An open event, so its page and the listing with a card in it are always among those checked
  // (whatever order the test files run in).
  const staff = await createAccount('Ira Events', 'EVENTS');
  await api('/v1.5/events', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await logInThroughApi(staff.email, staff.password)}`,
    },
    body: JSON.stringify({
      heading: `Indexing live events ${Date.now().toString(36)}`,
      subHeading: 'What search engines read on an event page',
      description: 'A short walk-through of the event page head.',
      date: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      speakerName: 'Kabir Rao',
      isActive: 'Yes',
    }),
  });
  const sitemap = await fetch(new URL('/sitemap.xml', inject('baseURL')));
  const xml = await sitemap.text();
  sitemapPaths = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(sitemapPaths.some((page) => page.startsWith('/events/'))).toBe(true);
});
afterAll(() => browser?.close());

async function fetchStatus(urlPath: string): Promise<number> {
  const response = await fetch(new URL(urlPath, inject('baseURL')), {
    headers: { accept: 'text/html' },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

describe('sitemap.xml and robots.txt', () => {
  it('lists every prerendered public page but the ones kept out of search, each answering 200', async () => {
    const noIndex = ['/payment-success', '/unsuccess', '/updated-css'];
    expect(sitemapPaths).toEqual(
      expect.arrayContaining(manifest.prerendered.filter((page) => !noIndex.includes(page))),
    );
    for (const page of noIndex) expect(sitemapPaths).not.toContain(page);
    for (const page of sitemapPaths) expect(await fetchStatus(page), page).toBe(200);
  });

  it('sends each page its own title, description, canonical link, preview tags and valid JSON-LD before any JavaScript', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of sitemapPaths) {
      const response = await fetch(new URL(page, inject('baseURL')), {
        headers: { accept: 'text/html' },
      });
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const title = /<title>(.*?)<\/title>/.exec(head)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      expect(title, page).toMatch(/^Kaksha \| ./);
      expect(description?.length ?? 0, page).toBeGreaterThan(50);
      expect(titles.get(title!), `${page} shares its title`).toBeUndefined();
      expect(descriptions.get(description!), `${page} shares its description`).toBeUndefined();
      titles.set(title!, page);
      descriptions.set(description!, page);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
      expect(canonical, page).toBe(
        new URL(page, inject('baseURL')).href.replace(/\/$/, page === '/' ? '/' : ''),
      );
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
        expect(head, `${page} ${tag}`).toContain(`property="${tag}"`);
      expect(head, page).toContain('name="twitter:card" content="summary_large_image"');
      const image = /<meta property="og:image" content="([^"]*)"/.exec(head)?.[1];
      expect((await fetch(image!)).status, `${page} ${image}`).toBe(200);
      // Every JSON-LD block (in the head or the page) parses and names its type.
      for (const block of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
        expect(JSON.parse(block[1]!)['@type'], page).toBeTruthy();
    }
  });

  it('keeps staff and learner pages out of search', async () => {
    const robots = await (await fetch(new URL('/robots.txt', inject('baseURL')))).text();
    for (const prefix of ['/api/', '/operations', '/coupons', '/user-profile', '/cart-summary'])
      expect(robots).toContain(`Disallow: ${prefix}`);
    expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });
});

describe.each([
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
])('every page in the sitemap at %s', (_width, viewport) => {
  it('loads without a console error and has no axe violation', async () => {
    // axe is injected as a script: the page's CSP (script-src 'self') is set aside for it.
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport,
      bypassCSP: true,
    });
    const problems: string[] = [];
    try {
      for (const urlPath of sitemapPaths) {
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`${urlPath}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`${urlPath}: ${message.text()}`);
        });
        await page.goto(urlPath, { waitUntil: 'networkidle' });
        await page.addScriptTag({ path: AXE_SOURCE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe;
          const results = await axe.run();
          return results.violations.map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        });
        for (const violation of violations) problems.push(`${urlPath}: axe ${violation}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

interface AxeResults {
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
}
