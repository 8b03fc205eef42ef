import { ACCOUNT_MESSAGES } from '@kaksha/shared';
import { badRequest } from '../../core/app-error';
import type { Executor } from '../../infra/database/database';
import { findUserById, updateUser, type UserRow } from '../users';
import type { AccountMailLimit } from './account-limits';
import { accountLink, verifyEmailMail, type BackgroundMail } from './account-mail';
import { accountTokenStore } from './account-tokens';

/**
 * E-mail verification: a single-use link (24 hours) sent at sign-up and on request; opening it
 * marks the address verified. Google sign-in marks it verified too (google-sign-in.ts).
 */
export function createEmailVerification(deps: {
  db: Executor;
  mail: BackgroundMail;
  admitMail: AccountMailLimit;
  publicUrl: string;
}) {
  const { db, mail, admitMail, publicUrl } = deps;

  /** Issues a link (voiding any older one) and e-mails it, after the current answer. */
  function sendLinkLater(user: Pick<UserRow, 'id' | 'email' | 'name'>): void {
    mail.later(async () => {
      const token = await accountTokenStore.issue(db, user.id, 'verify-email');
      return verifyEmailMail(user, accountLink(publicUrl, 'verify-email', token));
    });
  }

  return {
    sendLinkLater,

    async verify(token: string): Promise<{ message: string }> {
      const userId = await accountTokenStore.consume(db, token, 'verify-email');
      if (!userId) throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid, 'VERIFY_LINK_INVALID');
      await updateUser(db, userId, { isEmailVerified: true });
      return { message: ACCOUNT_MESSAGES.verifyDone };
    },

    /** "Resend" on the profile page: limited per client address and per account. */
    async resend(userId: string, clientAddress: string): Promise<{ message: string }> {
      const user = await findUserById(db, userId);
      if (!user || user.isEmailVerified) return { message: ACCOUNT_MESSAGES.alreadyVerified };
      await admitMail('verify-email', clientAddress, user.email);
      sendLinkLater(user);
      return { message: ACCOUNT_MESSAGES.verifySent };
    },
  };
}
export type EmailVerification = ReturnType<typeof createEmailVerification>;
