import { SITE_URL_PLACEHOLDER } from '@kaksha/shared';

/**
 * The site's public address for canonical links, Open Graph and JSON-LD.
 *
 * Pages are prerendered before anyone knows where they will be served, so the build writes this
 * placeholder origin and the server replaces it with `PUBLIC_URL` when it loads the built files
 * (apps/api/src/plugins/static-web.ts), including in the `kaksha:site-url` meta tag of every page.
 * The browser reads that tag, so hydration renders exactly the URLs the HTML already has; without
 * it (Vite's dev server, tests) the page's own origin stands in.
 */

export { SITE_URL_PLACEHOLDER };

const SITE_URL_META = 'meta[name="kaksha:site-url"]';

export function getSiteOrigin(): string {
  if (typeof document === 'undefined') return SITE_URL_PLACEHOLDER;
  const declared = document.querySelector<HTMLMetaElement>(SITE_URL_META)?.content;
  return declared && declared !== SITE_URL_PLACEHOLDER ? declared : window.location.origin;
}

/** `/blog/six` → `https://kaksha.in/blog/six`; absolute links pass through. */
export function toAbsoluteUrl(path: string): string {
  return new URL(path, `${getSiteOrigin()}/`).href;
}
