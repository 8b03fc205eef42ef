import { vi } from 'vitest';

/**
 * A `matchMedia` under which exactly these queries match (jsdom has none). Static: nothing
 * changes after the render. Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matching: readonly string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
