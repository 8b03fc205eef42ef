import { AUTH_MESSAGES } from '@kaksha/shared';
import { AppError } from '../../core/app-error';
import { addressGroup } from '../../infra/rate-limit/client-address';
import type { RateLimiter, ThrottleRule } from '../../infra/rate-limit/rate-limiter';

export type SignupLimits = { perAddressPerHour: number; perMinute: number };

/**
 * Sign-ups admitted per client address (IPv6 by /64) an hour and in total a minute, counted before
 * the password is hashed: a flood of sign-ups can neither fill the users table nor spend the
 * server's CPU on argon2. Shared by every instance (the shared limiter's counters).
 */
export function createSignupLimit(rateLimiter: RateLimiter, limits: SignupLimits) {
  const perAddress: ThrottleRule = { limit: limits.perAddressPerHour, windowSeconds: 3600 };
  const total: ThrottleRule = { limit: limits.perMinute, windowSeconds: 60 };
  const tooMany = (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_SIGNUPS', 429, AUTH_MESSAGES.tooManySignups, {
      'Retry-After': String(retryAfterSeconds),
    });
  return {
    /** Admits one sign-up or throws 429 with Retry-After. */
    async admit(clientAddress: string): Promise<void> {
      const fromAddress = await rateLimiter.admit(
        `signup:address:${addressGroup(clientAddress)}`,
        perAddress,
      );
      if (!fromAddress.isAdmitted) throw tooMany(fromAddress.retryAfterSeconds);
      const overall = await rateLimiter.admit('signup:all', total);
      if (!overall.isAdmitted) {
        // Refused overall, it was never made: the address keeps its place.
        await rateLimiter.giveBack(fromAddress, perAddress);
        throw tooMany(overall.retryAfterSeconds);
      }
    },
  };
}
export type SignupLimit = ReturnType<typeof createSignupLimit>;
