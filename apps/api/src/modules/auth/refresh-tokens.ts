import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
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

export function createRefreshTokenStore(db: Executor, jwtSecret: string) {
  const successorKey = Buffer.from(
    hkdfSync('sha256', jwtSecret, '', 'kaksha/refresh-successor', 32),
  );
  /**
   * A token's one successor, derived rather than drawn, so every rotation of the same token (two
   * tabs, a retry) arrives at the same new token without any of them having to store it in clear.
   */
  const successorOf = (token: string) =>
    createHmac('sha256', successorKey).update(`refresh-successor:${token}`).digest('base64url');

  const rowOf = (token: string, familyId: string, userId: string) => ({
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + ${`${REFRESH_TOKEN_TTL_SECONDS} seconds`}::interval`,
  });

  async function issue(
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values(rowOf(token, familyId, userId));
    return { token, familyId, userId };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    issue,
    revokeFamily,

    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    async findFamily(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      return row?.familyId;
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
          isExpired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
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
        await revokeFamily(row.familyId);
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
        .values(rowOf(successor, row.familyId, row.userId))
        .onConflictDoNothing({ target: refreshTokens.tokenHash });
      return {
        outcome: 'rotated',
        issued: { token: successor, familyId: row.familyId, userId: row.userId },
      };
    },
  };
}
export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
