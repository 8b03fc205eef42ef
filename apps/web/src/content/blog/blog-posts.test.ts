// eslint-disable-next-line no-restricted-imports -- the test reads the committed image files
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../programs';
import { BLOG_POSTS, BLOG_SUMMARY_LIMIT, findBlogPost, loadBlogPostBody } from './blog-index';

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into a served asset URL.
const PUBLIC_DIR = `${import.meta.dirname}/../../../public`;

/** Width and height from a PNG's IHDR chunk. */
function readPngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const ids = BLOG_POSTS.map((post) => post.id);

describe('blog posts (content/blog/*.md through the build plugin)', () => {
  it('has at least five posts, six to ten among them, with unique ids', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(5);
    expect(ids).toEqual(expect.arrayContaining(['six', 'seven', 'eight', 'nine', 'ten']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists the newest first', () => {
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(BLOG_POSTS.map((post) => [post.id, post] as const))(
    '%s has every front-matter field, a readable date and its images',
    (id, post) => {
      for (const field of ['title', 'genre', 'summary', 'author', 'imageAlt'] as const)
        expect(post[field].trim(), field).not.toBe('');
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const [year, month, day] = post.date.split('-').map(Number);
      const monthName = new Date(Date.UTC(year!, month! - 1, day)).toLocaleString('en-IN', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(post.dateText).toBe(`${day} ${monthName} ${year}`);
      expect(post.image).toBe(`/images/blog/${id}.svg`);
      expect(existsSync(`${PUBLIC_DIR}${post.image}`)).toBe(true);
      expect(post.shareImage).toBe(`/og/blog-${id}.png`);
    },
  );

  it('has summaries both over and within the 150 characters a card shows', () => {
    const lengths = BLOG_POSTS.map((post) => post.summary.length);
    expect(lengths.some((length) => length > BLOG_SUMMARY_LIMIT)).toBe(true);
    expect(lengths.some((length) => length <= BLOG_SUMMARY_LIMIT)).toBe(true);
  });

  it.each(ids)('%s is a real article: its body, word count and reading time agree', async (id) => {
    const post = findBlogPost(id)!;
    const html = await loadBlogPostBody(id);
    expect(html).toMatch(/^<(h2|p)>/);
    expect(html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/lorem ipsum/i);
    const words = html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&[#\w]+;/g, ' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    expect(post.wordCount).toBe(words);
    expect(post.wordCount).toBeGreaterThanOrEqual(700);
    expect(post.wordCount).toBeLessThanOrEqual(1300);
    expect(post.readingMinutes).toBe(Math.ceil(words / 200));
  });

  it('links only to pages that exist', async () => {
    const known = new Set([
      '/programs',
      '/blog',
      ...ids.map((id) => `/blog/${id}`),
      ...PROGRAMS.map((program) => `/course/${program.slug}`),
    ]);
    for (const id of ids) {
      const html = await loadBlogPostBody(id);
      for (const [, href] of html.matchAll(/<a href="([^"]+)"/g)) {
        if (/^(https:|mailto:)/.test(href!)) continue;
        expect(known, `${id} links to ${href}`).toContain(href);
      }
    }
  });

  it('finds a post in any casing, and no other', () => {
    expect(findBlogPost('Six')?.id).toBe('six');
    expect(findBlogPost('nope')).toBeUndefined();
    expect(findBlogPost(undefined)).toBeUndefined();
  });
});

describe('link-preview images (scripts/og-images.mjs)', () => {
  it.each([
    ...ids.map((id) => `/og/blog-${id}.png`),
    ...PROGRAMS.map((program) => `/og/program-${program.id}.png`),
    '/og/kaksha.png',
  ])('%s is a 1200×630 PNG under 80 KB', (path) => {
    const file = `${PUBLIC_DIR}${path}`;
    expect(existsSync(file)).toBe(true);
    expect(readPngSize(file)).toEqual({ width: 1200, height: 630 });
    expect(readFileSync(file).length).toBeLessThan(80 * 1024);
  });

  it('has the publisher logo the posts’ JSON-LD names', () => {
    expect(readPngSize(`${PUBLIC_DIR}/og/logo.png`)).toEqual({ width: 512, height: 512 });
  });
});
