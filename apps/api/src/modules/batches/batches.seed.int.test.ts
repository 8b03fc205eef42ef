import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import { queryRows, type DatabaseHandle } from '../../infra/database/database';
import { seedDemoBatches } from './batches.seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the demo batches of a local install', () => {
  it('give each program one open weekend batch three weeks out, once', async () => {
    // The test database comes with the demo batches of the day it was made: start afresh.
    await database.db.execute(sql`delete from batch_sessions`);
    await database.db.execute(sql`delete from batches`);
    // 28 November 2026 is a Saturday: three weeks later is Saturday 19 December.
    await seedDemoBatches(database.db, { today: '2026-11-28' });
    await seedDemoBatches(database.db, { today: '2026-11-29' });
    const rows = await queryRows<{
      course_id: string;
      name: string;
      start_date: string;
      end_date: string;
      status: string;
      sessions: number;
    }>(
      database.db,
      sql`select b.course_id, b.name, b.start_date::text, b.end_date::text, b.status,
        (select count(*)::int from batch_sessions s where s.batch_id = b.id) as sessions
        from batches b order by b.course_id`,
    );
    expect(rows.map((row) => row.course_id)).toEqual([
      'code-slayer',
      'iot',
      'machinester',
      'webmonk',
    ]);
    for (const row of rows)
      expect(row).toMatchObject({
        name: 'Weekend batch · December 2026',
        start_date: '2026-12-19',
        end_date: '2027-03-07',
        status: 'open',
        sessions: 24,
      });
  });
});
