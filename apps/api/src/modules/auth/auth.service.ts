import {
  AUTH_MESSAGES,
  type LoginBody,
  type RegisterBody,
  type RegisteredUser,
  type Role,
} from '@kaksha/shared';
import type { Executor } from '../../db/database';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { AccessTokens } from './access-token';
import type { DeviceCookie, DeviceCookies } from './device-cookie';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, isCommonPassword, verifyAgainstDummy, verifyPassword } from './password';
import type { RefreshTokenStore } from './refresh-tokens';

export type SessionUser = { id: string; email: string; name: string; role: Role };
export type Session = { accessToken: string; refreshToken: string; user: SessionUser };
/** A password log-in also marks the browser as known to the account (a new device cookie). */
export type LoginSession = Session & { deviceCookie: DeviceCookie };
/** Where a log-in comes from: the client address and the device cookies the browser sent. */
export type LoginOrigin = {
  clientAddress: string;
  deviceCookies: Readonly<Record<string, string>>;
};

const toSessionUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as Role,
});

export function createAuthService(deps: {
  db: Executor;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  loginThrottle: LoginThrottle;
  deviceCookies: DeviceCookies;
  /** Role and token-version changes are announced on it: every instance forgets the user. */
  bus: InvalidationBus;
}) {
  const { db, accessTokens, refreshTokens, loginThrottle, deviceCookies, bus } = deps;

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

    async login(body: LoginBody, origin: LoginOrigin): Promise<LoginSession> {
      const row = await findUserByEmail(db, body.username);
      const deviceNonce = row ? deviceCookies.trustedNonce(row.id, origin.deviceCookies) : null;
      const attempt = await loginThrottle.admit({
        account: body.username,
        clientAddress: origin.clientAddress,
        deviceNonce,
      });
      const isValid = row?.passwordHash
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!row || !isValid) throw unauthorized(AUTH_MESSAGES.badCredentials, 'BAD_CREDENTIALS');
      await loginThrottle.release(attempt);
      return { ...(await startSession(row)), deviceCookie: deviceCookies.issue(row.id) };
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
      await bus.transaction(db, [{ cache: 'caller', key: userId }], (tx) =>
        updateUser(tx, userId, { bumpTokenVersion: true }),
      );
      await refreshTokens.revokeAllForUser(userId);
    },

    /** At start: make sure the configured ADMIN account exists and is ADMIN. */
    async ensureAdmin(email: string, password: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      const existing = await findUserByEmail(db, normalised);
      if (existing) {
        if (existing.role !== 'ADMIN') {
          await bus.transaction(db, [{ cache: 'caller', key: existing.id }], (tx) =>
            updateUser(tx, existing.id, { role: 'ADMIN', bumpTokenVersion: true }),
          );
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
