import { siteConfig } from '../../content/site-config';
import { toAbsoluteUrl } from '../../lib/site-url';
import { toScriptJson } from '../../lib/structured-data';
import type { JsonLd } from '../../lib/structured-data';

export function formatPageTitle(page: string): string {
  return `${siteConfig.name} | ${page}`;
}

/** The link-preview image of pages without their own (1200×630, apps/web/public/og/). */
export const DEFAULT_SHARE_IMAGE = '/og/kaksha.png';

export interface PageTitleProps {
  page: string;
  /** The page's own search and link-preview summary; the site's default when left out. */
  description?: string;
  /**
   * The page's canonical path (`/about-us`, `/blog/six`). Public pages give it: it becomes the
   * canonical link and og:url, against the site's public address, and turns on the preview tags.
   */
  path?: string;
  /** A 1200×630 link-preview image under the site, e.g. `/og/blog-six.png`. */
  image?: string;
  /** Open Graph type: an article for blog posts. */
  type?: 'website' | 'article';
  /** schema.org objects (lib/structured-data.ts), each written as a JSON-LD block. */
  jsonLd?: readonly JsonLd[];
  /** Keeps the page out of search results and the sitemap (payment results, sample pages). */
  isNoIndex?: boolean;
}

/**
 * The page's head: "Kaksha | <page>" and its description, and for public pages the canonical
 * link, Open Graph and Twitter card tags and JSON-LD. React 19 hoists <title>, <meta> and <link>
 * into <head>; the prerender build moves them there in the HTML too, and leaves the JSON-LD
 * blocks (data, not script: the CSP does not apply) where they render.
 */
export function PageTitle({
  page,
  description,
  path,
  image,
  type = 'website',
  jsonLd,
  isNoIndex = false,
}: PageTitleProps) {
  const title = formatPageTitle(page);
  const url = path === undefined ? undefined : toAbsoluteUrl(path);
  const imageUrl = toAbsoluteUrl(image ?? DEFAULT_SHARE_IMAGE);
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {isNoIndex && <meta name="robots" content="noindex" />}
      {url && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:type" content={type} />
          <meta property="og:site_name" content={siteConfig.name} />
          <meta property="og:title" content={page} />
          {description && <meta property="og:description" content={description} />}
          <meta property="og:url" content={url} />
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:locale" content="en_IN" />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={page} />
          {description && <meta name="twitter:description" content={description} />}
          <meta name="twitter:image" content={imageUrl} />
        </>
      )}
      {jsonLd?.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON data, escaped so that no value can close the element.
          dangerouslySetInnerHTML={{ __html: toScriptJson(block) }}
        />
      ))}
    </>
  );
}
