import { AUTH_MESSAGES } from '@kaksha/shared';
import { tooManyRequests } from '../../core/app-error';
import type { Admission, RateLimiter, ThrottleRule } from '../../infra/rate-limit/rate-limiter';
import { addressGroup } from '../../infra/rate-limit/client-address';

const WINDOW_SECONDS = 15 * 60;

/** Log-in attempts allowed before 429; see `admit` for which apply to an attempt. */
export const LOGIN_LIMITS = {
  /** A browser with a valid device cookie for the account: failures lock that cookie only. */
  perDevice: { limit: 10, windowSeconds: WINDOW_SECONDS },
  /** Every other browser: failures lock the untrusted way into the account, not its known browsers. */
  perAccount: { limit: 10, windowSeconds: WINDOW_SECONDS },
  /** A shared address (a college NAT) must not be locked out by one guesser: it is slowed down. */
  perAddress: { limit: 50, windowSeconds: WINDOW_SECONDS, backoffCapSeconds: 5 * 60 },
} satisfies Record<string, ThrottleRule>;

export type LoginAttempt = {
  /** The normalised e-mail, known to us or not. */
  account: string;
  clientAddress: string;
  /** The nonce of a valid device cookie for this account, or null: the attempt is untrusted. */
  deviceNonce: string | null;
};
type Held = { admission: Extract<Admission, { isAdmitted: true }>; rule: ThrottleRule };
/** What an admitted attempt holds of each limit, to give back if it succeeds. */
export type AdmittedAttempt = { held: Held[] };

/**
 * Counts log-in attempts before their password is checked, each in one atomic statement, so no
 * more passwords are ever checked than the limits allow, whatever the concurrency. The counters are
 * rows of `rate_limits`, shared by every instance.
 */
export function createLoginThrottle(rateLimiter: RateLimiter) {
  async function take(key: string, rule: ThrottleRule): Promise<Held> {
    const admission = await rateLimiter.admit(key, rule);
    if (!admission.isAdmitted)
      throw tooManyRequests(
        'TOO_MANY_ATTEMPTS',
        AUTH_MESSAGES.tooManyAttempts,
        admission.retryAfterSeconds,
      );
    return { admission, rule };
  }

  async function release(attempt: AdmittedAttempt): Promise<void> {
    await Promise.all(attempt.held.map((h) => rateLimiter.giveBack(h.admission, h.rule)));
  }

  return {
    /** Admits one attempt or throws 429 with Retry-After. */
    async admit(attempt: LoginAttempt): Promise<AdmittedAttempt> {
      // A known browser answers for itself only: neither the account's nor the address's
      // untrusted failures hold it back.
      if (attempt.deviceNonce)
        return {
          held: [await take(`login:device:${attempt.deviceNonce}`, LOGIN_LIMITS.perDevice)],
        };
      const account = await take(`login:account:${attempt.account}`, LOGIN_LIMITS.perAccount);
      try {
        const address = await take(
          `login:address:${addressGroup(attempt.clientAddress)}`,
          LOGIN_LIMITS.perAddress,
        );
        return { held: [account, address] };
      } catch (error) {
        // Refused by its address, the attempt was never checked: the account keeps its place.
        await release({ held: [account] });
        throw error;
      }
    },

    /** A successful log-in was no failure: it gives back what it was counted against. */
    release,
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
