import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Carousel,
  CARD_CAROUSEL_AUTOPLAY_MS,
  CARD_CAROUSEL_SPEED_MS,
  CARD_SLIDE_CLASS,
  useCardsPerView,
} from './carousel';
import { stubMatchMedia } from '../../test/match-media';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

function renderCarousel(slidesPerView = 1, autoplayMs?: number, hasDots = false) {
  render(
    <Carousel
      hasDots={hasDots}
      autoplayMs={autoplayMs}
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
  const live = region.querySelector('[aria-live]');
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

/** A viewport whose media queries match as listed. */
/** Lets `ms` pass in small steps, so that each move's effects arm the next timer. */
function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

describe('Carousel autoplay', () => {
  it('moves on by itself every interval, wrapping around', () => {
    vi.useFakeTimers();
    const region = renderCarousel(1, 2000);
    expect(region.getAttribute('data-playing')).toBe('true');
    passTime(1999);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    passTime(1);
    expect(getShownSlides(region)).toEqual(['Bravo']);
    passTime(2000 * 4);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    // Nothing is read out while it plays by itself.
    expect(getLiveRegion(region).getAttribute('aria-live')).toBe('off');
  });

  it('pauses while the pointer is over it and goes on when it leaves', () => {
    vi.useFakeTimers();
    const region = renderCarousel(1, 2000);
    fireEvent.mouseEnter(region);
    passTime(10_000);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    expect(getLiveRegion(region).getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(region);
    passTime(2000);
    expect(getShownSlides(region)).toEqual(['Bravo']);
  });

  it('pauses while focus is inside it, and the arrow keys still move it', () => {
    vi.useFakeTimers();
    const region = renderCarousel(1, 2000);
    const next = within(region).getByRole('button', { name: 'Next letter' });
    act(() => next.focus());
    passTime(10_000);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(getShownSlides(region)).toEqual(['Bravo']);
    expect(getLiveRegion(region).textContent).toBe('letter 2 of 5: Bravo');
    act(() => next.blur());
    passTime(2000);
    expect(getShownSlides(region)).toEqual(['Charlie']);
  });

  it('stops with its Pause button and starts again with Play', () => {
    vi.useFakeTimers();
    const region = renderCarousel(1, 2000);
    const toggle = within(region).getByRole('button', { name: 'Pause automatic slide show' });
    fireEvent.click(toggle);
    act(() => toggle.blur());
    passTime(10_000);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    fireEvent.click(within(region).getByRole('button', { name: 'Play automatic slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    passTime(2000);
    expect(getShownSlides(region)).toEqual(['Bravo']);
  });

  it('never plays by itself when the visitor prefers reduced motion', () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers();
    const region = renderCarousel(1, 2000);
    passTime(10_000);
    expect(getShownSlides(region)).toEqual(['Alpha']);
    expect(region.getAttribute('data-playing')).toBe('false');
    expect(within(region).queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    // The arrows still work.
    fireEvent.click(within(region).getByRole('button', { name: 'Next letter' }));
    expect(getShownSlides(region)).toEqual(['Bravo']);
  });

  it('does not play when every slide is already shown', () => {
    vi.useFakeTimers();
    const region = renderCarousel(5, 2000);
    passTime(10_000);
    expect(region.getAttribute('data-playing')).toBe('false');
    expect(within(region).queryByRole('button', { name: 'Next letter' })).toBeNull();
  });
});

describe('useCardsPerView', () => {
  function CardCount() {
    return <p>{useCardsPerView()}</p>;
  }

  it.each([
    { width: 'wide', matching: [], expected: '3' },
    { width: 'under 1024 px', matching: ['(max-width: 1023px)'], expected: '2' },
    {
      width: 'under 768 px',
      matching: ['(max-width: 1023px)', '(max-width: 767px)'],
      expected: '1',
    },
  ])('shows $expected cards $width', ({ matching, expected }) => {
    stubMatchMedia(matching);
    render(<CardCount />);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(CARD_SLIDE_CLASS).toBe('basis-full md:basis-1/2 lg:basis-1/3');
  });
});

describe('card carousels', () => {
  it('play every 2000 ms and move in 500 ms (spec §9)', () => {
    expect(CARD_CAROUSEL_AUTOPLAY_MS).toBe(2000);
    expect(CARD_CAROUSEL_SPEED_MS).toBe(500);
  });
});

describe('Carousel dots', () => {
  const renderWithDots = (hasDots: boolean, slidesPerView = 1) =>
    renderCarousel(slidesPerView, 2000, hasDots);

  function getDots(region: HTMLElement) {
    return within(region).queryAllByRole('button', { name: /^Go to slide \d$/ });
  }

  const currentDots = (region: HTMLElement) =>
    getDots(region)
      .filter((dot) => dot.getAttribute('aria-current') === 'true')
      .map((dot) => dot.getAttribute('aria-label'));

  it('draws one dot per slide, the shown one current, and jumps to the dot pressed', () => {
    const region = renderWithDots(true);
    expect(getDots(region).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
      'Go to slide 5',
    ]);
    expect(currentDots(region)).toEqual(['Go to slide 1']);

    fireEvent.click(within(region).getByRole('button', { name: 'Go to slide 4' }));
    expect(getShownSlides(region)).toEqual(['Delta']);
    expect(currentDots(region)).toEqual(['Go to slide 4']);
    expect(getLiveRegion(region).textContent).toBe('letter 4 of 5: Delta');

    fireEvent.click(within(region).getByRole('button', { name: 'Next letter' }));
    expect(currentDots(region)).toEqual(['Go to slide 5']);
  });

  it('follows the autoplay', () => {
    vi.useFakeTimers();
    const region = renderWithDots(true);
    passTime(2000);
    expect(currentDots(region)).toEqual(['Go to slide 2']);
  });

  it('draws no dots unless asked, or when every slide is shown', () => {
    expect(getDots(renderWithDots(false))).toHaveLength(0);
    cleanup();
    expect(getDots(renderWithDots(true, 5))).toHaveLength(0);
  });
});
