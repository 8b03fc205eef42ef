import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isKnownWebPath } from '@kaksha/shared';
import { declareScopeAccess, PUBLIC } from './access-policy';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for client routes (never for the API, which answers its own 404). A path the web app
 * has no page for gets the same shell with status 404, which renders the Not-found page.
 */
export async function registerStaticWeb(
  parent: FastifyInstance,
  webDistDir: string,
  apiBasePath: string,
) {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    parent.log.warn({ webDistDir }, 'web app not built: only the API is served');
    return false;
  }
  await parent.register(async (app) => {
    declareScopeAccess(app, PUBLIC);
    await serveWebApp(app, webDistDir, indexFile, apiBasePath);
  });
  return true;
}

async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  indexFile: string,
  apiBasePath: string,
) {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      const isShell = filePath === indexFile;
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

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`))
      return reply.callNotFound();
    const wantsHtml =
      (request.headers.accept ?? '*/*').includes('text/html') ||
      request.headers.accept === undefined;
    // A missing file with an extension (e.g. an old hashed asset) is a real 404, not the app shell.
    if (path.extname(pathname) && !wantsHtml) return reply.callNotFound();
    return reply
      .status(isKnownWebPath(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
