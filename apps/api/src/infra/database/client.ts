import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../../core/config';
import type { Database, DatabaseHandle } from './database';
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
