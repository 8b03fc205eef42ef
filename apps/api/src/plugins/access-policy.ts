import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { EXPORT_TICKET_PARAM, type Role } from '@kaksha/shared';
import type { AuthGuard } from './auth-guard';

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
  interface FastifyInstance {
    /** Every route with its declared access (and schema), for the start-up check and the tests. */
    accessPolicies: Array<{
      method: string;
      url: string;
      access: Access | undefined;
      schema: RouteOptions['schema'];
    }>;
  }
}

type DeclaredRoute = { method: string; url: string; options: RouteOptions };

/**
 * Enforces the declared access of every route and refuses to start while any route lacks one, so
 * no future route can forget. Register before the routes.
 */
export function registerAccessPolicy(app: FastifyInstance, guard: AuthGuard) {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat())
      declared.push({ method: String(method), url: options.url, options });
    // A HEAD route copies its GET route's options, hook included: one check is enough.
    const hooks = [options.onRequest ?? []].flat();
    if (!hooks.some((hook) => accessHooks.has(hook)))
      options.onRequest = [accessHook(options, guard), ...hooks];
  });
  app.decorate('accessPolicies', {
    getter: () =>
      declared.map(({ method, url, options }) => ({
        method,
        url,
        access: options.config?.access,
        schema: options.schema,
      })),
  });
  app.addHook('onReady', async () => {
    const missing = declared.filter((r) => !r.options.config?.access);
    if (missing.length)
      throw new Error(
        `Routes without a declared access policy: ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
  });
}

type Check = (request: FastifyRequest) => Promise<void>;

/** What a request to a route with this access must pass; null when anyone may call it. */
function checkFor(access: Access | undefined, guard: AuthGuard): Check | null {
  switch (access?.kind) {
    case 'public':
      return access.identifies ? (request) => guard.identify(request) : null;
    case 'signed-in':
    case 'owner':
      return (request) => guard.authenticate(request);
    case 'roles': {
      const requireRole = guard.requireRole(...access.roles);
      return (request) => requireRole(request, access.download ? ticketOf(request) : undefined);
    }
    case 'session-cookie':
    case 'provider':
    case 'operator-token':
      return null;
    default: {
      // Unreachable after the start-up check; refuse rather than serve an undeclared route.
      const refuse = guard.requireRole();
      return (request) => refuse(request);
    }
  }
}

const accessHooks = new WeakSet<object>();

/**
 * The route's first onRequest hook. The access is read from the route's options at the first
 * request (a scope may declare it after onRoute ran: declareScopeAccess), then kept: a public
 * route costs one comparison per request, with no promise and no route-options object.
 */
function accessHook(options: RouteOptions, guard: AuthGuard): onRequestHookHandler {
  let check: Check | null | undefined;
  const hook: onRequestHookHandler = (request, _reply, done) => {
    if (check === undefined) check = checkFor(options.config?.access, guard);
    if (check === null) return done();
    check(request).then(() => done(), done);
  };
  accessHooks.add(hook);
  return hook;
}

function ticketOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[EXPORT_TICKET_PARAM];
  return typeof value === 'string' ? value : undefined;
}

/** Declares `access` for every route a third-party plugin adds inside this scope (docs, static files). */
export function declareScopeAccess(scope: FastifyInstance, access: Access) {
  scope.addHook('onRoute', (options) => {
    options.config = { ...options.config, access: options.config?.access ?? access };
  });
}
