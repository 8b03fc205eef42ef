import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { EXPORT_TICKET_PARAM, errorBodySchema } from '@kaksha/shared';
import type { Access } from '../core/access';
import type { AuthGuard } from './auth-guard';

declare module 'fastify' {
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
    documentAccess(options);
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

const BEARER = { bearer: [] };
const TICKET = { downloadTicket: [] };

/**
 * The route's OpenAPI `security` and the error answers its access and its validation can give,
 * derived from what it declares, so the document cannot drift from the checks: 400 when it
 * validates a body, query or path; 401 when a bearer token is needed; 403 when only some roles
 * may call it. What a route documents itself is kept.
 */
function documentAccess(options: RouteOptions) {
  const schema = options.schema as (RouteOptions['schema'] & Record<string, unknown>) | undefined;
  if (!schema || schema.hide) return;
  const access = options.config?.access;
  const response: Record<string | number, unknown> = { ...(schema.response as object) };
  const add = (status: number) => {
    response[status] ??= errorBodySchema;
  };
  if (schema.body || schema.querystring || schema.params) add(400);
  switch (access?.kind) {
    case 'public':
      if (access.identifies) schema.security ??= [{}, BEARER];
      break;
    case 'signed-in':
    case 'owner':
      schema.security ??= [BEARER];
      add(401);
      break;
    case 'roles':
      schema.security ??= access.download ? [BEARER, TICKET] : [BEARER];
      add(401);
      add(403);
      break;
    default:
      break;
  }
  schema.response = response;
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
