import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SITE_URL_PLACEHOLDER } from '@kaksha/shared';
import type { WebRouteManifest } from '@kaksha/shared';

export const SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';

/** A text file of the build, read once, with the site's public address in place of the placeholder. */
export interface WebDocument {
  body: string;
  /** Quoted strong validator, for conditional requests. */
  etag: string;
  /** The body compressed once, on first use, at the strongest settings (not per request). */
  encoded(encoding: PageEncoding): Buffer;
  /** Compresses the body with Brotli as `encoded` would, off the event loop, unless done already. */
  precompressBrotli(): Promise<void>;
  /** Has the body been compressed this way already? */
  isCompressed(encoding: PageEncoding): boolean;
}

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header: Brotli, else gzip, else none
 * (a `q=0` refuses one).
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The build's HTML pages (prerendered pages, the app shell, the Not-found page) and feeds (.xml),
 * loaded at start with `PUBLIC_URL` written where the build left its placeholder: canonical links,
 * Open Graph, JSON-LD, the RSS feed and the `kaksha:site-url` meta tag the browser reads.
 */
export interface WebDocuments {
  /** By file under the build, e.g. 'about-us/index.html'. */
  pages: ReadonlyMap<string, WebDocument>;
  /** By URL path, e.g. '/blog/rss.xml'. */
  feeds: ReadonlyMap<string, WebDocument>;
}

export function pageFileOf(normalizedPath: string): string {
  return normalizedPath === '/' ? 'index.html' : `${normalizedPath.slice(1)}/index.html`;
}

const brotliCompressAsync = promisify(brotliCompress);

const brotliOptions = (body: string) => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
});

function toDocument(text: string, publicUrl: string): WebDocument {
  const body = text.replaceAll(SITE_URL_PLACEHOLDER, () => publicUrl);
  let hash = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193);
  const cache: Partial<Record<PageEncoding, Buffer>> = {};
  return {
    body,
    etag: `"${(hash >>> 0).toString(36)}-${body.length.toString(36)}"`,
    encoded(encoding) {
      return (cache[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(body, brotliOptions(body))
          : gzipSync(body, { level: 9 }));
    },
    async precompressBrotli() {
      if (cache.br) return;
      const compressed = await brotliCompressAsync(body, brotliOptions(body));
      // The same bytes as `encoded` makes: a page asked for meanwhile keeps them.
      cache.br ??= compressed;
    },
    isCompressed: (encoding) => cache[encoding] !== undefined,
  };
}

/**
 * Compresses every page with Brotli (what browsers ask for) in the background, one page at a
 * time in libuv's thread pool, so the first visitor of a page after a start does not wait for its
 * compression (about 150 ms for the landing page at quality 11, on the event loop).
 */
export async function precompressPages(documents: WebDocuments): Promise<void> {
  for (const document of documents.pages.values()) await document.precompressBrotli();
}

/** The .xml files of the build outside /assets/, as URL paths. */
function listFeeds(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === 'assets' ? [] : listFeeds(dir, relative);
    return entry.name.endsWith('.xml') ? [`/${relative}`] : [];
  });
}

export function loadWebDocuments(
  webDistDir: string,
  manifest: WebRouteManifest,
  publicUrl: string,
): WebDocuments {
  // The address lands inside attributes and JSON strings: it must not be able to leave them.
  if (/["'<>&\\\s]/.test(publicUrl)) throw new Error(`PUBLIC_URL cannot contain ${publicUrl}`);
  const read = (file: string) =>
    toDocument(readFileSync(path.join(webDistDir, file), 'utf8'), publicUrl);
  const files = ['index.html', SHELL_FILE, NOT_FOUND_FILE, ...manifest.prerendered.map(pageFileOf)];
  return {
    pages: new Map(files.map((file) => [file, read(file)])),
    feeds: new Map(listFeeds(webDistDir).map((urlPath) => [urlPath, read(urlPath.slice(1))])),
  };
}

/** The page with these head tags in place of its default <title> and description. */
export function withHeadTags(page: string, headTags: readonly string[]): string {
  if (headTags.length === 0) return page;
  let html = page;
  if (headTags.some((tag) => tag.startsWith('<title')))
    html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (headTags.some((tag) => tag.startsWith('<meta name="description"')))
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  // A function replacement: `$&`, `$\`` and `$'` in an event's heading stay as written.
  const inserted = `    ${headTags.join('\n    ')}\n  </head>`;
  return html.replace('</head>', () => inserted);
}

/** Does the page ask search engines not to index it (payment results, the Not-found page)? */
export function isNoIndex(page: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(page);
}
