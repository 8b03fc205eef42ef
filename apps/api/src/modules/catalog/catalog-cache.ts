import type { Executor } from '../../infra/database/database';
import type { InvalidationSource } from '../../infra/invalidation/invalidation-bus';
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
 * changes courses announces it on the invalidation bus, which drops the snapshot on every instance
 * at once (ADR 0011); `ttlMs` is the fallback for a missed notification.
 */
export function createCatalogCache(options: {
  db: Executor;
  bus: InvalidationSource;
  ttlMs?: number;
}) {
  const { db } = options;
  const ttlMs = options.ttlMs ?? 5_000;
  let current: { snapshot: CatalogSnapshot; loadedAt: number } | null = null;
  let loading: Promise<CatalogSnapshot> | null = null;
  /** Bumped by every drop: a load that started before one is not kept. */
  let generation = 0;

  async function load(): Promise<CatalogSnapshot> {
    const startedAt = generation;
    const rows = await listActiveCourses(db);
    const snapshot = { rows, byId: new Map(rows.map((row) => [row.id, row])), memo: new Map() };
    if (generation === startedAt) current = { snapshot, loadedAt: Date.now() };
    return snapshot;
  }
  function invalidate(): void {
    generation += 1;
    current = null;
    loading = null;
  }
  options.bus.subscribe('catalog', invalidate);

  return {
    snapshot(): Promise<CatalogSnapshot> {
      if (current && Date.now() - current.loadedAt < ttlMs)
        return Promise.resolve(current.snapshot);
      if (!loading) {
        const started = load().finally(() => {
          if (loading === started) loading = null;
        });
        loading = started;
      }
      return loading;
    },
    /** Drops this instance's snapshot only; writers announce on the bus instead. */
    invalidate,
  };
}
export type CatalogCache = ReturnType<typeof createCatalogCache>;
