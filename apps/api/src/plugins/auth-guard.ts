import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@kaksha/shared';
import { forbidden, unauthorized } from '../core/app-error';
import type { CallerRecord } from '../core/caller';
import { canonicalPath, type DownloadTickets } from '../infra/staff-lists/download-tickets';

/**
 * Bearer-token guards. The token's version is checked against the user's current one, so a
 * password or role change, or "log out everywhere", ends older tokens at once; the role used
 * is the one in the database, not the one in the token (read through a cache of a few seconds that
 * this instance empties on every such change: `caller-cache.ts`).
 */
export function createAuthGuard(deps: {
  /** The account a valid access token names, or null (bad signature, expired, malformed). */
  verifyAccessToken(
    token: string,
  ): Promise<{ userId: string; tokenVersion: number; familyId: string } | null>;
  /** Whether the token's session (refresh family) is still live: log-out ends its tokens at once. */
  isSessionLive(userId: string, familyId: string): Promise<boolean>;
  /** The account as it is now (the users module's short-lived cache). */
  findCaller(id: string): Promise<CallerRecord | undefined>;
  tickets: DownloadTickets;
}) {
  async function authenticate(request: FastifyRequest, _reply?: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await deps.verifyAccessToken(match[1]);
    if (!claims) throw unauthorized();
    // Both reads at once: each is a cache hit or one indexed query, and a purchase makes several
    // authenticated calls in a row, so one round trip instead of two is felt.
    const [user, isLive] = await Promise.all([
      deps.findCaller(claims.userId),
      deps.isSessionLive(claims.userId, claims.familyId),
    ]);
    if (!user || user.tokenVersion !== claims.tokenVersion || !isLive) throw unauthorized();
    request.caller = {
      id: user.id,
      email: user.email,
      role: user.role,
      sessionId: claims.familyId,
    };
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
    const user = await deps.findCaller(claims.userId);
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
