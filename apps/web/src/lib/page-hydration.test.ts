import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's state (one page per document): each test loads it afresh.
async function freshModule() {
  vi.resetModules();
  return import('./page-hydration');
}

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('page hydration', () => {
  it('lets the session show only once both the header and the page have hydrated', async () => {
    const { markHydrated, whenSessionCanShow } = await freshModule();
    const show = vi.fn();
    whenSessionCanShow(show);
    markHydrated('main');
    // A tap hydrated the page first: the header still shows what the server drew.
    expect(show).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe('true');
    markHydrated('header');
    expect(show).toHaveBeenCalledTimes(1);
    markHydrated('main');
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('marks <html> for the browser tests only when the page itself has hydrated', async () => {
    const { markHydrated } = await freshModule();
    markHydrated('header');
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    markHydrated('main');
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('runs a late callback at once, and never one that was cancelled', async () => {
    const { markHydrated, whenSessionCanShow } = await freshModule();
    const cancelled = vi.fn();
    const cancel = whenSessionCanShow(cancelled);
    cancel();
    markHydrated('header');
    markHydrated('main');
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    whenSessionCanShow(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
