import { REGISTRATION_MESSAGES as M } from '@kaksha/shared';
import { tooManyRequests } from '../../core/app-error';
import { addressGroup } from '../../infra/rate-limit/client-address';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';

/** Visitor registration e-mails per client address and per event per hour. */
export type RegistrationMailLimits = { perAddressPerHour: number; perEventPerHour: number };

/** E-mails a visitor may trigger to one address per hour (registering again re-sends the link). */
const MAIL_RULE = { limit: 5, windowSeconds: 3600 };
const HOUR = 3600;

/**
 * A visitor's registration sends mail to any address typed in: limited per client address and
 * per event (an attacker rotating recipients, or networks), then per recipient. 429 with
 * Retry-After.
 */
export function createVisitorMailLimit(
  limiter: RateLimiter,
  limits: RegistrationMailLimits = { perAddressPerHour: 10, perEventPerHour: 300 },
) {
  const refuse = (retryAfterSeconds: number, message: string, code: string): never => {
    throw tooManyRequests(code, message, retryAfterSeconds);
  };
  return async function limitVisitorMail(
    eventId: number,
    clientAddress: string | null,
    email: string,
  ) {
    if (clientAddress) {
      const byAddress = await limiter.hit(
        `event-registration-address:${addressGroup(clientAddress)}`,
        {
          limit: limits.perAddressPerHour,
          windowSeconds: HOUR,
        },
      );
      if (byAddress.isLimited)
        refuse(byAddress.retryAfterSeconds, M.tooManyRegistrations, 'TOO_MANY_REGISTRATIONS');
    }
    const byEvent = await limiter.hit(`event-registration-event:${eventId}`, {
      limit: limits.perEventPerHour,
      windowSeconds: HOUR,
    });
    if (byEvent.isLimited)
      refuse(byEvent.retryAfterSeconds, M.tooManyRegistrations, 'TOO_MANY_REGISTRATIONS');
    const sent = await limiter.hit(`event-registration-mail:${email}`, MAIL_RULE);
    if (sent.isLimited)
      refuse(sent.retryAfterSeconds, M.tooManyEmails, 'TOO_MANY_REGISTRATION_EMAILS');
  };
}
