import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@kaksha/shared';
import { AppError, badRequest } from '../../core/app-error';
import type { Executor } from '../../infra/database/database';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { findUserByEmail, findUserById, updateUser } from '../users';
import type { AccountMailLimit } from './account-limits';
import {
  accountLink,
  resetPasswordMail,
  setPasswordAfterPurchaseMail,
  type BackgroundMail,
} from './account-mail';
import { accountTokenStore } from './account-tokens';
import { hashPassword, isCommonPassword } from './password';
import type { RefreshTokenStore } from './refresh-tokens';

export function assertNotCommon(password: string): void {
  if (isCommonPassword(password))
    throw new AppError('PASSWORD_TOO_COMMON', 400, AUTH_MESSAGES.passwordTooCommon);
}

/**
 * Forgotten passwords: a single-use link by e-mail (30 minutes; a new one voids the older), and the
 * reset it opens, which also ends every session of the account.
 */
export function createAccountRecovery(deps: {
  db: Executor;
  bus: InvalidationBus;
  refreshTokens: RefreshTokenStore;
  mail: BackgroundMail;
  admitMail: AccountMailLimit;
  publicUrl: string;
}) {
  const { db, bus, refreshTokens, mail, admitMail, publicUrl } = deps;

  /** A new password for the user: sessions ended everywhere (the bus tells every instance). */
  async function setPassword(userId: string, passwordHash: string, markVerified: boolean) {
    await bus.transaction(db, [{ cache: 'caller', key: userId }], (tx) =>
      updateUser(tx, userId, {
        passwordHash,
        bumpTokenVersion: true,
        ...(markVerified ? { isEmailVerified: true } : {}),
      }),
    );
  }

  return {
    setPassword,

    /**
     * Always the same answer, known address or not: the limits are counted first (for every
     * address alike), and the look-up, the token and the e-mail happen after the answer has gone.
     */
    async forgot(body: ForgotPasswordBody, clientAddress: string): Promise<{ message: string }> {
      await admitMail('password-reset', clientAddress, body.email);
      mail.later(async () => {
        const user = await findUserByEmail(db, body.email);
        if (!user) return undefined;
        const token = await accountTokenStore.issue(db, user.id, 'reset-password');
        return resetPasswordMail(user, accountLink(publicUrl, 'reset-password', token));
      });
      return { message: ACCOUNT_MESSAGES.forgotAccepted };
    },

    /**
     * An account made by a purchase (a paid payment link) has no password: its owner gets a link to
     * set one (the reset page; a new link voids the older, as any reset does).
     */
    welcomeAfterPurchase(user: { id: string; email: string; name: string }): void {
      mail.later(async () => {
        const token = await accountTokenStore.issue(db, user.id, 'reset-password');
        return setPasswordAfterPurchaseMail(user, accountLink(publicUrl, 'reset-password', token));
      });
    },

    async reset(body: ResetPasswordBody): Promise<{ message: string }> {
      assertNotCommon(body.password);
      const passwordHash = await hashPassword(body.password);
      const userId = await accountTokenStore.consume(db, body.token, 'reset-password');
      const user = userId ? await findUserById(db, userId) : undefined;
      if (!user) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'RESET_LINK_INVALID');
      // The link reached the owner's mailbox: the address is theirs.
      await setPassword(user.id, passwordHash, true);
      await refreshTokens.revokeAllForUser(user.id);
      return { message: ACCOUNT_MESSAGES.resetDone };
    },
  };
}
export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
