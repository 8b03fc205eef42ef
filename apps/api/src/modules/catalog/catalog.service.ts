import { toRupees, type Course } from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { notFound } from '../../core/app-error';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { COURSE_SEED } from './catalog.seed';
import type { CatalogCache } from './catalog-cache';
import { upsertCourses } from './catalog.repository';
import type { CourseRow, NewCourseRow } from './catalog.table';

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    price: toRupees(row.pricePaise),
    discountedPrice: row.discountedPricePaise === null ? null : toRupees(row.discountedPricePaise),
    currency: 'INR',
  };
}

/** Every catalogue write drops the snapshot of every instance as it commits (ADR 0011). */
export const CATALOG_CHANGED = [{ cache: 'catalog' }] as const;

export function createCatalogService(deps: {
  db: Executor;
  cache: CatalogCache;
  bus: InvalidationBus;
}) {
  const { db, cache, bus } = deps;
  /** Inserts or updates courses (the seed at start, a price change); every instance sees it at once. */
  async function saveCourses(rows: readonly NewCourseRow[]): Promise<void> {
    await bus.transaction(db, CATALOG_CHANGED, (tx) => upsertCourses(tx, rows));
  }

  return {
    async listCourses(): Promise<Course[]> {
      return (await cache.snapshot()).rows.map(toCourse);
    },
    /** The public list as JSON, serialised once per catalogue snapshot. */
    async listCoursesJson(): Promise<string> {
      const snapshot = await cache.snapshot();
      let json = snapshot.memo.get('list-json') as string | undefined;
      if (json === undefined) {
        json = JSON.stringify(snapshot.rows.map(toCourse));
        snapshot.memo.set('list-json', json);
      }
      return json;
    },
    async getCourse(id: string): Promise<Course> {
      const row = (await cache.snapshot()).byId.get(id.toLowerCase());
      if (!row) throw notFound(`No course with id '${id}'`, 'COURSE_NOT_FOUND');
      return toCourse(row);
    },
    saveCourses,
    seedCatalogue: () => saveCourses(COURSE_SEED),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
