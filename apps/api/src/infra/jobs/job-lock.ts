import type { DatabaseHandle } from '../database/database';

export type JobRun<T> = { ran: true; result: T } | { ran: false };

/** Advisory-lock namespace of Kaksha's jobs (the migration lock uses the one-key form). */
const JOB_LOCK_NAMESPACE = 0x4b53;
/** Jobs running in this process on a PGlite engine, by engine (one process owns an engine). */
const pgliteJobs = new WeakMap<object, Set<string>>();

/**
 * Runs a job's round only where no other instance (nor another round of this one) is running it:
 * one PostgreSQL session-level advisory lock per job, tried without waiting, held on a connection
 * of its own for the whole round and released when it ends. The round itself does its work on the
 * pool, outside any transaction, so it may call a provider for as long as that takes; if the
 * instance dies, its connection closes and the lock goes with it. PGlite is one process (the
 * lock file), so there the lock is a set in memory, shared by every app on the engine.
 */
export async function runExclusively<T>(
  database: DatabaseHandle,
  job: string,
  round: () => Promise<T>,
): Promise<JobRun<T>> {
  if (database.pglite) {
    let running = pgliteJobs.get(database.pglite);
    if (!running) pgliteJobs.set(database.pglite, (running = new Set()));
    if (running.has(job)) return { ran: false };
    running.add(job);
    try {
      return { ran: true, result: await round() };
    } finally {
      running.delete(job);
    }
  }
  if (!database.pgPool) throw new Error('a PostgreSQL database without its pool');
  const client = await database.pgPool.connect();
  let broken: Error | undefined;
  try {
    let isHeld: boolean;
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as ok',
        [JOB_LOCK_NAMESPACE, job],
      );
      isHeld = rows[0]?.ok === true;
    } catch (error) {
      broken = error as Error;
      throw error;
    }
    if (!isHeld) return { ran: false };
    try {
      return { ran: true, result: await round() };
    } finally {
      await client
        .query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_NAMESPACE, job])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A session whose unlock failed is closed rather than pooled: closing releases the lock.
    client.release(broken);
  }
}
