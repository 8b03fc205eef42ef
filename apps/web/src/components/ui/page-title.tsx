import { siteConfig } from '../../content/site-config';

export function formatPageTitle(page: string): string {
  return `${siteConfig.name} | ${page}`;
}

export interface PageTitleProps {
  page: string;
  /** The page's own search and link-preview summary; the site's default when left out. */
  description?: string;
}

/**
 * Sets the document title to "Kaksha | <page>" (and the description when given). React 19 hoists
 * <title> and <meta> into <head>; the prerender build moves them there in the HTML too.
 */
export function PageTitle({ page, description }: PageTitleProps) {
  return (
    <>
      <title>{formatPageTitle(page)}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
