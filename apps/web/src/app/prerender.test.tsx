import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_POSTS, loadBlogPostBody } from '../content/blog/blog-index';
import { toAbsoluteUrl } from '../lib/site-url';
import { loadMatchedRouteModules } from './hydration';
import { listPrerenderPaths, renderPage } from './prerender';
import { AppProviders } from './providers';
import { routes } from './routes';

// What the build writes for each public page, checked without a browser: the HTML a crawler or a
// slow phone sees, and that the app hydrates it without a mismatch (which would make React throw
// the server's HTML away and draw the page again).

const paths = listPrerenderPaths();

/** As React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('prerendered public pages', () => {
  it.each(paths)('%s has its title, one <h1> and content in the HTML', async (path) => {
    const page = await renderPage(path);
    expect(page.status).toBe(200);
    expect(page.headTags.find((tag) => tag.startsWith('<title>'))).toMatch(
      /^<title>Kaksha \| [^<]+<\/title>$/,
    );
    expect(page.html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(page.html).toContain('<header');
    expect(page.html).toContain('<footer');
  });

  it.each(paths)(
    '%s: header, page and footer are Suspense boundaries, hydrated one after another',
    async (path) => {
      const { html } = await renderPage(path);
      // React marks a boundary's server HTML with <!--$--> ... <!--/$-->: hydrating, it leaves each
      // one for later, in slices that yield to the browser (ADR 0020).
      expect(html).toMatch(/<!--\$--><header[\s\S]*<\/header><!--\/\$--><main/);
      expect(html).toMatch(/<main[^>]*><!--\$-->[\s\S]*<!--\/\$--><\/main>/);
      expect(html).toMatch(/<!--\$--><footer[\s\S]*<\/footer><!--\/\$-->/);
    },
  );

  it('draws the hero heading and all four programs on the landing page', async () => {
    const { html } = await renderPage('/');
    expect(html).toMatch(/<h1[^>]*>Learn live\./);
    for (const name of ['Webmonk', 'Machinester', 'Codeslayer', 'IOT'])
      expect(html).toContain(name);
  });

  it('renders the same HTML every time (no random values or clock reads)', async () => {
    for (const path of paths) {
      const [first, second] = await Promise.all([renderPage(path), renderPage(path)]);
      expect(second.html, path).toBe(first.html);
    }
  });

  it.each(BLOG_POSTS.map((post) => [post.id, post] as const))(
    '/blog/%s carries its title, body, head and JSON-LD in the HTML',
    async (id, post) => {
      const page = await renderPage(`/blog/${id}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`>${escapeHtml(post.title)}</h1>`);
      // The body from the Markdown, the same HTML the page injects.
      expect(page.html).toContain(await loadBlogPostBody(id));
      expect(page.headTags).toContain(`<title>Kaksha | ${escapeHtml(post.title)}</title>`);
      expect(page.headTags).toContain('<meta property="og:type" content="article"/>');
      expect(page.headTags).toContain(
        `<meta property="og:image" content="${toAbsoluteUrl(`/og/blog-${id}.png`)}"/>`,
      );
      expect(page.headTags).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Kaksha blog" href="/blog/rss.xml"/>',
      );
      const blocks = [
        ...page.html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
      ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
      expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
      expect(blocks[0]).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        url: toAbsoluteUrl(`/blog/${id}`),
      });
    },
  );

  it('does not prerender an unknown blog id, which answers 404 (the server sends 404.html)', async () => {
    expect(paths).not.toContain('/blog/nope');
    expect((await renderPage('/blog/nope')).status).toBe(404);
  });

  it('renders the Not-found page for a path no page has (the server sends it with 404)', async () => {
    const page = await renderPage('/no/such/page');
    expect(page.html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it.each(paths)('%s hydrates without a mismatch', async (path) => {
    const page = await renderPage(path);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const heading = container.querySelector('h1');

    await loadMatchedRouteModules(routes, path);
    const router = createMemoryRouter(routes, {
      initialEntries: [path],
      hydrationData: JSON.parse(page.hydrationData),
    });
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProviders isHydrating>
          <RouterProvider router={router} />
        </AppProviders>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
    expect(recoverableErrors).toEqual([]);
    // Hydration kept the server's nodes rather than drawing new ones.
    expect(container.querySelector('h1')).toBe(heading);
  });
});
