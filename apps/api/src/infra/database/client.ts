import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../../core/config';
import { queryRows, type Database, type DatabaseHandle } from './database';
import { acquireLockFile, lockPathOf } from './lock-file';

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

export function wrapPgPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pgPool: pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function createPgPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 20, idleTimeoutMillis: 30_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.database.kind === 'postgres') return wrapPgPool(createPgPool(config.database.url));
  const dir = config.database.dir;
  mkdirSync(dir, { recursive: true });
  const release = acquireLockFile(lockPathOf(dir), dir);
  try {
    const client = await PGlite.create({ dataDir: dir });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * What about the database's own settings an operator should fix, checked at start. The COPY
 * exports inline filter values (COPY takes no parameters) with an escaper that is right either
 * way and set `standard_conforming_strings = on` in their own transaction; a database whose
 * default is off still deserves a warning, since any other literal written by hand would not be.
 */
export async function databaseWarnings(handle: DatabaseHandle): Promise<string[]> {
  const [row] = await queryRows<{ value: string }>(
    handle.db,
    sql`select current_setting('standard_conforming_strings') as value`,
  );
  return row?.value === 'on'
    ? []
    : [
        'The database has standard_conforming_strings = off: set it on (ALTER DATABASE … SET standard_conforming_strings = on). Exports set it on in their own transactions.',
      ];
}
