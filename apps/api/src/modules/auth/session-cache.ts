import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import type { InvalidationSource } from '../../infra/invalidation/invalidation-bus';
import { refreshTokens } from './auth.table';

const MAX_ENTRIES = 10_000;

/**
 * Whether an access token's session (its refresh family) is still live, for the bearer guard: a
 * family ends when it is revoked (log-out, log-out everywhere, password change or reset, reuse) or
 * when its last token expires (SESSION_MAX_DAYS caps that). Read at most once per `ttlMs` per
 * family; every revocation is announced on the bus under the user's id (cache 'session'), so every
 * instance forgets the user's families at once and the old access token is refused on the very
 * next request, wherever it lands.
 */
export function createSessionCache(options: {
  db: Executor;
  bus: InvalidationSource;
  ttlMs?: number;
}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const entries = new Map<string, { userId: string; liveUntilMs: number; loadedAt: number }>();
  let generation = 0;
  const liveUntil = options.db
    .select({
      untilMs: sql<
        number | null
      >`(extract(epoch from max(${refreshTokens.expiresAt})) * 1000)::float8`,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('familyId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .prepare('session-live-until');

  options.bus.subscribe('session', (userId) => {
    generation += 1;
    if (userId === undefined) return entries.clear();
    for (const [familyId, entry] of entries) if (entry.userId === userId) entries.delete(familyId);
  });

  return {
    async isLive(userId: string, familyId: string): Promise<boolean> {
      const now = Date.now();
      const hit = entries.get(familyId);
      if (hit && hit.userId === userId && now - hit.loadedAt < ttlMs) return now < hit.liveUntilMs;
      const startedAt = generation;
      const [row] = await liveUntil.execute({ familyId, userId });
      const liveUntilMs = row?.untilMs == null ? 0 : Number(row.untilMs);
      if (generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(familyId, { userId, liveUntilMs, loadedAt: now });
      }
      return now < liveUntilMs;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
