import { sql } from 'drizzle-orm';
import { addDays, generateWeeklySessions, istDate, istInstant, weekdayOf } from '@kaksha/shared';
import type { Database } from '../../infra/database/database';
import { courses } from '../catalog';
import { insertBatch, insertSessions } from './batches.repository';
import { batches } from './batches.table';

/** 'December 2026' for a `YYYY-MM-DD` day. */
const MONTH_YEAR = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A local install's first start (the payment sandbox, never production): each program that has
 * never had a batch gets one open weekend batch, so the program pages, the cart and the staff
 * console have something real to show. It starts on the first Saturday at least three weeks away:
 * Saturdays and Sundays 10:00–12:00 IST for 12 weeks, 60 seats. Staff create every other batch.
 */
export async function seedDemoBatches(
  db: Database,
  { today = istDate(new Date()), capacity = 60 }: { today?: string; capacity?: number } = {},
): Promise<void> {
  const missing = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      sql`${courses.isActive} and not exists (select 1 from ${batches} b where b.course_id = ${courses.id})`,
    );
  if (missing.length === 0) return;
  let start = addDays(today, 21);
  while (weekdayOf(start) !== 6) start = addDays(start, 1);
  const sessions = generateWeeklySessions(start, {
    weekdays: [6, 0],
    startTime: '10:00',
    durationMinutes: 120,
    weeks: 12,
  });
  const monthYear = MONTH_YEAR.format(new Date(`${start}T00:00:00Z`));
  for (const course of missing) {
    await db.transaction(async (tx) => {
      const batch = await insertBatch(tx, {
        courseId: course.id,
        name: `Weekend batch · ${monthYear}`,
        startDate: start,
        endDate: istDate(sessions.at(-1)!.startsAt),
        capacity,
        enrolmentClosesAt: istInstant(start),
        status: 'open',
      });
      await insertSessions(
        tx,
        batch.id,
        sessions.map((s) => ({
          startsAt: new Date(s.startsAt),
          durationMinutes: s.durationMinutes,
          title: s.title,
        })),
      );
    });
  }
}
