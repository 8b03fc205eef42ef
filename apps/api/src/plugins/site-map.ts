import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { WebRouteManifest } from '@kaksha/shared';

/** sitemap.xml of these page paths (each already in its canonical form) under the public address. */
export async function buildSitemapXml(
  publicUrl: string,
  paths: readonly string[],
): Promise<string> {
  const stream = new SitemapStream({ hostname: `${publicUrl}/` });
  const links = paths.map((url) => ({
    url,
    changefreq: url === '/' || url.startsWith('/event') ? 'daily' : 'weekly',
    priority: url === '/' ? 1 : url.startsWith('/course/') || url === '/programs' ? 0.9 : 0.6,
  }));
  return (await streamToPromise(Readable.from(links).pipe(stream))).toString('utf8');
}

/** The fixed part of a route pattern, '/operations/sales' or '/blog' for '/blog/:id'. */
function staticPrefix(pattern: string): string {
  const cut = pattern.indexOf('/:');
  return cut === -1 ? pattern : pattern.slice(0, cut);
}

/**
 * robots.txt: the API, the learner and staff pages and the pages drawn from a browser's own state
 * (cart, log-in, sign-up) stay out of search; the sitemap names the rest.
 */
export function buildRobotsTxt(
  manifest: WebRouteManifest,
  publicUrl: string,
  apiBasePath: string,
): string {
  const prerendered = new Set(manifest.prerendered);
  const hidden = manifest.routes
    .filter((route) =>
      route.branch === 'public'
        ? !route.pattern.includes(':') && !prerendered.has(route.pattern.toLowerCase())
        : true,
    )
    .map((route) => staticPrefix(route.pattern));
  const disallowed = [...new Set([`${apiBasePath}/`, ...hidden])].sort();
  return [
    'User-agent: *',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
