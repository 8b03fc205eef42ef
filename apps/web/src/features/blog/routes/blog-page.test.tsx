import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLOG_POSTS, BLOG_SUMMARY_LIMIT } from '../../../content/blog/blog-index';
import { siteConfig } from '../../../content/site-config';
import { setUpApp } from '../../../test/render-app';

const app = setUpApp();

beforeAll(async () => {
  // Warm the lazy page so the first test does not wait on the module import.
  await import('./blog-page');
});

afterEach(() => {
  vi.useRealTimers();
});

async function openBlog() {
  const rendered = app.renderApp('/blog');
  await screen.findByRole('heading', { level: 1, name: 'Blog' });
  // The carousel's code loads after the page: its arrows come with it.
  await screen.findByRole('button', { name: 'Next post' });
  return rendered;
}

function getCarousel() {
  return screen.getByRole('region', { name: 'Featured posts' });
}

/** Titles of the slides the carousel marks as shown. */
function getShownSlides() {
  return within(getCarousel())
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);
}

function getList() {
  const section = screen
    .getByRole('heading', { level: 2, name: 'Latest posts' })
    .closest('section');
  if (!section) throw new Error('No Latest posts section');
  return section;
}

/** The cards the visitor can see (hidden ones are out of the accessibility tree). */
function getCardTitles() {
  return within(getList())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

const titles = BLOG_POSTS.map((post) => post.title);

// The whole app renders per test; on the shared 2-core machine one can take several seconds.
describe('/blog', () => {
  it('has its title, description, canonical link and RSS feed in the head', async () => {
    await openBlog();
    expect(document.title).toBe('Kaksha | Blog');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Guides from Kaksha mentors/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blog`,
    );
    const feed = document.head.querySelector('link[rel="alternate"]');
    expect(feed?.getAttribute('type')).toBe('application/rss+xml');
    expect(feed?.getAttribute('href')).toBe('/blog/rss.xml');
    expect(feed?.getAttribute('title')).toBe('Kaksha blog');
  });

  it('shows the first 5 posts in a carousel with dots, which advances by arrow, dot and itself', async () => {
    await openBlog();
    const carousel = getCarousel();
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.textContent)).toEqual(
      titles.slice(0, 5).map((title) => expect.stringContaining(title)),
    );
    expect(getShownSlides()).toEqual([titles[0]]);
    const dots = within(carousel).getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(carousel).getByRole('button', { name: 'Next post' }));
    expect(getShownSlides()).toEqual([titles[1]]);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous post' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Previous post' }));
    // It wraps from the first slide to the fifth.
    expect(getShownSlides()).toEqual([titles[4]]);
    // From here the page's timers are ours: the move below arms the autoplay's next one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Go to slide 3' }));
    expect(getShownSlides()).toEqual([titles[2]]);
    expect(
      within(carousel).getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current'),
    ).toBe('true');

    // Autoplay (every 2 s) moves it on by itself.
    act(() => vi.advanceTimersByTime(1999));
    expect(getShownSlides()).toEqual([titles[2]]);
    act(() => vi.advanceTimersByTime(1));
    expect(getShownSlides()).toEqual([titles[3]]);
    expect(
      within(carousel).getByRole('button', { name: 'Go to slide 4' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('links each slide to its post', async () => {
    const { router } = await openBlog();
    const slide = within(getCarousel()).getAllByRole('group')[0]!;
    fireEvent.click(within(slide).getByRole('link', { name: titles[0] }));
    expect(await screen.findByRole('heading', { level: 1, name: titles[0] })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/blog/${BLOG_POSTS[0]!.id}`);
  });

  it('lists 3 posts, all of them after Read More, and 3 again after Show Less', async () => {
    await openBlog();
    expect(getCardTitles()).toEqual(titles.slice(0, 3));
    const toggle = within(getList()).getByRole('button', { name: 'Read More' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(getCardTitles()).toEqual(titles);
    expect(toggle.textContent).toBe('Show Less');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(toggle);
    expect(getCardTitles()).toEqual(titles.slice(0, 3));
    // The hidden cards are still in the page, so every post is linked from the HTML.
    expect(getList().querySelectorAll('article')).toHaveLength(titles.length);
  });

  it('gives a card its own Read More / Show Less only when its summary is over 150 characters', async () => {
    const { router } = await openBlog();
    fireEvent.click(within(getList()).getByRole('button', { name: 'Read More' }));
    const longPosts = BLOG_POSTS.filter((post) => post.summary.length > BLOG_SUMMARY_LIMIT);
    expect(longPosts.length).toBeGreaterThan(0);
    expect(longPosts.length).toBeLessThan(BLOG_POSTS.length);

    for (const post of BLOG_POSTS) {
      const card = within(getList())
        .getAllByRole('article')
        .find((article) => article.textContent?.includes(post.title))!;
      const toggle = within(card).queryByRole('button', { name: /summary of/ });
      if (post.summary.length <= BLOG_SUMMARY_LIMIT) {
        expect(toggle, post.id).toBeNull();
        expect(within(card).getByText(post.summary)).toBeTruthy();
        continue;
      }
      expect(toggle?.textContent).toBe(`Read More: summary of ${post.title}`);
      expect(within(card).queryByText(post.summary)).toBeNull();
      const shortened = within(card).getByText(/…$/);
      expect(shortened.textContent!.length).toBeLessThanOrEqual(BLOG_SUMMARY_LIMIT + 1);
      expect(post.summary.startsWith(shortened.textContent!.slice(0, -1))).toBe(true);

      fireEvent.click(toggle!);
      expect(within(card).getByText(post.summary)).toBeTruthy();
      expect(toggle!.getAttribute('aria-expanded')).toBe('true');
      expect(toggle!.textContent).toBe(`Show Less: summary of ${post.title}`);
      // A button on the card, not the card's link: the page stays.
      expect(router.state.location.pathname).toBe('/blog');
      fireEvent.click(toggle!);
      expect(within(card).queryByText(post.summary)).toBeNull();
    }
  });

  it('opens a post from its card', async () => {
    const { router } = await openBlog();
    const post = BLOG_POSTS[1]!;
    fireEvent.click(within(getList()).getByRole('link', { name: post.title }));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/blog/${post.id}`);
  });

  it('ends with "Want to write a blog?" and the submission form in a new tab', async () => {
    await openBlog();
    const heading = screen.getByRole('heading', { level: 2, name: 'Want to write a blog?' });
    const link = within(heading.closest('section')!).getByRole('link', { name: /^Submit Here/ });
    expect(link.getAttribute('href')).toBe(siteConfig.links.blogSubmissionForm);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
