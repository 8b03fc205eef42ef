import { AUTH_MESSAGES } from '@kaksha/shared';
import { ApiError, callApi, isApiError } from '../../lib/api-client';
import type { ApiRequestOptions } from '../../lib/api-client';
import { clearAccessToken, readAccessToken, storeAccessToken } from './token-store';

export const REFRESH_TOKEN_PATH = '/v1.5/auth/refresh-token';

let refreshInFlight: Promise<string | null> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for a new access token and stores it. Single-flight:
 * every caller that asks while a refresh is under way shares that one request, so parallel 401s
 * cause one refresh (the server rotates the cookie on each use). Resolves null when there is no
 * session to refresh; then the stored token is gone and the learner is signed out.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function requestNewAccessToken(): Promise<string | null> {
  try {
    const body = await callApi<{ access_token?: unknown } | undefined>(REFRESH_TOKEN_PATH, {
      method: 'POST',
      accessToken: null,
    });
    // Checked by hand rather than with the shared zod schema: this module sits in the entry
    // chunk (the header's cart sync uses it), and zod would come with it.
    const token = body?.access_token;
    if (typeof token !== 'string' || !token) throw new Error('The refresh answer had no token.');
    storeAccessToken(token);
    return token;
  } catch (error) {
    // A refusal ends the session. An unreachable server does not: the token may still be good.
    if (isApiError(error) && error.status === 0) throw error;
    clearAccessToken();
    return null;
  }
}

/**
 * A token to retry with after `rejected` was refused: the one another request already refreshed
 * to, or a new one.
 */
function tokenAfterRejection(rejected: string | null): Promise<string | null> {
  const current = readAccessToken();
  if (current && current !== rejected) return Promise.resolve(current);
  return refreshAccessToken();
}

function invalidTokenError(): ApiError {
  return new ApiError({ status: 401, code: 'INVALID_TOKEN', message: AUTH_MESSAGES.invalidToken });
}

/**
 * `callApi` for private endpoints: sends the stored access token as a bearer token. With no
 * stored token it refreshes first (spec §4.1); on a 401 it refreshes once (shared with any other
 * request doing the same) and retries once. A second 401 is thrown, never retried again.
 */
export async function callAuthApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = readAccessToken() ?? (await refreshAccessToken());
  if (!token) throw invalidTokenError();
  try {
    return await callApi<T>(path, { ...options, accessToken: token });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const fresh = await tokenAfterRejection(token);
    if (!fresh) throw error;
    return callApi<T>(path, { ...options, accessToken: fresh });
  }
}
