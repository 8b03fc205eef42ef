import { EVENT_MESSAGES } from '@kaksha/shared';
import { isApiError } from '../../../../lib/api-client';

/** A failed staff call in words: a refused token, a lost answer, or the server's own reason. */
export function adminErrorMessage(error: unknown): string {
  if (!isApiError(error)) return EVENT_MESSAGES.unexpected;
  if (error.status === 401) return EVENT_MESSAGES.invalidToken;
  if (error.status === 0 || error.status >= 500) return EVENT_MESSAGES.unexpected;
  return error.message;
}
