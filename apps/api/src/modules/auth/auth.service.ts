import {
  AUTH_MESSAGES,
  type LoginBody,
  type RegisterBody,
  type RegisteredUser,
  type Role,
} from '@kaksha/shared';
import type { Executor } from '../../db/database';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import type { CallerCache } from '../users/caller-cache';
import type { AccessTokens } from './access-token';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { RefreshTokenStore } from './refresh-tokens';

/** Failed log-ins allowed per account and per client address in a window before 429. */
export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowSeconds: 15 * 60 } satisfies RateLimitRule,
  perAddress: { limit: 50, windowSeconds: 15 * 60 } satisfies RateLimitRule,
};

export type SessionUser = { id: string; email: string; name: string; role: Role };
export type Session = { accessToken: string; refreshToken: string; user: SessionUser };

const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as Role,
});

function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', 429, AUTH_MESSAGES.tooManyAttempts, {
    'Retry-After': String(retryAfterSeconds),
  });
}

export function createAuthService(deps: {
  db: Executor;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  rateLimiter: RateLimiter;
  callers: CallerCache;
}) {
  const { db, accessTokens, refreshTokens, rateLimiter, callers } = deps;

  async function startSession(row: UserRow, familyId?: string): Promise<Session> {
    const accessToken = await accessTokens.sign({
      userId: row.id,
      role: row.role as Role,
      tokenVersion: row.tokenVersion,
    });
    const issued = await refreshTokens.issue(row.id, familyId);
    return { accessToken, refreshToken: issued.token, user: toSessionUser(row) };
  }

  return {
    startSession,

    /** Every new account is USER, whatever the body says. */
    async register(body: RegisterBody): Promise<RegisteredUser> {
      if (isCommonPassword(body.password))
        throw new AppError('PASSWORD_TOO_COMMON', 400, AUTH_MESSAGES.passwordTooCommon);
      const passwordHash = await hashPassword(body.password);
      const row = await insertUser(db, {
        email: body.email,
        name: body.name,
        passwordHash,
        role: 'USER',
      });
      if (!row) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      return { id: row.id, name: row.name, email: row.email, role: 'USER' };
    },

    async login(body: LoginBody, clientAddress: string): Promise<Session> {
      const accountKey = `login:account:${body.username}`;
      const addressKey = `login:address:${clientAddress}`;
      const [account, address] = await Promise.all([
        rateLimiter.peek(accountKey, LOGIN_LIMITS.perAccount),
        rateLimiter.peek(addressKey, LOGIN_LIMITS.perAddress),
      ]);
      if (account.isLimited || address.isLimited) {
        throw tooMany(
          Math.max(
            account.isLimited ? account.retryAfterSeconds : 0,
            address.isLimited ? address.retryAfterSeconds : 0,
          ),
        );
      }

      const row = await findUserByEmail(db, body.username);
      const isValid = row?.passwordHash
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!row || !isValid) {
        await Promise.all([
          rateLimiter.hit(accountKey, LOGIN_LIMITS.perAccount),
          rateLimiter.hit(addressKey, LOGIN_LIMITS.perAddress),
        ]);
        throw unauthorized(AUTH_MESSAGES.badCredentials, 'BAD_CREDENTIALS');
      }
      await rateLimiter.reset(accountKey);
      return startSession(row);
    },

    async refresh(refreshToken: string | undefined): Promise<Session> {
      if (!refreshToken)
        throw unauthorized('No session to refresh. Please log in.', 'NO_REFRESH_TOKEN');
      const result = await refreshTokens.rotate(refreshToken);
      if (result.outcome === 'reused')
        throw unauthorized(
          'This session was ended for your safety. Please log in again.',
          'REFRESH_REUSED',
        );
      if (result.outcome === 'invalid')
        throw unauthorized('Your session has expired. Please log in again.', 'REFRESH_INVALID');
      const row = await findUserById(db, result.issued.userId);
      if (!row)
        throw unauthorized('Your session has expired. Please log in again.', 'REFRESH_INVALID');
      const accessToken = await accessTokens.sign({
        userId: row.id,
        role: row.role as Role,
        tokenVersion: row.tokenVersion,
      });
      return { accessToken, refreshToken: result.issued.token, user: toSessionUser(row) };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const familyId = await refreshTokens.findFamily(refreshToken);
      if (familyId) await refreshTokens.revokeFamily(familyId);
    },

    /** Ends every session of the user: refresh families revoked, access tokens outdated. */
    async logoutEverywhere(userId: string): Promise<void> {
      await updateUser(db, userId, { bumpTokenVersion: true });
      callers.forget(userId);
      await refreshTokens.revokeAllForUser(userId);
    },

    /** At start: make sure the configured ADMIN account exists and is ADMIN. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      const existing = await findUserByEmail(db, normalised);
      if (existing) {
        if (existing.role !== 'ADMIN') {
          await updateUser(db, existing.id, { role: 'ADMIN', bumpTokenVersion: true });
          callers.forget(existing.id);
        }
        return;
      }
      await insertUser(db, {
        email: normalised,
        name: 'Admin',
        passwordHash: await hashPassword(password),
        role: 'ADMIN',
        isEmailVerified: true,
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
