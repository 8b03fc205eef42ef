/** An error the caller can act on: the error handler answers it with its status and message. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Per-item problems (e.g. rows of a bulk upload), sent as `errors`. */
    readonly details?: Array<{ index?: number; field?: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(code, 404, message);
export const badRequest = (message: string, code = 'BAD_REQUEST') =>
  new AppError(code, 400, message);
export const unauthorized = (message = 'Invalid access token', code = 'UNAUTHORIZED') =>
  new AppError(code, 401, message);
export const forbidden = (
  message = 'You do not have access to this resource',
  code = 'FORBIDDEN',
) => new AppError(code, 403, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(code, 409, message);
/** 429 with the seconds to wait in Retry-After: the one way every limit refuses. */
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(code, 429, message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
