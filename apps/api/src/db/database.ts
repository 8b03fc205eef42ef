import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The drizzle handle, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle. Inside db.transaction() always use this, never the outer handle (PGlite deadlocks). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Round-trip to the database; throws when it does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Rows of a raw SQL query; both drivers answer `{ rows }`, typed differently. Cast counts in SQL (`::int`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
