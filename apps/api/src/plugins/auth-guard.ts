import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@kaksha/shared';
import { forbidden, unauthorized } from '../lib/app-error';
import type { AccessTokens } from '../modules/auth/access-token';
import type { CallerCache } from '../modules/users/caller-cache';
import { canonicalPath, type DownloadTickets } from '../modules/exports/download-tickets';
import type { Caller } from '../modules/users/users.service';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * Bearer-token guards. The token's version is checked against the user's current one, so a
 * password or role change, or "log out everywhere", ends older tokens at once; the role used
 * is the one in the database, not the one in the token (read through a cache of a few seconds that
 * this instance empties on every such change: `caller-cache.ts`).
 */
export function createAuthGuard(deps: {
  callers: CallerCache;
  accessTokens: AccessTokens;
  tickets: DownloadTickets;
}) {
  async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await deps.accessTokens.verify(match[1]);
    if (!claims) throw unauthorized();
    const user = await deps.callers.get(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
    request.caller = { id: user.id, email: user.email, role: user.role };
  }

  function requireRole(...roles: Role[]) {
    return async (request: FastifyRequest, ticket?: string) => {
      if (ticket !== undefined && !request.headers.authorization)
        await authenticateTicket(request, ticket);
      else await authenticate(request);
      if (!request.caller || !roles.includes(request.caller.role)) throw forbidden();
    };
  }

  /**
   * A download ticket instead of a bearer token (routes declared with `download`): valid, for this
   * very path and query, and the account's token version unchanged since it was issued.
   */
  async function authenticateTicket(request: FastifyRequest, ticket: string): Promise<void> {
    const claims = await deps.tickets.verify(ticket);
    if (!claims || claims.path !== canonicalPath(request.url))
      throw unauthorized('This download link has expired. Start the download again.');
    const user = await deps.callers.get(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
    request.caller = { id: user.id, email: user.email, role: user.role };
  }

  /** For public routes that do more for a signed-in caller: a bad or missing token is simply anonymous. */
  async function identify(request: FastifyRequest): Promise<void> {
    if (!request.headers.authorization) return;
    try {
      await authenticate(request);
    } catch {
      request.caller = null;
    }
  }

  return { authenticate, requireRole, identify };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** The caller set by a guard; routes that use a guard can rely on it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return { ...request.caller, requestId: request.id };
}
