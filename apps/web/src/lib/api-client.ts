import { AUTH_MESSAGES } from '@kaksha/shared';
import { readStorageItem, STORAGE_KEYS } from './storage-keys';
import { showToast } from './toast';
import { clearAccessToken, readAccessToken, storeAccessToken } from './token-store';

/** Where the API lives. Same origin '/api' by default; a separate API origin can be set at build time. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');

/**
 * An API failure as the UI needs it. `status` 0 means the request never got an answer
 * (offline, DNS, CORS), which callers usually word differently from a server refusal.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** Per-item problems the server named (a field, or the index of a line), when it did. */
  readonly details: ReadonlyArray<{ index?: number; field?: string; message: string }>;

  constructor(init: {
    status: number;
    message: string;
    code: string;
    requestId?: string;
    details?: ApiError['details'];
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.details = init.details ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Plain data is sent as JSON; URLSearchParams (form-encoded log-in) and FormData go as they are,
   * and so do bytes (a file's, read with `arrayBuffer()`), as `contentType`.
   */
  body?: unknown;
  /** Overrides the JSON content type, e.g. 'application/json-patch+json'; names bytes' type. */
  contentType?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * The bearer token to send. Left out: the stored access token, when there is one.
   * `null`: no token at all (public calls, the refresh call). A string: exactly that token.
   */
  accessToken?: string | null;
  /** Reads a successful answer's headers (a paging cursor such as X-Next-Cursor). */
  onHeaders?: (headers: Headers) => void;
  /**
   * 'blob': a successful answer is returned as its bytes (a PDF the bearer token unlocks), not
   * read as text. A refusal is still read as the API's JSON error.
   */
  responseType?: 'json' | 'blob';
  /**
   * Private calls (`callAuthApi`) only: what a session refused for good says. 'toast' (the
   * default) shows 'Invalid access token!' (spec §8: logout, profile reads, the private test,
   * staff calls). 'quiet' leaves it to the caller: the start-up token check, which simply finds
   * the learner signed out, and the cart and checkout, which say it in their own words.
   */
  refusedToken?: 'toast' | 'quiet';
}

/**
 * Calls the API and returns the parsed JSON body (undefined for an empty answer).
 * Sends cookies (the refresh token lives in one) and the stored access token when there is one.
 */
export async function callApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, contentType, query, signal, accessToken } = options;
  const headers = new Headers(options.headers);
  // A file's answer is its own type; a refusal of it still comes as the API's JSON error.
  headers.set('Accept', options.responseType === 'blob' ? '*/*' : 'application/json');

  const token = accessToken === undefined ? readStorageItem(STORAGE_KEYS.accessToken) : accessToken;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof URLSearchParams || body instanceof FormData) {
    // The browser sets the right content type (with the multipart boundary) itself.
    requestBody = body;
  } else if (body instanceof Uint8Array) {
    headers.set('Content-Type', contentType ?? 'application/octet-stream');
    // A file's bytes sit in a plain ArrayBuffer (never a shared one), which is what fetch takes.
    requestBody = body as Uint8Array<ArrayBuffer>;
  } else if (body !== undefined) {
    headers.set('Content-Type', contentType ?? 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers,
      body: requestBody,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }

  if (response.ok) options.onHeaders?.(response.headers);
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response, payload);
  return payload as T;
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the error from the server's `{ message, code, statusCode, requestId }` body when present. */
function toApiError(response: Response, payload: unknown): ApiError {
  const body = isRecord(payload) ? payload : {};
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : response.statusText || `Request failed with status ${response.status}`;
  return new ApiError({
    status: response.status,
    message,
    code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
    requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
    details: Array.isArray(body.errors)
      ? body.errors.filter(
          (e): e is ApiError['details'][number] => isRecord(e) && typeof e.message === 'string',
        )
      : [],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Private calls: the stored bearer token, refreshed once (single-flight) on a 401.

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
 * to, or a new one. When the stored token is gone, the session ended while this request was out
 * (another request's refresh was refused, or a sign-out): no second refresh, which the server
 * would refuse too.
 */
function tokenAfterRejection(rejected: string): Promise<string | null> {
  const current = readAccessToken();
  if (current === null) return Promise.resolve(null);
  if (current !== rejected) return Promise.resolve(current);
  return refreshAccessToken();
}

function invalidTokenError(): ApiError {
  return new ApiError({ status: 401, code: 'INVALID_TOKEN', message: AUTH_MESSAGES.invalidToken });
}

/**
 * True for the 401 a private call gives up with: no session to refresh, or refused again after
 * the one refresh. (Only `callAuthApi` errors mean this: a 401 from `POST /login` is a wrong
 * password.)
 */
export function isRefusedToken(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

// One toast however many calls are refused together (a staff page loads several lists at once).
const REFUSED_TOKEN_TOAST_ID = 'refused-access-token';

/**
 * `callAuthApi` for private endpoints: sends the stored access token as a bearer token. With no
 * stored token it refreshes first (spec §4.1); on a 401 it refreshes once (shared with any other
 * request doing the same) and retries once. A second 401 is thrown, never retried again, and
 * said with the 'Invalid access token!' toast unless the caller asked for `refusedToken: 'quiet'`.
 */
export async function callAuthApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await callWithSession<T>(path, options);
  } catch (error) {
    if (isRefusedToken(error) && options.refusedToken !== 'quiet') {
      showToast('error', AUTH_MESSAGES.invalidTokenToast, { id: REFUSED_TOKEN_TOAST_ID });
    }
    throw error;
  }
}

async function callWithSession<T>(path: string, options: ApiRequestOptions): Promise<T> {
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
