import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A ceiling, not a pace: findBy* and waitFor wait for what they name, however slow the machine
// (the 1 s default failed tests on a busy one).
configure({ asyncUtilTimeout: 20_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.querySelectorAll('title').forEach((title) => title.remove());
});

// jsdom has no layout engine: ScrollRestoration's scrollTo would only log jsdom's error.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
