import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { courses, type CourseRow, type NewCourseRow } from './catalog.table';

export function listActiveCourses(db: Executor): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.sortOrder), asc(courses.id));
}

export async function findActiveCourse(db: Executor, id: string): Promise<CourseRow | undefined> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isActive, true)))
    .limit(1);
  return row;
}

/** Inserts or refreshes the seeded catalogue; safe to run at every start and from several instances. */
export async function upsertCourses(db: Executor, rows: readonly NewCourseRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(courses)
    .values([...rows])
    .onConflictDoUpdate({
      target: courses.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        image: sql`excluded.image`,
        category: sql`excluded.category`,
        pricePaise: sql`excluded.price_paise`,
        discountedPricePaise: sql`excluded.discounted_price_paise`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}

export function findActiveCoursesByIds(db: Executor, ids: readonly string[]): Promise<CourseRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), eq(courses.isActive, true)));
}
