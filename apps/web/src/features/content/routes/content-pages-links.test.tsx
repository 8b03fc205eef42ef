import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBlogPost } from '../../../content/blog/blog-index';
import { isAppPage, preloadPublicPage, renderPublicPage } from '../../../test/page-checks';

const PAGES = ['/campus-associate', '/about-us', '/hire-with-us', '/mentor', '/refer'];

beforeAll(() => Promise.all(PAGES.map((path) => preloadPublicPage(path))));

describe.each(PAGES)('%s', (path) => {
  it(
    'links only to pages that exist (and to blog posts that exist)',
    { timeout: 15_000 },
    async () => {
      await renderPublicPage(path);
      const main = screen.getByRole('main');
      const hrefs = [...main.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!);
      const internal = hrefs.filter((href) => href.startsWith('/'));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of internal) {
        expect(await isAppPage(href), href).toBe(true);
        const post = /^\/blog\/([^/?#]+)/.exec(href)?.[1];
        if (post) expect(findBlogPost(post), href).toBeDefined();
      }
      // Everything else is a contact link, a same-page anchor or another site in a new tab.
      for (const link of main.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href')!;
        if (href.startsWith('/') || href.startsWith('#') || /^(mailto|tel):/.test(href)) continue;
        expect(href, href).toMatch(/^https:\/\//);
        expect(link.getAttribute('target'), href).toBe('_blank');
      }
    },
  );
});
