import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALUMNI_EMPLOYERS } from '../../../content/home/home-logos';
import { AlumniEmployers, groupLogos } from './alumni-employers';
import { stubMatchMedia } from '../../../test/match-media';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const GROUPS = groupLogos(ALUMNI_EMPLOYERS, 6);

/** The names of the logos on screen now. */
function shownLogos(container: HTMLElement): string[] {
  return [...container.querySelectorAll('ul[data-shown="true"] img')].map(
    (image) => image.getAttribute('alt') ?? '',
  );
}

const namesOf = (index: number) => GROUPS[index]!.map((logo) => logo.name);

function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

describe('alumni employer logos', () => {
  it('splits the employers into full groups of six', () => {
    expect(GROUPS.length).toBeGreaterThanOrEqual(2);
    for (const group of GROUPS) expect(group).toHaveLength(6);
    expect(groupLogos(ALUMNI_EMPLOYERS.slice(0, 8), 6).map((group) => group.length)).toEqual([
      6, 2,
    ]);
  });

  it('shows one group of six and moves to the next every 4000 ms, wrapping around', () => {
    vi.useFakeTimers();
    const { container } = render(<AlumniEmployers />);
    expect(shownLogos(container)).toEqual(namesOf(0));
    passTime(3900);
    expect(shownLogos(container)).toEqual(namesOf(0));
    passTime(100);
    expect(shownLogos(container)).toEqual(namesOf(1));
    passTime(4000 * (GROUPS.length - 1));
    expect(shownLogos(container)).toEqual(namesOf(0));
  });

  it('pauses while the pointer is over it and goes on when it leaves', () => {
    vi.useFakeTimers();
    const { container } = render(<AlumniEmployers />);
    const area = container.querySelector('[data-playing]')!;
    fireEvent.mouseEnter(area);
    passTime(12_000);
    expect(shownLogos(container)).toEqual(namesOf(0));
    fireEvent.mouseLeave(area);
    passTime(4000);
    expect(shownLogos(container)).toEqual(namesOf(1));
  });

  it('stops with its Pause button and starts again with Play', () => {
    vi.useFakeTimers();
    const { container } = render(<AlumniEmployers />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause logo rotation' }));
    passTime(12_000);
    expect(shownLogos(container)).toEqual(namesOf(0));
    fireEvent.click(screen.getByRole('button', { name: 'Play logo rotation' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    passTime(4000);
    expect(shownLogos(container)).toEqual(namesOf(1));
  });

  it('stays still under prefers-reduced-motion, with no Pause button', () => {
    stubMatchMedia(['(prefers-reduced-motion: reduce)']);
    vi.useFakeTimers();
    const { container } = render(<AlumniEmployers />);
    passTime(12_000);
    expect(shownLogos(container)).toEqual(namesOf(0));
    expect(screen.queryByRole('button', { name: /logo rotation/ })).toBeNull();
  });

  it('gives screen readers every employer once, as a list', () => {
    render(<AlumniEmployers />);
    const list = screen.getByRole('list', { name: 'Companies our alumni work at' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(
      ALUMNI_EMPLOYERS.map((logo) => logo.name),
    );
    // The drawn groups are for the eye only.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
