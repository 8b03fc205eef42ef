import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_CONTROLS_CLASS, CAROUSEL_DOTS_CLASS } from './carousel-layout';
import { DeferredCarousel } from './deferred-carousel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ITEMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

function Letters({ hasDots = false }: { hasDots?: boolean }) {
  return (
    <DeferredCarousel
      hasDots={hasDots}
      label="Letters"
      itemName="letter"
      items={ITEMS}
      getKey={(item) => item}
      getItemTitle={(item) => item}
      renderSlide={(item) => <a href={`#${item}`}>{item}</a>}
      slidesPerView={2}
      slideClassName="basis-1/2"
      autoplayMs={2000}
    />
  );
}

/** An IntersectionObserver that reports only when the test says so. */
function stubObserver() {
  const callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    comeNear: () =>
      act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }]))),
  };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('DeferredCarousel', () => {
  it('puts every slide in the server HTML, the first position shown and the rest hidden', () => {
    const html = renderToString(<Letters />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Letters"');
    for (const item of ITEMS) expect(html).toContain(`>${item}</a>`);
    const hidden = [...html.matchAll(/aria-label="(\d) of 5" aria-hidden="(true|false)"/g)].map(
      (match) => `${match[1]}:${match[2]}`,
    );
    expect(hidden).toEqual(['1:false', '2:false', '3:true', '4:true', '5:true']);
    expect(html).not.toContain('<button');
  });

  it('becomes the real carousel at once where nothing can tell how far away it is', async () => {
    render(<Letters />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next letter' }));
    expect(screen.getByText('2 / 5')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'Letters' })).toHaveLength(1);
  });

  it('loads the carousel only when it comes near the viewport', async () => {
    const observer = stubObserver();
    render(<Letters />);
    await settle();
    expect(screen.queryByRole('button', { name: 'Next letter' })).toBeNull();
    expect(screen.getByText('Alpha')).toBeTruthy();
    observer.comeNear();
    expect(await screen.findByRole('button', { name: 'Next letter' })).toBeTruthy();
  });

  it('keeps the stand-in while focus is inside it, so a keyboard user keeps their place', async () => {
    const observer = stubObserver();
    render(<Letters />);
    const link = screen.getByRole('link', { name: 'Alpha' });
    act(() => link.focus());
    observer.comeNear();
    await settle();
    expect(screen.queryByRole('button', { name: 'Next letter' })).toBeNull();
    expect(document.activeElement).toBe(link);
    act(() => link.blur());
    expect(await screen.findByRole('button', { name: 'Next letter' })).toBeTruthy();
  });

  it('keeps the height of the controls and dots the carousel will draw', async () => {
    const html = renderToString(<Letters hasDots />);
    expect(html).toContain(`<div aria-hidden="true" class="${CAROUSEL_CONTROLS_CLASS}"></div>`);
    expect(html).toContain(`<div aria-hidden="true" class="${CAROUSEL_DOTS_CLASS}"></div>`);
    render(<Letters hasDots />);
    const next = await screen.findByRole('button', { name: 'Next letter' });
    expect(next.parentElement?.className).toContain(CAROUSEL_CONTROLS_CLASS);
    const dot = screen.getByRole('button', { name: 'Go to slide 1' });
    expect(dot.parentElement?.className).toContain(CAROUSEL_DOTS_CLASS);
  });
});
