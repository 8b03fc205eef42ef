import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, openPage } from './browser';

// The blog against the built server: the list, a post and back in Chromium; what the server sends
// for a post, an unknown post and the RSS feed before any JavaScript runs.

const blogDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/content/blog',
);

/** Each post's id and title, from the Markdown files the build reads. */
const posts = readdirSync(blogDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const source = readFileSync(path.join(blogDir, file), 'utf8');
    const title = /^title:\s*['"]?(.+?)['"]?$/m.exec(source)?.[1];
    if (!title) throw new Error(`${file} has no title`);
    return { id: path.basename(file, '.md'), title };
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fetchText(urlPath: string, accept = 'text/html') {
  const response = await fetch(new URL(urlPath, inject('baseURL')), {
    headers: { accept },
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

describe('blog journey', () => {
  it('goes from the list to a post by clicking its card, and back with the browser', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/blog');
    await expect.poll(() => page.title()).toBe('Kaksha | Blog');
    const list = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Latest posts' }),
    });
    const cards = list.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);

    // Anywhere on the card opens the post: here over its cover image, away from the title link
    // (whose box covers the card, so the click lands on the card itself).
    const card = cards.nth(1);
    const title = await card.getByRole('heading', { level: 3 }).textContent();
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(/\/blog\/[a-z]+$/);
    // The address changes first; the post's page follows once its code and body are loaded.
    await page.getByRole('heading', { level: 1, name: title!, exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe(`Kaksha | ${title}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).isVisible()).resolves.toBe(
      true,
    );

    await page.goBack();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog', exact: true }).waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays the featured carousel by itself, and its dots and slides work', async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto('/blog');
    const carousel = page.getByRole('region', { name: 'Featured posts' });
    const current = () =>
      carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
    await expect.poll(current).toBe('Go to slide 1');
    // Every 2 s it moves on (with the pointer away from it).
    await expect.poll(current, { timeout: 6000 }).not.toBe('Go to slide 1');

    await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect.poll(current).toBe('Go to slide 4');
    const slide = carousel.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    const title = await slide.getByRole('heading', { level: 3 }).textContent();
    expect(posts.map((post) => post.title)).toContain(title);
    await slide.getByRole('link').click();
    await page.waitForURL(/\/blog\/[a-z]+$/);
    await page.getByRole('heading', { level: 1, name: title!, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scrolling on the list or a post with code and a table', async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    for (const urlPath of ['/blog', '/blog/eight']) {
      await page.goto(urlPath);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, urlPath).toBeLessThanOrEqual(PHONE.width);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('what the server sends for the blog', () => {
  const origin = () => new URL(inject('baseURL')).origin;

  it.each(posts.map((post) => [post.id, post.title] as const))(
    '/blog/%s arrives prerendered with its body, head and JSON-LD',
    async (id, title) => {
      const { status, text: html } = await fetchText(`/blog/${id}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>Kaksha | ${title}</title>`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
      expect(html).toContain(`<link rel="canonical" href="${origin()}/blog/${id}"`);
      expect(html).toContain(`<meta property="og:image" content="${origin()}/og/blog-${id}.png"`);
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).not.toContain('kaksha.invalid');
      const image = await fetch(new URL(`/og/blog-${id}.png`, inject('baseURL')));
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    },
  );

  it('answers an unknown post with 404 and the Not-found page', async () => {
    const { status, text: html } = await fetchText('/blog/nope');
    expect(status).toBe(404);
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('serves the RSS feed with every post, at the public address', async () => {
    const { status, type, text: xml } = await fetchText('/blog/rss.xml', 'application/rss+xml');
    expect(status).toBe(200);
    expect(type).toMatch(/xml/);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).not.toContain('kaksha.invalid');
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    for (const post of posts) {
      expect(xml).toContain(`<title><![CDATA[${post.title}]]></title>`);
      expect(xml).toContain(`<link>${origin()}/blog/${post.id}</link>`);
    }
  });
});
