// When the parts of a prerendered page that show the session have hydrated (app/layout/
// hydration-mark.tsx). Until then the page keeps what the server drew, which knew no session: the
// session is read from storage only afterwards. A tap makes React hydrate its own part of the page
// first; had the session been read by then, a part still to hydrate (the header with its Log In
// buttons) would be drawn with a session the server never knew, a hydration mismatch. ADR 0021.

/** The header (Log In or the learner's name) and the main content (the page itself). */
export type HydratedPart = 'header' | 'main';

const hydrated = new Set<HydratedPart>();
const waiting = new Set<() => void>();

const isSessionSafe = () => hydrated.has('header') && hydrated.has('main');

/** Called as each part has hydrated; the main content's also marks <html> for browser tests. */
export function markHydrated(part: HydratedPart): void {
  if (part === 'main') document.documentElement.dataset.hydrated = 'true';
  hydrated.add(part);
  if (!isSessionSafe()) return;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Runs `callback` once the header and the main content have hydrated (at once if they have). */
export function whenSessionCanShow(callback: () => void): () => void {
  if (isSessionSafe()) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}
