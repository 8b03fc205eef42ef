import { eq, sql } from 'drizzle-orm';
import type { Role } from '@kaksha/shared';
import type { Executor } from '../../db/database';
import { users } from './users.table';

export type CallerRecord = { id: string; email: string; role: Role; tokenVersion: number };

const MAX_ENTRIES = 10_000;

/**
 * Who a user is right now (e-mail, role, token version) for the bearer guard, read from the database
 * at most once per `ttlMs` per user: a purchase makes several authenticated calls within a second.
 * This instance forgets a user the moment it changes their role or token version; another instance
 * (or the role CLI) is seen within `ttlMs`, which bounds how long an ended token still works.
 */
export function createCallerCache(db: Executor, ttlMs = 2_000) {
  const entries = new Map<string, { caller: CallerRecord; loadedAt: number }>();
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

  return {
    async get(id: string): Promise<CallerRecord | undefined> {
      const hit = entries.get(id);
      if (hit && Date.now() - hit.loadedAt < ttlMs) return hit.caller;
      const [row] = await byId.execute({ id });
      if (!row) {
        entries.delete(id);
        return undefined;
      }
      const caller = { ...row, role: row.role as Role };
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { caller, loadedAt: Date.now() });
      return caller;
    },
    /** Call after changing a user's role or token version. */
    forget(id: string): void {
      entries.delete(id);
    },
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;
