import { siteConfig } from '../../content/site-config';

export function formatPageTitle(page: string): string {
  return `${siteConfig.name} | ${page}`;
}

/** Sets the document title to "Kaksha | <page>"; React 19 hoists <title> into <head>. */
export function PageTitle({ page }: { page: string }) {
  return <title>{formatPageTitle(page)}</title>;
}
