import type { FastifyRequest } from 'fastify';
import type { Role } from '@kaksha/shared';
import { unauthorized } from './app-error';

/** Who is calling; `requestId` (the X-Request-Id) goes into the audit log with staff writes. */
export type Caller = {
  id: string;
  email: string;
  role: Role;
  requestId?: string;
  /** The session (refresh family) of the access token, when the caller came with one. */
  sessionId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller set by the access check; routes whose access needs a caller can rely on it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return { ...request.caller, requestId: request.id };
}

/** Who an account is right now, as the access check needs it (role and token version from the database). */
export type CallerRecord = { id: string; email: string; role: Role; tokenVersion: number };
