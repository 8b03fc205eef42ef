import {
  ACCOUNT_MESSAGES,
  type ChangePasswordBody,
  type ChangePasswordResponse,
  type Role,
} from '@kaksha/shared';
import { badRequest, notFound } from '../../core/app-error';
import type { Executor } from '../../infra/database/database';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { findUserById, updateUser } from '../users';
import type { AccessTokens } from './access-token';
import { passwordChangedMail, type BackgroundMail } from './account-mail';
import { assertNotCommon } from './account-recovery';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import type { RefreshTokenStore } from './refresh-tokens';

/**
 * A signed-in learner changes their password: the current one is checked like a log-in (a wrong
 * one counts toward the log-in limits), and success ends every other session; this browser stays
 * signed in with a fresh access token.
 */
export function createPasswordChange(deps: {
  db: Executor;
  bus: InvalidationBus;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  loginThrottle: LoginThrottle;
  mail: BackgroundMail;
}) {
  const { db, bus, accessTokens, refreshTokens, loginThrottle, mail } = deps;
  return {
    async change(
      userId: string,
      body: ChangePasswordBody,
      context: { clientAddress: string; refreshToken: string | undefined },
    ): Promise<ChangePasswordResponse & { refreshToken?: string }> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound('No such user', 'USER_NOT_FOUND');
      const attempt = await loginThrottle.admit({
        account: user.email.toLowerCase(),
        clientAddress: context.clientAddress,
        deviceNonce: null,
      });
      const isCurrent = user.passwordHash
        ? await verifyPassword(user.passwordHash, body.currentPassword)
        : false;
      if (!isCurrent)
        throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
      await loginThrottle.release(attempt);
      if (body.newPassword === body.currentPassword)
        throw badRequest(ACCOUNT_MESSAGES.samePassword, 'SAME_PASSWORD');
      assertNotCommon(body.newPassword);
      const passwordHash = await hashPassword(body.newPassword);
      const keepFamily = context.refreshToken
        ? await refreshTokens.findLiveFamilyOf(context.refreshToken, user.id)
        : undefined;
      const saved = await bus.transaction(db, [{ cache: 'caller', key: user.id }], (tx) =>
        updateUser(tx, user.id, { passwordHash, bumpTokenVersion: true }),
      );
      if (!saved) throw notFound('No such user', 'USER_NOT_FOUND');
      await refreshTokens.revokeAllForUser(user.id, keepFamily);
      mail.later(async () => passwordChangedMail(saved));
      // A caller without a live session cookie gets a new session for the new token.
      const fresh = keepFamily ? undefined : await refreshTokens.issue(user.id);
      const accessToken = await accessTokens.sign({
        userId: saved.id,
        role: saved.role as Role,
        tokenVersion: saved.tokenVersion,
        familyId: keepFamily ?? fresh!.familyId,
      });
      return {
        message: ACCOUNT_MESSAGES.passwordChanged,
        access_token: accessToken,
        ...(fresh ? { refreshToken: fresh.token } : {}),
      };
    },
  };
}
export type PasswordChange = ReturnType<typeof createPasswordChange>;
