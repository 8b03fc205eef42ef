import { AUTH_MESSAGES } from '@kaksha/shared';
import { isApiError, isRefusedToken } from './api-client';
import { SERVER_FAULT_MESSAGE } from './submit-error';

// How every staff page (sales, audit, coupons, events admin) words a failed call and decides
// whether to try it again. The pages keep their own spec lines for what the server cannot help
// with; these say the rest the same way everywhere.

/**
 * The server's own reason when it is worth showing: a refusal the staff member can act on (a 4xx
 * such as a bad filter, a code taken, a cap below the uses made) or an answer that never came
 * (status 0: "Could not reach the server…"). Undefined for a refused session, which says
 * 'Invalid access token!' itself, for a 5xx, and for an answer the page could not read.
 */
export function staffErrorReason(error: unknown): string | undefined {
  if (!isApiError(error) || isRefusedToken(error)) return undefined;
  const isActionable = error.status === 0 || (error.status >= 400 && error.status < 500);
  return isActionable && error.message ? error.message : undefined;
}

/**
 * A failed staff call in words, for a toast, an alert or a table's error row: 'Invalid access
 * token!' (spec §8) for a session refused for good, the server's reason when there is one worth
 * showing, else the page's own line (`fallback`).
 */
export function staffErrorMessage(error: unknown, fallback = SERVER_FAULT_MESSAGE): string {
  if (isRefusedToken(error)) return AUTH_MESSAGES.invalidTokenToast;
  return staffErrorReason(error) ?? fallback;
}

/**
 * TanStack Query's `retry` for staff reads: one more try after a lost answer or a 5xx, none after
 * a refusal, which would only be refused again.
 */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}
