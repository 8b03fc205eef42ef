import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBMONK_CONTENT } from '../../../content/programs/webmonk.content';
import { PHONE_MEDIA_QUERY } from '../hooks/use-media-query';
import { Carousel } from './carousel';
import { CourseProjects } from './course-projects';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

function renderCarousel(slidesPerView = 1) {
  render(
    <Carousel
      label="Letters"
      itemName="letter"
      items={ITEMS}
      getKey={(item) => item}
      getItemTitle={(item) => item}
      renderSlide={(item) => <p>{item}</p>}
      slidesPerView={slidesPerView}
      slideClassName="basis-full"
    />,
  );
  return screen.getByRole('region', { name: 'Letters' });
}

function getShownSlides(region: HTMLElement) {
  return within(region)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.textContent);
}

function getLiveRegion(region: HTMLElement) {
  const live = region.querySelector('[aria-live="polite"]');
  if (!live) throw new Error('No live region');
  return live;
}

describe('Carousel', () => {
  it('is announced as a carousel of labelled slides', () => {
    const region = renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(
      true,
    );
  });

  it('wraps from the first slide back to the last and forward again', () => {
    const region = renderCarousel();
    expect(getShownSlides(region)).toEqual(['Alpha']);

    fireEvent.click(within(region).getByRole('button', { name: 'Previous letter' }));
    expect(getShownSlides(region)).toEqual(['Echo']);
    expect(getLiveRegion(region).textContent).toBe('letter 5 of 5: Echo');

    fireEvent.click(within(region).getByRole('button', { name: 'Next letter' }));
    expect(getShownSlides(region)).toEqual(['Alpha']);
    expect(getLiveRegion(region).textContent).toBe('letter 1 of 5: Alpha');
  });

  it('moves with the arrow keys', () => {
    const region = renderCarousel();
    const next = within(region).getByRole('button', { name: 'Next letter' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(getShownSlides(region)).toEqual(['Charlie']);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(getShownSlides(region)).toEqual(['Bravo']);
    expect(within(region).getByText('2 / 5')).toBeTruthy();
  });

  it('with three per view, shows three and wraps past the end', () => {
    const region = renderCarousel(3);
    expect(getShownSlides(region)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const next = within(region).getByRole('button', { name: 'Next letter' });
    for (let step = 0; step < 4; step += 1) fireEvent.click(next);
    // Slides keep their DOM order; Echo is first on screen, then Alpha and Bravo.
    expect(getShownSlides(region)).toEqual(['Alpha', 'Bravo', 'Echo']);
    expect(getLiveRegion(region).textContent).toBe('letter 5 to 2 of 5: Echo');
    fireEvent.click(next);
    expect(getShownSlides(region)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('makes hidden slides inert so Tab skips them', () => {
    const region = renderCarousel();
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
  });
});

describe('project carousel', () => {
  function stubViewport(isPhone: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: isPhone && query === PHONE_MEDIA_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  it('shows three projects on a wide screen', () => {
    stubViewport(false);
    render(<CourseProjects name="Webmonk" projects={WEBMONK_CONTENT.projects} />);
    const region = screen.getByRole('region', { name: 'Webmonk projects' });
    expect(getShownSlides(region)).toHaveLength(3);
  });

  it('shows one project at 767 px and narrower', () => {
    stubViewport(true);
    render(<CourseProjects name="Webmonk" projects={WEBMONK_CONTENT.projects} />);
    const region = screen.getByRole('region', { name: 'Webmonk projects' });
    expect(getShownSlides(region)).toHaveLength(1);
    expect(within(region).getAllByRole('group', { hidden: true })).toHaveLength(5);
  });
});
