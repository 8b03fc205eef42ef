import { readStorageItem, STORAGE_KEYS } from './storage-keys';

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
  /** Plain data is sent as JSON; URLSearchParams (form-encoded log-in) and FormData go as they are. */
  body?: unknown;
  /** Overrides the JSON content type, e.g. 'application/json-patch+json'. */
  contentType?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * The bearer token to send. Left out: the stored access token, when there is one.
   * `null`: no token at all (public calls, the refresh call). A string: exactly that token.
   */
  accessToken?: string | null;
}

/**
 * Calls the API and returns the parsed JSON body (undefined for an empty answer).
 * Sends cookies (the refresh token lives in one) and the stored access token when there is one.
 */
export async function callApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, contentType, query, signal, accessToken } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');

  const token = accessToken === undefined ? readStorageItem(STORAGE_KEYS.accessToken) : accessToken;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof URLSearchParams || body instanceof FormData) {
    // The browser sets the right content type (with the multipart boundary) itself.
    requestBody = body;
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
