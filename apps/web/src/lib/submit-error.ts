import { isApiError } from './api-client';

/** What a form or page says when a failure tells the person nothing they can act on. */
export const SERVER_FAULT_MESSAGE =
  'Something went wrong on our side. Please try again in a moment.';

/**
 * What to tell the learner when the server refused: its own message for anything they can act on
 * (wrong password, 429 too many attempts, e-mail taken), a generic line otherwise.
 */
export function describeSubmitError(error: unknown): string {
  if (isApiError(error) && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    return error.message;
  }
  return SERVER_FAULT_MESSAGE;
}
