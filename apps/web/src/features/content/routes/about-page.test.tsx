import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ABOUT_CONTACT,
  ABOUT_MEDIA_ITEMS,
  ABOUT_STORY_SLIDES,
  ABOUT_WHY_CARDS,
} from '../../../content/about-us';
import {
  expectNewTabLink,
  getSection,
  isAppPage,
  preloadPublicPage,
  readCanonicalPath,
  readSectionHeadings,
  renderPageWithHead,
  renderPublicPage,
} from '../../../test/page-checks';

beforeAll(() => preloadPublicPage('/about-us'));
afterEach(() => {
  vi.useRealTimers();
});

function slidesOf(carousel: HTMLElement) {
  return within(carousel).getAllByRole('group', { hidden: true });
}

function shownSlideLabels(carousel: HTMLElement) {
  return slidesOf(carousel)
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.getAttribute('aria-label'));
}

describe('/about-us', () => {
  it('has its head and the sections of the spec, in order', async () => {
    await renderPageWithHead('/about-us', { h1: 'About Us' });
    expect(readSectionHeadings()).toEqual([
      'From one weekend class to a community of learners',
      'Why we stand out',
      'Where you can find Kaksha',
      'Contact us',
    ]);
  });

  it('also answers at the spec’s /About-us with the same canonical path', async () => {
    await renderPublicPage('/About-us');
    expect(document.title).toBe('Kaksha | About Us');
    expect(readCanonicalPath()).toBe('/about-us');
  });

  it('Contact Us moves focus to the contact block', async () => {
    await renderPublicPage('/about-us');
    fireEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Contact us' }),
    );
  });

  it('plays the story pictures by themselves, one every 2 seconds', async () => {
    await renderPublicPage('/about-us');
    const story = screen.getByRole('region', { name: 'Kaksha’s story in pictures' });
    expect(slidesOf(story)).toHaveLength(ABOUT_STORY_SLIDES.length);
    for (const slide of ABOUT_STORY_SLIDES)
      expect(within(story).getByRole('img', { name: slide.image.alt, hidden: true })).toBeTruthy();
    expect(shownSlideLabels(story)).toEqual([`1 of ${ABOUT_STORY_SLIDES.length}`]);

    // The page rendered on real timers (React throttles Suspense with them). Fake them, then let
    // the pointer pass over and leave, which pauses the slider and starts its wait again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    fireEvent.mouseEnter(story);
    fireEvent.mouseLeave(story);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(shownSlideLabels(story)).toEqual([`1 of ${ABOUT_STORY_SLIDES.length}`]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(shownSlideLabels(story)).toEqual([`2 of ${ABOUT_STORY_SLIDES.length}`]);

    fireEvent.click(within(story).getByRole('button', { name: 'Pause automatic slide show' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(shownSlideLabels(story)).toEqual([`2 of ${ABOUT_STORY_SLIDES.length}`]);
  });

  it('slides six reasons we stand out, three at a time', async () => {
    await renderPublicPage('/about-us');
    const why = screen.getByRole('region', { name: 'Reasons we stand out' });
    expect(slidesOf(why)).toHaveLength(ABOUT_WHY_CARDS.length);
    expect(shownSlideLabels(why)).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    fireEvent.click(within(why).getByRole('button', { name: 'Previous reason' }));
    expect(shownSlideLabels(why)).toEqual(['1 of 6', '2 of 6', '6 of 6']);
  });

  it('lists 7 media items, each READ NOW opening its own real page in a new tab', async () => {
    await renderPublicPage('/about-us');
    const media = screen.getByRole('region', { name: 'Media presence' });
    expect(media.closest('#media')).toBeTruthy();
    expect(slidesOf(media)).toHaveLength(7);
    const readNow = within(media).getAllByRole('link', { name: /^READ NOW/, hidden: true });
    expect(readNow).toHaveLength(7);
    for (const [index, link] of readNow.entries()) {
      const item = ABOUT_MEDIA_ITEMS[index]!;
      expectNewTabLink(link, item.link);
      expect(link.textContent).toContain(item.title);
      if (item.link.startsWith('/')) expect(await isAppPage(item.link), item.link).toBe(true);
    }
  });

  it('gives two e-mail addresses, two phone numbers and the Bengaluru office', async () => {
    await renderPublicPage('/about-us');
    const contact = getSection('Contact us');
    const hrefs = within(contact)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('mailto:'))).toEqual(
      ABOUT_CONTACT.emails.map((email) => `mailto:${email.address}`),
    );
    expect(hrefs.filter((href) => href?.startsWith('tel:'))).toEqual(
      ABOUT_CONTACT.phones.map((phone) => `tel:${phone.e164}`),
    );
    expect(contact.querySelector('address')?.textContent).toContain('Bengaluru');
  });
});
