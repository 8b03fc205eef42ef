// Build-time only: reads content/blog/<id>.md (YAML front matter + Markdown body) into a post's
// facts and HTML, and refuses a post with a missing or malformed field with an error that names
// the file and the field, so a broken post stops the build instead of shipping.
// eslint-disable-next-line no-restricted-imports -- build tooling: runs in Node, never in the browser
import { existsSync, readdirSync, readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- build tooling: runs in Node, never in the browser
import path from 'node:path';
import matter from 'gray-matter';
import type { BlogPostMeta } from '../../src/content/blog/blog-post.types';
import { renderBlogMarkdown } from './blog-markdown';

export interface BlogPostSource {
  meta: BlogPostMeta;
  html: string;
}

/** Front-matter fields every post must have (and the only ones it may have). */
export const BLOG_FRONT_MATTER_FIELDS = [
  'title',
  'genre',
  'summary',
  'author',
  'date',
  'image',
  'imageAlt',
] as const;

const POST_ID = /^[a-z][a-z0-9-]*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BLOG_IMAGE = /^\/images\/blog\/[\w-]+\.(?:svg|webp|avif)$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export class BlogPostError extends Error {
  constructor(file: string, problem: string) {
    super(`Blog post ${file}: ${problem}`);
    this.name = 'BlogPostError';
  }
}

/** "2025-06-14" → "14 June 2025": by hand, so no locale or time zone can change it. */
export function formatBlogDate(isoDate: string): string {
  const [, year, month, day] = ISO_DATE.exec(isoDate) ?? [];
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/**
 * The date as written. YAML reads an unquoted 2025-06-14 as a Date, and rolls 2025-02-30 over to
 * 2 March without a word, so a Date is checked against the front matter's own text.
 */
function readIsoDate(value: unknown, frontMatter: string): string | undefined {
  const text = value instanceof Date ? /^date:\s*['"]?([^'"\s#]*)/m.exec(frontMatter)?.[1] : value;
  if (typeof text !== 'string') return undefined;
  const [, year, month, day] = ISO_DATE.exec(text) ?? [];
  if (!year) return undefined;
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return parsed.toISOString().slice(0, 10) === text ? text : undefined;
}

export interface ParseOptions {
  /** apps/web/public: the cover image must exist there. */
  publicDir?: string;
}

/** One post from its file's text. `fileName` is `<id>.md`. */
export function parseBlogPost(
  fileName: string,
  source: string,
  { publicDir }: ParseOptions = {},
): BlogPostSource {
  const id = path.basename(fileName, '.md');
  if (!POST_ID.test(id)) {
    throw new BlogPostError(fileName, 'the file name (the post id) must be lower-case words');
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // No cache: gray-matter would hand back the object parsed the last time from the same text.
    parsed = matter(source, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new BlogPostError(fileName, `the front matter is not valid YAML (${reason})`);
  }
  const { data, content } = parsed;
  const fields = data as Record<string, unknown>;

  const unknown = Object.keys(fields).filter(
    (key) => !(BLOG_FRONT_MATTER_FIELDS as readonly string[]).includes(key),
  );
  if (unknown.length > 0) {
    throw new BlogPostError(fileName, `unknown front-matter field "${unknown[0]}"`);
  }
  const text: Partial<Record<(typeof BLOG_FRONT_MATTER_FIELDS)[number], string>> = {};
  for (const field of BLOG_FRONT_MATTER_FIELDS) {
    if (field === 'date') continue;
    const value = fields[field];
    if (value === undefined || value === null) {
      throw new BlogPostError(fileName, `front matter is missing "${field}"`);
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new BlogPostError(fileName, `"${field}" must be non-empty text`);
    }
    text[field] = value.trim();
  }
  if (fields.date === undefined)
    throw new BlogPostError(fileName, 'front matter is missing "date"');
  const date = readIsoDate(fields.date, parsed.matter);
  if (!date) throw new BlogPostError(fileName, '"date" must be an ISO date such as 2025-06-14');

  const image = text.image!;
  if (!BLOG_IMAGE.test(image)) {
    throw new BlogPostError(fileName, `"image" must be a path under /images/blog/, not ${image}`);
  }
  if (publicDir && !existsSync(path.join(publicDir, image))) {
    throw new BlogPostError(fileName, `"image" ${image} is not in apps/web/public`);
  }
  if (content.trim() === '') throw new BlogPostError(fileName, 'the post has no body');

  const body = renderBlogMarkdown(content);
  return {
    meta: {
      id,
      title: text.title!,
      genre: text.genre!,
      summary: text.summary!,
      author: text.author!,
      date,
      dateText: formatBlogDate(date),
      image,
      imageAlt: text.imageAlt!,
      shareImage: `/og/blog-${id}.png`,
      wordCount: body.wordCount,
      readingMinutes: body.readingMinutes,
    },
    html: body.html,
  };
}

/** The newest first; posts of one day by id, so the order never depends on the file system. */
export function compareBlogPosts(a: BlogPostMeta, b: BlogPostMeta): number {
  return b.date.localeCompare(a.date) || a.id.localeCompare(b.id);
}

/** Every post in a directory, newest first (for the RSS feed and the preview images). */
export function readBlogPosts(blogDir: string, options: ParseOptions = {}): BlogPostSource[] {
  return readdirSync(blogDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => parseBlogPost(file, readFileSync(path.join(blogDir, file), 'utf8'), options))
    .sort((a, b) => compareBlogPosts(a.meta, b.meta));
}
