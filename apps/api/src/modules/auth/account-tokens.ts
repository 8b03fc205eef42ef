import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { users } from '../users';
import { accountTokens, refreshTokens } from './auth.table';

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

/** How long a link works: a day to verify an address, half an hour to reset a password. */
export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-password': 30 * 60,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Looks like a token we issue (43 base64url characters), before the database is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Single-use, expiring links for e-mail, stored only as SHA-256 hashes. */
export const accountTokenStore = {
  /**
   * A new token for the user and purpose; any older unused one of that purpose stops working. The
   * account's row is locked first, in this transaction, so two requests at once (two tabs, a
   * double click on Resend) issue one after the other and only the last link works.
   */
  async issue(db: Executor, userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
      await tx
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
          ),
        );
      await tx.insert(accountTokens).values({
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: sql`now() + ${`${ACCOUNT_TOKEN_TTL_SECONDS[purpose]} seconds`}::interval`,
      });
    });
    return token;
  },

  /**
   * Spends a token in one statement (two presentations at once cannot both succeed): the user it
   * was issued to, or undefined when it is unknown, of another purpose, used or expired.
   */
  async consume(
    db: Executor,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<string | undefined> {
    if (!isTokenShaped(token)) return undefined;
    const [row] = await db
      .update(accountTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(accountTokens.tokenHash, hashToken(token)),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
          sql`${accountTokens.expiresAt} > now()`,
        ),
      )
      .returning({ userId: accountTokens.userId });
    return row?.userId;
  },
};

/** An erased account's sessions and e-mailed links (inside the erasure's transaction). */
export async function deleteAuthRowsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
}
