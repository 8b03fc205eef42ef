import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../../content/home/home-testimonials';
import { TestimonialSlider } from './testimonial-slider';

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(async () => {
  // Let the deferred carousel's lazy module resolve once, so later renders draw it at once.
  const { unmount } = render(<TestimonialSlider />);
  await screen.findByRole('button', { name: 'Next testimonial' });
  unmount();
});

function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

/** The names on the slides shown now (the others are hidden and inert). */
function shownNames(): string[] {
  const region = screen.getByRole('region', { name: 'Learner testimonials' });
  const shown = within(region)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-hidden') === 'false')
    .map((slide) => slide.textContent ?? '');
  return TESTIMONIALS.filter((testimonial) =>
    shown.some((text) => text.includes(testimonial.name)),
  ).map((testimonial) => testimonial.name);
}

describe('testimonial slider', () => {
  it('shows one testimonial with its picture, name and college', () => {
    render(<TestimonialSlider />);
    const region = screen.getByRole('region', { name: 'Learner testimonials' });
    const [first] = TESTIMONIALS;
    expect(shownNames()).toEqual([first!.name]);
    const figure = within(region).getByText(first!.content).closest('figure')!;
    expect(within(figure).getByText(first!.college)).toBeTruthy();
    expect(figure.querySelector('img')?.getAttribute('src')).toBe(first!.img);
  });

  it('moves on every 4000 ms and wraps around', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider />);
    const names = TESTIMONIALS.map((testimonial) => testimonial.name);
    passTime(3900);
    expect(shownNames()).toEqual([names[0]]);
    passTime(100);
    expect(shownNames()).toEqual([names[1]]);
    passTime(4000);
    expect(shownNames()).toEqual([names[2]]);
    passTime(4000);
    expect(shownNames()).toEqual([names[0]]);
  });
});
