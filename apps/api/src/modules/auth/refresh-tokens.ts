import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { refreshTokens } from './auth.table';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Two tabs refreshing with the same cookie at once must both succeed. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type IssuedRefreshToken = { token: string; familyId: string; userId: string };
export type RotationResult =
  | { outcome: 'rotated'; issued: IssuedRefreshToken }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

export function createRefreshTokenStore(db: Executor) {
  async function issue(
    userId: string,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      familyId,
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${`${REFRESH_TOKEN_TTL_SECONDS} seconds`}::interval`,
    });
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
     * Exchanges a refresh token for a new one in the same family. The conditional update makes
     * concurrent rotations safe: exactly one caller marks the token rotated; a caller that loses
     * the race (or comes back within the grace window) gets a sibling token; later reuse revokes
     * the family, since only a thief would still hold an old token then.
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

      if (row.rotatedSecondsAgo === null || row.rotatedSecondsAgo <= REFRESH_REUSE_GRACE_SECONDS) {
        if (row.rotatedSecondsAgo === null) {
          await db
            .update(refreshTokens)
            .set({ rotatedAt: sql`now()` })
            .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)));
        }
        return { outcome: 'rotated', issued: await issue(row.userId, row.familyId) };
      }
      await revokeFamily(row.familyId);
      return { outcome: 'reused' };
    },
  };
}
export type RefreshTokenStore = ReturnType<typeof createRefreshTokenStore>;
