import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyAttributes } from './key-attributes';
import { stubMatchMedia } from '../../../test/match-media';

const FINALS = ['50,000+', '250+', '50+', '150+'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

/** The counting digits, as drawn. */
function shownNumbers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-count-up]')].map((node) => node.textContent ?? '');
}

/** What a screen reader reads for each attribute. */
function spokenNumbers(container: HTMLElement): string[] {
  return [...container.querySelectorAll('dd > .sr-only')].map((node) => node.textContent ?? '');
}

const learners = (container: HTMLElement) =>
  Number((shownNumbers(container)[0] ?? '').replace(/\D/g, ''));

function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('key attributes count-up', () => {
  it('has the final numbers in the server HTML', () => {
    const html = renderToString(<KeyAttributes />);
    const drawn = [...html.matchAll(/data-count-up="[^"]*">([^<]*)</g)].map((match) => match[1]);
    expect(drawn).toEqual(FINALS);
    for (const label of ['Learners', 'Partnerships', 'Hiring partners', 'Technologies'])
      expect(html).toContain(label);
  });

  it('counts from 0 to the final numbers over 4000 ms, easing out', () => {
    vi.useFakeTimers();
    const { container } = render(<KeyAttributes />);
    passTime(20);
    expect(learners(container)).toBeLessThan(1000);
    passTime(980);
    // Ease-out: after a quarter of the time well over a quarter of the way.
    expect(learners(container)).toBeGreaterThan(20000);
    expect(learners(container)).toBeLessThan(50000);
    // Screen readers only ever get the final numbers.
    expect(spokenNumbers(container)).toEqual(FINALS);
    passTime(3100);
    expect(shownNumbers(container)).toEqual(FINALS);
  });

  it('stays on the final numbers under prefers-reduced-motion', () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers();
    const { container } = render(<KeyAttributes />);
    for (let step = 0; step < 10; step += 1) {
      passTime(100);
      expect(shownNumbers(container)).toEqual(FINALS);
    }
  });

  it('counts again when the tab becomes visible again', () => {
    vi.useFakeTimers();
    const { container } = render(<KeyAttributes />);
    passTime(4100);
    expect(shownNumbers(container)).toEqual(FINALS);
    setVisibility('hidden');
    passTime(1000);
    expect(shownNumbers(container)).toEqual(FINALS);
    setVisibility('visible');
    passTime(50);
    expect(learners(container)).toBeLessThan(5000);
    passTime(4000);
    expect(shownNumbers(container)).toEqual(FINALS);
  });

  it('waits until the band scrolls into view', () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers();
    const { container } = render(<KeyAttributes />);
    passTime(2000);
    expect(shownNumbers(container)).toEqual(FINALS);
    act(() => report?.([{ isIntersecting: true }]));
    passTime(50);
    expect(learners(container)).toBeLessThan(5000);
    passTime(4000);
    expect(shownNumbers(container)).toEqual(FINALS);
  });
});
