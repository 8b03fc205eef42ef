import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { wrapPglite } from '../../infra/database/client';
import { queryRows, type DatabaseHandle } from '../../infra/database/database';
import { findMigrationsFolder, runMigrations } from '../../infra/database/migrate';

/**
 * Migration 0009: enrolments made before batches move into one closed batch per program, named from
 * the batch line the program pages showed, with exactly their learners' seats; nothing is lost.
 */
const folder = findMigrationsFolder();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'kaksha-migrations-'));
let database: DatabaseHandle | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The migrations folder as it was before 0009. */
function foldersBeforeBatches(): string {
  const before = path.join(tmp, 'before');
  cpSync(folder, before, { recursive: true });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === '0009_batches');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0009_batches', () => {
  it('places every existing enrolment in a closed batch of its program', async () => {
    database = wrapPglite(await PGlite.create());
    const { db } = database;
    await runMigrations(database, foldersBeforeBatches());
    await db.execute(sql`
      insert into courses (id, name, description, image, category, price_paise) values
        ('webmonk', 'Webmonk', 'Web', '/w.png', 'web', 499900),
        ('iot', 'IOT', 'Robotics', '/i.png', 'iot', 499900),
        ('machinester', 'Machinester', 'ML', '/m.png', 'ml', 499900)`);
    await db.execute(sql`
      insert into users (id, email) values
        ('00000000-0000-4000-8000-000000000001', 'a@kaksha.test'),
        ('00000000-0000-4000-8000-000000000002', 'b@kaksha.test')`);
    await db.execute(sql`
      insert into orders (id, user_id, status, amount_paise, list_total_paise, paid_at) values
        ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 'paid', 999800, 999800, now()),
        ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002', 'paid', 499900, 499900, now())`);
    await db.execute(sql`
      insert into enrolments (user_id, course_id, order_id, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'webmonk', '10000000-0000-4000-8000-000000000001', '2024-12-01T20:00:00Z'),
        ('00000000-0000-4000-8000-000000000001', 'iot', '10000000-0000-4000-8000-000000000001', '2025-05-02T10:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'iot', '10000000-0000-4000-8000-000000000002', '2025-06-30T19:00:00Z')`);

    await runMigrations(database, folder);

    const batches = await queryRows<{
      course_id: string;
      name: string;
      start_date: string;
      end_date: string;
      capacity: number;
      seats_taken: number;
      status: string;
    }>(
      db,
      sql`select course_id, name, start_date::text, end_date::text, capacity, seats_taken, status
        from batches order by course_id`,
    );
    expect(batches).toEqual([
      {
        course_id: 'iot',
        name: 'Summer 2025 batch',
        start_date: '2025-05-02',
        // 19:00 UTC on 30 June is 00:30 IST on 1 July.
        end_date: '2025-07-01',
        capacity: 2,
        seats_taken: 2,
        status: 'closed',
      },
      {
        course_id: 'webmonk',
        name: 'Winter 2024 batch',
        start_date: '2024-12-02',
        end_date: '2024-12-02',
        capacity: 1,
        seats_taken: 1,
        status: 'closed',
      },
    ]);
    const unplaced = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from enrolments e left join batches b on b.id = e.batch_id
        where b.id is null or b.course_id <> e.course_id`,
    );
    expect(unplaced[0]!.n).toBe(0);
  });
});
