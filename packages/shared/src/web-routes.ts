/**
 * The web app's route table as the build writes it (apps/web/dist/route-manifest.json, from
 * apps/web/src/app/routes.ts, the one place that lists every page). The server reads it to serve a
 * prerendered page, the app shell, or the Not-found page with status 404.
 */
export type WebRouteBranch = 'public' | 'learner' | 'staff';

export interface WebRouteEntry {
  /** '/course/:slug': `:param` matches one segment; literal parts match ignoring case. */
  pattern: string;
  branch: WebRouteBranch;
  /** Every value of its parameters was rendered at build time: any other value is unknown. */
  onlyPrerendered?: boolean;
}

export interface WebRouteManifest {
  routes: WebRouteEntry[];
  /** Paths rendered to <path>/index.html at build time, lower-case ('/' is index.html). */
  prerendered: string[];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** '/About-us/' -> '/about-us': the form prerendered paths are listed and stored in. */
export function normalizeWebPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.split('/').map(decodeSegment).join('/').toLowerCase();
}

/** The route that would render this path, if any (ignoring case and a trailing slash). */
export function matchWebRoute(
  manifest: WebRouteManifest,
  pathname: string,
): WebRouteEntry | undefined {
  const normalized = normalizeWebPath(pathname);
  const segments = normalized === '/' ? [] : normalized.slice(1).split('/');
  return manifest.routes.find((route) => {
    const parts = route.pattern === '/' ? [] : route.pattern.slice(1).split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i],
      )
    );
  });
}

/**
 * The origin the web build writes into absolute links (canonical, Open Graph, JSON-LD, RSS), which
 * are prerendered before anyone knows where the site will be served. The server replaces it with
 * `PUBLIC_URL` when it loads the built files.
 */
export const SITE_URL_PLACEHOLDER = 'https://kaksha.invalid';
