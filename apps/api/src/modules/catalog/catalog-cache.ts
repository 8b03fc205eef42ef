import type { Executor } from '../../db/database';
import { listActiveCourses } from './catalog.repository';
import type { CourseRow } from './catalog.table';

export type CatalogSnapshot = {
  rows: readonly CourseRow[];
  byId: ReadonlyMap<string, CourseRow>;
  /** Memo for derived values (e.g. the serialised public list), dropped with the snapshot. */
  memo: Map<string, unknown>;
};

/**
 * The active catalogue, read from the database at most once per `ttlMs` (single-flight), so the
 * public course list and quotes do not query four unchanging rows on every request. Anything that
 * changes courses calls `invalidate()`; other instances see the change within `ttlMs`.
 */
export function createCatalogCache(db: Executor, ttlMs = 5_000) {
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogSnapshot> | null = null;

  async function load(): Promise<CatalogSnapshot> {
    const rows = await listActiveCourses(db);
    const snapshot = { rows, byId: new Map(rows.map((row) => [row.id, row])), memo: new Map() };
    current = { snapshot, loadedAt: Date.now() };
    return snapshot;
  }

  return {
    snapshot(): Promise<CatalogSnapshot> {
      if (current && Date.now() - current.loadedAt < ttlMs)
        return Promise.resolve(current.snapshot);
      loading ??= load().finally(() => (loading = null));
      return loading;
    },
    invalidate(): void {
      current = null;
    },
  };
}
export type CatalogCache = ReturnType<typeof createCatalogCache>;
