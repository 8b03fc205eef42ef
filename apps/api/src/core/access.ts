import type { Role } from '@kaksha/shared';

/**
 * Who may call a route, declared next to its definition (`config: { access }`) and enforced here,
 * before the body is parsed or validated, so a caller without access learns nothing else.
 *
 * - public: anyone; with `identifies`, a valid bearer token (if sent) names the caller.
 * - signed-in: any account with a valid access token.
 * - owner: signed in, acting on their own resource (named in the path or body); `staff` roles may
 *   act on anyone's. The service checks the ownership and answers 404 for someone else's.
 * - roles: signed in with one of these roles; others get 403. With `download`, a one-minute ticket
 *   in the query (`?ticket=`, see modules/exports) may stand in for the bearer token, so the browser
 *   can fetch a file itself.
 * - session-cookie: authenticated by the refresh cookie (checked by the handler), not a bearer token.
 * - provider: called by the payment provider, authenticated by its signature or key in the handler.
 * - operator-token: an operator's tool (Prometheus), authenticated by a configured bearer token
 *   (METRICS_TOKEN) that the route checks itself; no user's session ever opens it.
 */
export type Access =
  | { kind: 'public'; identifies?: boolean }
  | { kind: 'signed-in' }
  | { kind: 'owner'; staff: readonly Role[] }
  | { kind: 'roles'; roles: readonly Role[]; download?: boolean }
  | { kind: 'session-cookie' }
  | { kind: 'provider' }
  | { kind: 'operator-token' };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const SESSION_COOKIE: Access = { kind: 'session-cookie' };
export const PROVIDER: Access = { kind: 'provider' };
export const OPERATOR_TOKEN: Access = { kind: 'operator-token' };
export const publicIdentified: Access = { kind: 'public', identifies: true };
export const ownerOr = (...staff: Role[]): Access => ({ kind: 'owner', staff });
export const rolesOnly = (...roles: Role[]): Access => ({ kind: 'roles', roles });
/** A file download for these roles: a bearer token, or a download ticket for this path. */
export const downloadFor = (...roles: Role[]): Access => ({ kind: 'roles', roles, download: true });

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
