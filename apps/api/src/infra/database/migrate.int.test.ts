import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness';
import { queryRows, type DatabaseHandle } from './database';
import { runMigrations } from './migrate';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('runMigrations', () => {
  it('is idempotent and safe to run concurrently on one database', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]?.n;
    const before = await count();
    await Promise.all([runMigrations(database), runMigrations(database)]);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('leaves no advisory lock behind', async () => {
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
