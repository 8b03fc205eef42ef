import { ACCOUNT_MESSAGES } from '@kaksha/shared';
import { AppError } from '../../core/app-error';
import { addressGroup } from '../../infra/rate-limit/client-address';
import type { RateLimiter, ThrottleRule } from '../../infra/rate-limit/rate-limiter';

const HOUR = 3600;
/** E-mails a client may have sent: per address (IPv6 by /64) and per recipient, an hour. */
export const ACCOUNT_MAIL_LIMITS = {
  perAddress: { limit: 10, windowSeconds: HOUR },
  perRecipient: { limit: 3, windowSeconds: HOUR },
} satisfies Record<string, ThrottleRule>;

/** Admits one account e-mail (a reset link, a new verification link) or throws 429. */
export function createAccountMailLimit(rateLimiter: RateLimiter) {
  const tooMany = (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_MAILS', 429, ACCOUNT_MESSAGES.tooManyMails, {
      'Retry-After': String(retryAfterSeconds),
    });
  return async function admit(kind: string, clientAddress: string, recipient: string) {
    const byAddress = await rateLimiter.admit(
      `${kind}:address:${addressGroup(clientAddress)}`,
      ACCOUNT_MAIL_LIMITS.perAddress,
    );
    if (!byAddress.isAdmitted) throw tooMany(byAddress.retryAfterSeconds);
    const byRecipient = await rateLimiter.admit(
      `${kind}:email:${recipient.toLowerCase()}`,
      ACCOUNT_MAIL_LIMITS.perRecipient,
    );
    if (!byRecipient.isAdmitted) throw tooMany(byRecipient.retryAfterSeconds);
  };
}
export type AccountMailLimit = ReturnType<typeof createAccountMailLimit>;
