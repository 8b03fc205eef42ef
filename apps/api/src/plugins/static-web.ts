import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchWebRoute, normalizeWebPath } from '@kaksha/shared';
import type { WebRouteManifest } from '@kaksha/shared';
import { declareScopeAccess, PUBLIC } from './access-policy';

const MANIFEST_FILE = 'route-manifest.json';
const SHELL_FILE = 'app-shell.html';
const NOT_FOUND_FILE = '404.html';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. A page
 * path gets its prerendered HTML when the build made one, the app shell for the other pages of the
 * route table (learner and staff pages, ids not known at build time), and the prerendered
 * Not-found page with status 404 for anything else. API paths answer their own 404.
 */
/** A page whose head (and existence) the server knows at request time, e.g. an event's page. */
export type PageHeadResolver = (
  pathname: string,
) => Promise<{ status: 200 | 404; headTags: string[] } | undefined>;

export async function registerStaticWeb(
  parent: FastifyInstance,
  webDistDir: string,
  apiBasePath: string,
  pageHeads?: PageHeadResolver,
) {
  const required = [MANIFEST_FILE, SHELL_FILE, NOT_FOUND_FILE, 'index.html'];
  if (!required.every((file) => existsSync(path.join(webDistDir, file)))) {
    parent.log.warn({ webDistDir }, 'web app not built: only the API is served');
    return false;
  }
  const manifest = JSON.parse(
    readFileSync(path.join(webDistDir, MANIFEST_FILE), 'utf8'),
  ) as WebRouteManifest;
  await parent.register(async (app) => {
    declareScopeAccess(app, PUBLIC);
    await serveWebApp(app, webDistDir, manifest, apiBasePath, pageHeads);
  });
  return true;
}

export type WebPage = { file: string; status: 200 | 404 };

/** Which file answers a page path, and with what status (the lookups built once, per manifest). */
export function createWebPageResolver(manifest: WebRouteManifest): (pathname: string) => WebPage {
  const prerendered = new Set(manifest.prerendered);
  return (pathname) => {
    const normalized = normalizeWebPath(pathname);
    if (prerendered.has(normalized)) {
      const file = normalized === '/' ? 'index.html' : `${normalized.slice(1)}/index.html`;
      return { file, status: 200 };
    }
    const route = matchWebRoute(manifest, normalized);
    if (route && !route.onlyPrerendered) return { file: SHELL_FILE, status: 200 };
    return { file: NOT_FOUND_FILE, status: 404 };
  };
}

async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  manifest: WebRouteManifest,
  apiBasePath: string,
  pageHeads: PageHeadResolver | undefined,
) {
  const shell = readFileSync(path.join(webDistDir, SHELL_FILE), 'utf8');
  const notFoundPage = readFileSync(path.join(webDistDir, NOT_FOUND_FILE), 'utf8');
  const isPageFile = (filePath: string) => filePath.endsWith('.html');
  const resolveWebPage = createWebPageResolver(manifest);
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      const isShell = isPageFile(filePath);
      res.header(
        'Cache-Control',
        isHashedAsset
          ? 'public, max-age=31536000, immutable'
          : isShell
            ? 'no-cache'
            : 'public, max-age=0, must-revalidate',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`))
      return reply.callNotFound();
    const wantsHtml =
      (request.headers.accept ?? '*/*').includes('text/html') ||
      request.headers.accept === undefined;
    // A missing file with an extension (e.g. an old hashed asset) is a real 404, not the app shell.
    if (path.extname(pathname) && !wantsHtml) return reply.callNotFound();
    const page = resolveWebPage(pathname);
    const head = page.file === SHELL_FILE ? await pageHeads?.(pathname) : undefined;
    if (head) {
      const html = head.status === 404 ? notFoundPage : withHeadTags(shell, head.headTags);
      return reply
        .status(head.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply.status(page.status).type('text/html; charset=utf-8').sendFile(page.file);
  });
}

/** The shell with these head tags in place of its default <title> and description. */
export function withHeadTags(shell: string, headTags: readonly string[]): string {
  if (headTags.length === 0) return shell;
  let html = shell;
  if (headTags.some((tag) => tag.startsWith('<title')))
    html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  if (headTags.some((tag) => tag.startsWith('<meta name="description"')))
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, '');
  return html.replace('</head>', `    ${headTags.join('\n    ')}\n  </head>`);
}
