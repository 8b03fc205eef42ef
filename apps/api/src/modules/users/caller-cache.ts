import { eq, sql } from 'drizzle-orm';
import type { CallerRecord } from '../../core/caller';
import type { Executor } from '../../infra/database/database';
import type { InvalidationSource } from '../../infra/invalidation/invalidation-bus';
import { users } from './users.table';

const MAX_ENTRIES = 10_000;

/**
 * Who a user is right now (e-mail, role, token version) for the bearer guard, read from the database
 * at most once per `ttlMs` per user: a purchase makes several authenticated calls within a second.
 * Every role or token-version change, on any instance or from the role CLI, is announced on the
 * invalidation bus and drops the user here at once (ADR 0011); `ttlMs` bounds how long an ended
 * token still works only when a notification was missed.
 */
export function createCallerCache(options: {
  db: Executor;
  bus: InvalidationSource;
  ttlMs?: number;
}) {
  const { db } = options;
  const ttlMs = options.ttlMs ?? 2_000;
  const entries = new Map<string, { caller: CallerRecord; loadedAt: number }>();
  /** Bumped by every drop: a read that started before one may have seen the old row. */
  let generation = 0;
  const byId = db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('caller-by-id');

  function forget(id: string | undefined): void {
    generation += 1;
    if (id === undefined) entries.clear();
    else entries.delete(id);
  }
  options.bus.subscribe('caller', forget);

  return {
    async get(id: string): Promise<CallerRecord | undefined> {
      const hit = entries.get(id);
      if (hit && Date.now() - hit.loadedAt < ttlMs) return hit.caller;
      const startedAt = generation;
      const [row] = await byId.execute({ id });
      if (!row) {
        entries.delete(id);
        return undefined;
      }
      const caller = { ...row, role: row.role as CallerRecord['role'] };
      if (generation !== startedAt) return caller;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { caller, loadedAt: Date.now() });
      return caller;
    },
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;
