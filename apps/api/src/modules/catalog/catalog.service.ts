import { toRupees, type Course } from '@kaksha/shared';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { COURSE_SEED } from './catalog.seed';
import { findActiveCourse, listActiveCourses, upsertCourses } from './catalog.repository';
import type { CourseRow } from './catalog.table';

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

export function createCatalogService(db: Executor) {
  return {
    async listCourses(): Promise<Course[]> {
      return (await listActiveCourses(db)).map(toCourse);
    },
    async getCourse(id: string): Promise<Course> {
      const row = await findActiveCourse(db, id.toLowerCase());
      if (!row) throw notFound(`No course with id '${id}'`, 'COURSE_NOT_FOUND');
      return toCourse(row);
    },
    seedCatalogue: () => upsertCourses(db, COURSE_SEED),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
