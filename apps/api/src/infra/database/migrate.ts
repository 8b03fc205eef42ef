import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './database';

// Any constant shared by every instance: instances starting at once queue on it.
const MIGRATION_LOCK_KEY = 7_215_004_211;

/** Finds apps/api/drizzle from src/db (dev, tests) or dist (built server). */
export function findMigrationsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Migrations folder not found above ${from}`);
}

export async function runMigrations(
  handle: DatabaseHandle,
  migrationsFolder = findMigrationsFolder(),
) {
  if (handle.kind === 'pglite') {
    // One process owns a PGlite directory (lock file), but take the lock anyway so the code path is one.
    await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
    return;
  }
  // Session-level advisory locks belong to a connection: hold one client for lock, migrate, unlock.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
