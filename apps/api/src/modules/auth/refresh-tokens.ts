import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { refreshTokens } from './auth.table';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs refreshing with the same cookie at once must both succeed: for this long after a
 * rotation, the old token still answers, with the same successor. Kept short, since whoever holds
 * the old token in that time is handed the live one.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type IssuedRefreshToken = { token: string; familyId: string; userId: string };
export type RotationResult =
  | { outcome: 'rotated'; issued: IssuedRefreshToken }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

/**
 * `sessionMaxDays`: a family's absolute lifetime from its first log-in, however often rotated.
 * `bus`: every revocation is announced under the user's id, so each instance's session cache
 * forgets the family and its access tokens are refused on the next request.
 */
export function createRefreshTokenStore({
  db,
  jwtSecret,
  bus,
  sessionMaxDays = 60,
}: {
  db: Executor;
  jwtSecret: string;
  bus: InvalidationBus;
  sessionMaxDays?: number;
}) {
  const successorKey = Buffer.from(
    hkdfSync('sha256', jwtSecret, '', 'kaksha/refresh-successor', 32),
  );
  /**
   * A token's one successor, derived rather than drawn, so every rotation of the same token (two
   * tabs, a retry) arrives at the same new token without any of them having to store it in clear.
   */
  const successorOf = (token: string) =>
    createHmac('sha256', successorKey).update(`refresh-successor:${token}`).digest('base64url');

  /** A token of the family that began at `familyStartedAt` (now, for a new family). */
  const rowOf = (token: string, familyId: string, userId: string, familyStartedAt?: string) => {
    const startedAt = familyStartedAt ? sql`${familyStartedAt}::timestamptz` : sql`now()`;
    return {
      familyId,
      userId,
      tokenHash: hashToken(token),
      familyStartedAt: startedAt,
      // Never past the family's absolute end.
      expiresAt: sql`least(now() + ${`${REFRESH_TOKEN_TTL_SECONDS} seconds`}::interval,
        ${startedAt} + ${`${sessionMaxDays} days`}::interval)`,
    };
  };

  const announcing = <T>(userId: string, work: (tx: Executor) => Promise<T>) =>
    bus.transaction(db, [{ cache: 'session', key: userId }], work);

  async function issue(
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values(rowOf(token, familyId, userId));
    return { token, familyId, userId };
  }

  async function revokeFamily(familyId: string, userId: string): Promise<void> {
    await announcing(userId, (tx) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt))),
    );
  }

  return {
    issue,
    revokeFamily,

    /** Revokes every family of the user, but `keepFamilyId` (this browser's) when given. */
    async revokeAllForUser(userId: string, keepFamilyId?: string): Promise<void> {
      await announcing(userId, (tx) =>
        tx
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
            ),
          ),
      );
    },

    /** Seconds since the family began (its sign-in), or undefined for an unknown family. */
    async familyAgeSeconds(familyId: string): Promise<number | undefined> {
      const [row] = await db
        .select({
          age: sql<number>`extract(epoch from (now() - min(${refreshTokens.familyStartedAt})))::float8`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, familyId));
      return row?.age == null ? undefined : Number(row.age);
    },

    /** The live family of a token, if it is the user's. */
    async findLiveFamilyOf(token: string, userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.tokenHash, hashToken(token)),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            sql`${refreshTokens.expiresAt} > now()`,
          ),
        )
        .limit(1);
      return row?.familyId;
    },

    async findFamily(token: string): Promise<{ familyId: string; userId: string } | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row;
    },

    /**
     * Exchanges a refresh token for its successor in the same family. Within the grace window every
     * presentation of the token (concurrent or repeated) gets that one successor, inserted once
     * whoever comes first; later reuse revokes the family, since only a thief would still hold an
     * old token then.
     */
    async rotate(token: string): Promise<RotationResult> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          userId: refreshTokens.userId,
          familyStartedAt: sql<string>`${refreshTokens.familyStartedAt}::text`,
          // Expired, or its family past its absolute lifetime.
          isExpired: sql<boolean>`${refreshTokens.expiresAt} <= now() or
            ${refreshTokens.familyStartedAt} + ${`${sessionMaxDays} days`}::interval <= now()`,
          isRevoked: sql<boolean>`${refreshTokens.revokedAt} is not null`,
          rotatedSecondsAgo: sql<
            number | null
          >`extract(epoch from (now() - ${refreshTokens.rotatedAt}))::float8`,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      if (!row || row.isExpired || row.isRevoked) return { outcome: 'invalid' };
      if (row.rotatedSecondsAgo !== null && row.rotatedSecondsAgo > REFRESH_REUSE_GRACE_SECONDS) {
        await revokeFamily(row.familyId, row.userId);
        return { outcome: 'reused' };
      }
      if (row.rotatedSecondsAgo === null) {
        // Only the first rotation starts the grace window; concurrent ones leave it be.
        await db
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)));
      }
      const successor = successorOf(token);
      await db
        .insert(refreshTokens)
        .values(rowOf(successor, row.familyId, row.userId, row.familyStartedAt))
        .onConflictDoNothing({ target: refreshTokens.tokenHash });
      return {
        outcome: 'rotated',
        issued: { token: successor, familyId: row.familyId, userId: row.userId },
      };
    },
  };
}
export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
