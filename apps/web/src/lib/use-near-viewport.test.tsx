import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNearViewport } from './use-near-viewport';

// jsdom has no IntersectionObserver: a minimal one stands in for the browser's, so the test can
// say when the element comes near.
type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; margin?: string; disconnected: boolean }> = [];
class FakeIntersectionObserver {
  private record: (typeof observers)[number];
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.record = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  return <div ref={ref}>{isNear ? 'near' : 'far'}</div>;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  observers.length = 0;
});

describe('useNearViewport', () => {
  it('stays false until the element comes within the margin, then stays true', () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.margin).toBe('600px');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
