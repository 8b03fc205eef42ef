import {
  AUTH_MESSAGES,
  type LoginBody,
  type RegisterBody,
  type RegisteredUser,
  type Role,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { AppError, conflict, unauthorized } from '../../core/app-error';
import { ConfigError } from '../../core/config';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  recordMarketingChoice,
  updateUser,
} from '../users';
import type { UserRow } from '../users';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import type { AccessTokens } from './access-token';
import type { DeviceCookie, DeviceCookies } from './device-cookie';
import type { LoginThrottle } from './login-throttle';
import type { SignupLimit } from './signup-limit';
import type { EmailVerification } from './email-verification';
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
  signupLimit: SignupLimit;
  verification: EmailVerification;
  deviceCookies: DeviceCookies;
  /** Role and token-version changes are announced on it: every instance forgets the user. */
  bus: InvalidationBus;
}) {
  const { db, accessTokens, refreshTokens, loginThrottle, signupLimit, deviceCookies, bus } = deps;
  const { verification } = deps;

  async function startSession(row: UserRow, familyId?: string): Promise<Session> {
    const issued = await refreshTokens.issue(row.id, familyId);
    const accessToken = await accessTokens.sign({
      userId: row.id,
      role: row.role as Role,
      tokenVersion: row.tokenVersion,
      familyId: issued.familyId,
    });
    return { accessToken, refreshToken: issued.token, user: toSessionUser(row) };
  }

  return {
    startSession,

    /** Every new account is USER, whatever the body says. */
    async register(body: RegisterBody, clientAddress: string): Promise<RegisteredUser> {
      await signupLimit.admit(clientAddress);
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
      if (body.marketingConsent)
        await recordMarketingChoice(db, { userId: row.id, granted: true, source: 'signup' });
      verification.sendLinkLater(row);
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
        familyId: result.issued.familyId,
      });
      return { accessToken, refreshToken: result.issued.token, user: toSessionUser(row) };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const family = await refreshTokens.findFamily(refreshToken);
      if (family) await refreshTokens.revokeFamily(family.familyId, family.userId);
    },

    /** Ends every session of the user: refresh families revoked, access tokens outdated. */
    async logoutEverywhere(userId: string): Promise<void> {
      await bus.transaction(db, [{ cache: 'caller', key: userId }], (tx) =>
        updateUser(tx, userId, { bumpTokenVersion: true }),
      );
      await refreshTokens.revokeAllForUser(userId);
    },

    /**
     * At start: make sure the configured ADMIN account exists and is ADMIN. An existing account is
     * promoted only when ADMIN_PASSWORD is its password: anyone may have registered the address
     * first, and start-up must never hand them the ADMIN role.
     */
    async ensureAdmin(email: string, password: string): Promise<void> {
      if (isCommonPassword(password))
        throw new ConfigError(
          'Invalid configuration:\nADMIN_PASSWORD: too common (it is on the common-password list); choose a less guessable one',
        );
      const normalised = email.trim().toLowerCase();
      const existing = await findUserByEmail(db, normalised);
      if (existing) {
        if (existing.role === 'ADMIN') return;
        const isOwner = existing.passwordHash
          ? await verifyPassword(existing.passwordHash, password)
          : false;
        if (!isOwner)
          throw new ConfigError(
            `Invalid configuration:\nADMIN_EMAIL: an account with ${normalised} already exists and ADMIN_PASSWORD is not its password, ` +
              'so it is not made ADMIN. If that account is yours, grant the role with `npm run user:role -- <email> ADMIN`, ' +
              'or set ADMIN_PASSWORD to its password; otherwise choose another ADMIN_EMAIL.',
          );
        await bus.transaction(db, [{ cache: 'caller', key: existing.id }], (tx) =>
          updateUser(tx, existing.id, { role: 'ADMIN', bumpTokenVersion: true }),
        );
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
