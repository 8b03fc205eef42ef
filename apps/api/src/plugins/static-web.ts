import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchWebRoute, normalizeWebPath } from '@kaksha/shared';
import type { WebRouteManifest } from '@kaksha/shared';
import { buildRobotsTxt, buildSitemapXml } from './site-map';
import { PUBLIC } from '../core/access';
import { declareScopeAccess } from './access-policy';
import {
  isNoIndex,
  loadWebDocuments,
  precompressPages,
  NOT_FOUND_FILE,
  pageFileOf,
  pickEncoding,
  SHELL_FILE,
  withHeadTags,
} from './web-documents';
import type { WebDocument, WebDocuments } from './web-documents';

const MANIFEST_FILE = 'route-manifest.json';

/** A page whose head (and existence) the server knows at request time, e.g. an event's page. */
export type PageHeadResolver = (
  pathname: string,
) => Promise<{ status: 200 | 404; headTags: string[] } | undefined>;

export interface StaticWebOptions {
  webDistDir: string;
  apiBasePath: string;
  /** Written into the built pages and feeds in place of the build's placeholder. */
  publicUrl: string;
  /** Pages drawn in the browser whose existence the server knows (events): head or 404. */
  shellPageHeads?: PageHeadResolver;
  /** Head tags the server adds to a prerendered page (the program pages' Course with its price). */
  prerenderedHeads?: (canonicalPath: string) => Promise<string[] | undefined>;
  /** Pages for the sitemap besides the prerendered ones (open events). */
  listDynamicPages?: () => Promise<string[]>;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. A page
 * path gets its prerendered HTML when the build made one (at its canonical, lower-case path: any
 * other spelling is a 301 there), the app shell for the other pages of the route table (learner
 * and staff pages, ids not known at build time), and the prerendered Not-found page with status
 * 404 for anything else. API paths answer their own 404. Also sitemap.xml, robots.txt and the
 * build's feeds.
 */
export async function registerStaticWeb(parent: FastifyInstance, options: StaticWebOptions) {
  const { webDistDir } = options;
  const required = [MANIFEST_FILE, SHELL_FILE, NOT_FOUND_FILE, 'index.html'];
  if (!required.every((file) => existsSync(path.join(webDistDir, file)))) {
    parent.log.warn({ webDistDir }, 'web app not built: only the API is served');
    return false;
  }
  const manifest = JSON.parse(
    readFileSync(path.join(webDistDir, MANIFEST_FILE), 'utf8'),
  ) as WebRouteManifest;
  const documents = loadWebDocuments(webDistDir, manifest, options.publicUrl);
  precompressPages(documents).catch((error: unknown) =>
    parent.log.warn({ err: error }, 'pages could not be compressed in advance'),
  );
  await parent.register(async (app) => {
    declareScopeAccess(app, PUBLIC);
    await serveWebApp(app, manifest, documents, options);
    registerSearchFiles(app, manifest, documents, options);
  });
  return true;
}

export type WebPage = { file: string; status: 200 | 404 };

/** Which file answers a page path, and with what status (the lookups built once, per manifest). */
export function createWebPageResolver(manifest: WebRouteManifest): (pathname: string) => WebPage {
  const prerendered = new Set(manifest.prerendered);
  return (pathname) => {
    const normalized = normalizeWebPath(pathname);
    if (prerendered.has(normalized)) return { file: pageFileOf(normalized), status: 200 };
    const route = matchWebRoute(manifest, normalized);
    if (route && !route.onlyPrerendered) return { file: SHELL_FILE, status: 200 };
    return { file: NOT_FOUND_FILE, status: 404 };
  };
}

function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  document: WebDocument,
  headTags?: readonly string[],
) {
  reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  // A page with request-time head tags is compressed on the way out like any answer.
  if (headTags?.length) return reply.send(withHeadTags(document.body, headTags));
  reply.header('ETag', document.etag).header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === document.etag)
    return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(document.body);
  return reply.header('Content-Encoding', encoding).send(document.encoded(encoding));
}

async function serveWebApp(
  app: FastifyInstance,
  manifest: WebRouteManifest,
  documents: WebDocuments,
  options: StaticWebOptions,
) {
  const { apiBasePath } = options;
  const resolveWebPage = createWebPageResolver(manifest);
  const page = (file: string) => documents.pages.get(file)!;
  await app.register(fastifyStatic, {
    root: options.webDistDir,
    wildcard: false,
    index: false,
    // The build writes a Brotli and a gzip copy beside each text asset (scripts/precompress.mjs).
    preCompressed: true,
    // Pages and feeds are served from memory below, with the public address written in.
    globIgnore: ['**/*.html', '**/*.xml', '**/*.br', '**/*.gz', MANIFEST_FILE],
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'Cache-Control',
        isHashedAsset
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    if (pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`))
      return reply.callNotFound();
    const feed = documents.feeds.get(pathname);
    if (feed) {
      const type = pathname.endsWith('rss.xml') ? 'application/rss+xml' : 'application/xml';
      return reply
        .header('Cache-Control', 'public, max-age=0, must-revalidate')
        .header('ETag', feed.etag)
        .type(`${type}; charset=utf-8`)
        .send(feed.body);
    }
    const wantsHtml =
      (request.headers.accept ?? '*/*').includes('text/html') ||
      request.headers.accept === undefined;
    // A missing file with an extension (e.g. an old hashed asset) is a real 404, not the app shell.
    if (path.extname(pathname) && !wantsHtml) return reply.callNotFound();
    const found = resolveWebPage(pathname);
    if (found.file === SHELL_FILE) {
      const head = await options.shellPageHeads?.(pathname);
      if (head?.status === 404) return sendDocument(request, reply, 404, page(NOT_FOUND_FILE));
      return sendDocument(request, reply, 200, page(SHELL_FILE), head?.headTags);
    }
    if (found.status === 404) return sendDocument(request, reply, 404, page(NOT_FOUND_FILE));
    // One address per page: /About-us, /course/IOT and /blog/ move to their canonical spelling.
    const canonical = normalizeWebPath(pathname);
    if (pathname !== canonical)
      return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
    const extra = await options.prerenderedHeads?.(canonical);
    return sendDocument(request, reply, 200, page(found.file), extra);
  });
}

function registerSearchFiles(
  app: FastifyInstance,
  manifest: WebRouteManifest,
  documents: WebDocuments,
  options: StaticWebOptions,
) {
  const indexed = manifest.prerendered.filter(
    (urlPath) => !isNoIndex(documents.pages.get(pageFileOf(urlPath))!.body),
  );
  const robots = buildRobotsTxt(manifest, options.publicUrl, options.apiBasePath);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const dynamic = (await options.listDynamicPages?.()) ?? [];
    const xml = await buildSitemapXml(options.publicUrl, [...indexed, ...dynamic]);
    return reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
}
