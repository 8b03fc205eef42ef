/**
 * Every path of the web app (both spec documents' route tables), so the server can answer an
 * unknown path with 404 and the Not-found page instead of a 200 shell. The web router's paths are
 * checked against this list by a test; matching is case-insensitive, as the router's is.
 * `:param` matches one segment; a param listed in WEB_ROUTE_PARAM_VALUES only matches those values.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/coupons',
  '/login',
  '/signup',
  '/refer',
  '/blog',
  '/blog/:id',
  '/campus-associate',
  '/mentor',
  '/about-us',
  '/unsuccess',
  '/cart',
  '/cart-summary',
  '/user-profile',
  '/updated-css',
  '/operations',
  '/operations/manage-events',
  '/operations/sales',
  '/hire-with-us',
  '/event-listing',
  '/events/:id',
  '/course/:slug',
  '/programs',
  '/test',
  '/payment-success',
  '/policy',
  '/terms_condition',
] as const;

/** The four program pages (spec: /course/webmonk, /codeslayer, /machinester, /IOT). */
export const COURSE_PAGE_SLUGS = ['webmonk', 'codeslayer', 'machinester', 'iot'] as const;

export const WEB_ROUTE_PARAM_VALUES: Record<string, readonly string[]> = {
  slug: COURSE_PAGE_SLUGS,
};

const compiled = WEB_ROUTE_PATTERNS.map((pattern) =>
  pattern === '/' ? [] : pattern.slice(1).split('/'),
);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True when the web app has a page at this path (ignoring case and a trailing slash). */
export function isKnownWebPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments =
    trimmed === '/' || trimmed === '' ? [] : trimmed.slice(1).split('/').map(decodeSegment);
  return compiled.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i]!;
        if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase();
        if (segment === '') return false;
        const allowed = WEB_ROUTE_PARAM_VALUES[part.slice(1)];
        return !allowed || allowed.includes(segment.toLowerCase());
      }),
  );
}
