import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.querySelectorAll('title').forEach((title) => title.remove());
});

// jsdom has no layout engine: ScrollRestoration's scrollTo would only log jsdom's error.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
