import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { expect } from 'vitest';

// Rendering and checks for tests of static public pages (no API needed): sections by heading,
// links to other sites, internal links, the head, the footer's links.

// Pages are lazy chunks; on a busy machine the first load of one can take over a second.

/**
 * Loads the app's modules and the page's own chunk ahead of the first test (call in beforeAll),
 * so that a cold import on a busy machine does not eat the first test's time.
 */
export async function preloadPublicPage(path: string) {
  const [{ routes }] = await Promise.all([import('../app/routes'), import('../app/providers')]);
  const { loadMatchedRouteModules } = await import('../app/hydration');
  await loadMatchedRouteModules(routes, path);
}

/** The whole app (providers, header, footer) at `path`, once the page's h1 is on screen. */
export async function renderPublicPage(path: string) {
  const [{ AppProviders }, { routes }] = await Promise.all([
    import('../app/providers'),
    import('../app/routes'),
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const heading = await screen.findByRole('heading', { level: 1 });
  return { router, heading };
}

/**
 * The page at `path`, checked for its head: the h1 says `h1`, the document title is
 * "Kaksha | <title>" (the h1 unless named) and the canonical link is `path`.
 */
export async function renderPageWithHead(
  path: string,
  { h1, title = h1 }: { h1: string; title?: string },
) {
  const rendered = await renderPublicPage(path);
  expect(rendered.heading.textContent).toBe(h1);
  expect(document.title).toBe(`Kaksha | ${title}`);
  expect(readCanonicalPath()).toBe(path);
  return rendered;
}

/** Whether a page of the app answers `path` (not the catch-all Not-found page). */
export async function isAppPage(path: string): Promise<boolean> {
  const { routes } = await import('../app/routes');
  const leaf = matchRoutes(routes, new URL(path, 'http://localhost').pathname)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
}

/** The <section> an h2 heads. */
export function getSection(name: string | RegExp): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`No section around ${String(name)}`);
  return section;
}

/** The h2 texts of the page's main landmark, in order. */
export function readSectionHeadings(): Array<string | null> {
  // A selector, not a role query: on a whole page those cost tens of ms each.
  return [...screen.getByRole('main').querySelectorAll('h2')].map((heading) => heading.textContent);
}

/** A link to another site: a new tab that cannot reach back into this one. */
export function expectNewTabLink(link: HTMLElement, href?: string) {
  if (href !== undefined) expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
}

/** The page's canonical path (the origin is the test page's own). */
export function readCanonicalPath(): string | undefined {
  const href = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return href ? new URL(href).pathname : undefined;
}

/** Every JSON-LD block on the page, parsed (a block that is not JSON fails the test). */
export function readJsonLd(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** The questions of the page's FAQPage JSON-LD block. */
export function readFaqJsonLdQuestions(): unknown {
  return readJsonLd().find((block) => block['@type'] === 'FAQPage')?.mainEntity;
}

/** The spec's footer (document 2), at the canonical lower-case paths. */
export const SPEC_FOOTER_PATHS: string[] = [
  '/hire-with-us',
  '/mentor',
  '/blog',
  // The spec's /About-us and /course/Webmonk..., at the canonical paths (no redirect).
  '/about-us',
  '/course/webmonk',
  '/course/machinester',
  '/course/codeslayer',
  '/course/iot',
  '/policy',
];

/** The spec's FAQ behaviour: the first 3 questions, all after Read More, 3 again after Collapse. */
export function expectFaqReadMoreAndCollapse(
  section: HTMLElement,
  faqs: readonly { question: string }[],
) {
  const questions = () =>
    within(section)
      .getAllByRole('button', { expanded: false, name: /\?$/ })
      .map((button) => button.textContent?.replace(/[+−]$/, ''));
  const all = faqs.map((faq) => faq.question);
  expect(questions()).toEqual(all.slice(0, 3));
  fireEvent.click(within(section).getByRole('button', { name: 'Read More' }));
  expect(questions()).toEqual(all);
  fireEvent.click(within(section).getByRole('button', { name: 'Collapse' }));
  expect(questions()).toEqual(all.slice(0, 3));
}
