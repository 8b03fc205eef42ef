import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_POSTS, findBlogPost } from '../../../content/blog/blog-index';
import { setUpApp } from '../../../test/render-app';

const app = setUpApp();

beforeAll(async () => {
  await import('./blog-post-page');
});

async function openPost(path: string, title: string) {
  const rendered = app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return rendered;
}

function readJsonLd(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

const six = findBlogPost('six')!;
const origin = () => window.location.origin;

// The whole app renders per test; on the shared 2-core machine one can take several seconds.
describe('/blog/:id', () => {
  it('shows the breadcrumb, genre, title, author, date, reading time, cover and body', async () => {
    await openPost('/blog/six', six.title);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(within(breadcrumb).getByText(six.title).getAttribute('aria-current')).toBe('page');

    const article = screen.getByRole('article');
    const header = within(article).getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Web Development')).toBeTruthy();
    expect(within(header).getByText('Aditi Raghavan')).toBeTruthy();
    expect(within(header).getByText('14 June 2025').getAttribute('datetime')).toBe('2025-06-14');
    expect(within(header).getByText(`${six.readingMinutes} min read`)).toBeTruthy();
    const cover = within(article).getByRole('img', { name: six.imageAlt });
    expect(cover.getAttribute('src')).toBe('/images/blog/six.svg');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '630']);

    // The body, from the Markdown: its sections, a code block and a link to the program.
    expect(
      within(article).getByRole('heading', {
        level: 2,
        name: 'Before you start: set up like a developer',
      }),
    ).toBeTruthy();
    expect(
      within(article)
        .getByText(/async function loadWeather/)
        .closest('pre'),
    ).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Webmonk' }).getAttribute('href')).toBe(
      '/course/webmonk',
    );
    expect(within(article).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('writes the article head: title, canonical, preview image and the two JSON-LD blocks', async () => {
    await openPost('/blog/six', six.title);
    expect(document.title).toBe(`Kaksha | ${six.title}`);
    const head = document.head;
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin()}/blog/six`,
    );
    expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${origin()}/og/blog-six.png`,
    );
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      six.summary,
    );
    expect(head.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe('/blog/rss.xml');

    const [posting, breadcrumb] = readJsonLd();
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: six.title,
      datePublished: '2025-06-14',
      author: { '@type': 'Person', name: 'Aditi Raghavan' },
      image: [`${origin()}/og/blog-six.png`],
      wordCount: six.wordCount,
      url: `${origin()}/blog/six`,
    });
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${origin()}/` },
        { position: 2, name: 'Blog', item: `${origin()}/blog` },
        { position: 3, name: six.title, item: `${origin()}/blog/six` },
      ],
    });
  });

  it('links the previous and next posts in the blog’s order, and back to the blog', async () => {
    const index = 2;
    const post = BLOG_POSTS[index]!;
    const { router } = await openPost(`/blog/${post.id}`, post.title);
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    const previous = within(nav).getByRole('link', { name: /^Previous post/ });
    expect(previous.textContent).toContain(BLOG_POSTS[index - 1]!.title);
    expect(previous.getAttribute('href')).toBe(`/blog/${BLOG_POSTS[index - 1]!.id}`);

    const next = within(nav).getByRole('link', { name: /^Next post/ });
    expect(next.getAttribute('href')).toBe(`/blog/${BLOG_POSTS[index + 1]!.id}`);
    fireEvent.click(next);
    expect(
      await screen.findByRole('heading', { level: 1, name: BLOG_POSTS[index + 1]!.title }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('has no previous post on the newest', async () => {
    await openPost(`/blog/${BLOG_POSTS[0]!.id}`, BLOG_POSTS[0]!.title);
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(nav).queryByRole('link', { name: /^Previous post/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /^Next post/ })).toBeTruthy();
  });

  it('has no next post on the oldest', async () => {
    const oldest = BLOG_POSTS.at(-1)!;
    await openPost(`/blog/${oldest.id}`, oldest.title);
    const nav = screen.getByRole('navigation', { name: 'More posts' });
    expect(within(nav).queryByRole('link', { name: /^Next post/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: /^Previous post/ })).toBeTruthy();
  });

  it('opens a post in any casing', async () => {
    await openPost('/blog/SIX', six.title);
  });

  it('shows the Not-found page for an id that is not a post', async () => {
    app.renderApp('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Page not found');
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
