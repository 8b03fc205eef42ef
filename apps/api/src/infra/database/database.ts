import type { SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The drizzle handle, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle. Inside db.transaction() always use this, never the outer handle (PGlite deadlocks). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool behind `db`, for what drizzle cannot do (COPY ... TO STDOUT streams). */
  pgPool?: pg.Pool;
  /** PGlite only: the engine behind `db`, for its in-process LISTEN/NOTIFY. */
  pglite?: PGlite;
  /** Round-trip to the database; throws when it does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Rows of a raw SQL query; both drivers answer `{ rows }`, typed differently. Cast counts in SQL (`::int`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Rows of a raw SQL statement run as a named prepared statement (PostgreSQL parses and plans it once
 * per connection; PGlite ignores the name). For the hot paths only: `name` must always stand for the
 * same SQL text, so the statement's shape may not vary with its parameters.
 */
export async function preparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
