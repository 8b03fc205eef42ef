import type { InvalidationSource } from '../../infra/invalidation/invalidation-bus';

export type CachedPage = { json: string; nextCursor?: string };

/**
 * Public event lists as ready JSON, each kept for `ttlMs` and loaded once however many ask at
 * once (the landing page and /event-listing ask for the same two lists). Every staff write, on
 * any instance, clears it through the invalidation bus (ADR 0011); `ttlMs` is the fallback for a
 * missed notification, and also moves events from the open list to the past list as they end.
 */
export function createEventListCache(
  load: (
    active: boolean | undefined,
    cursor: string | undefined,
    limit: number,
  ) => Promise<CachedPage>,
  options: { bus: InvalidationSource; ttlMs?: number; maxEntries?: number },
) {
  const { ttlMs = 5_000, maxEntries = 200 } = options;
  const entries = new Map<string, { page: Promise<CachedPage>; loadedAt: number }>();
  // A load under way when the notification comes goes with the rest: the next asker starts anew.
  options.bus.subscribe('events', () => entries.clear());
  return {
    get(
      active: boolean | undefined,
      cursor: string | undefined,
      limit: number,
    ): Promise<CachedPage> {
      const key = `${active ?? ''}|${cursor ?? ''}|${limit}`;
      const hit = entries.get(key);
      if (hit && Date.now() - hit.loadedAt < ttlMs) return hit.page;
      if (entries.size >= maxEntries) entries.clear();
      const page = load(active, cursor, limit);
      entries.set(key, { page, loadedAt: Date.now() });
      // A failed load is not remembered.
      page.catch(() => {
        if (entries.get(key)?.page === page) entries.delete(key);
      });
      return page;
    },
  };
}
