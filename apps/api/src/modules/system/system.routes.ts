import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, healthSchema, readySchema } from '@kaksha/shared';
import { OPERATOR_TOKEN, PUBLIC } from '../../core/access';
import { hasMetricsToken, type AppMetrics } from '../../plugins/metrics';
import type { DatabaseHandle } from '../../infra/database/database';
import { AppError } from '../../core/app-error';

export type SystemRoutesOptions = {
  database: DatabaseHandle;
  /** True once the server drains for shutdown: a load balancer should stop sending new requests. */
  isDraining: () => boolean;
  /** With METRICS_TOKEN: the token and what /metrics serves. Without it the route does not exist. */
  metrics?: { token: string; exposition: Pick<AppMetrics, 'render' | 'contentType'> };
};

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { database, isDraining, metrics },
) => {
  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'The process is alive',
        response: { 200: healthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'Takes new requests: not shutting down, and the database answers',
        // 400: an HTTP/1.1 request without Host (refused before any route runs).
        response: { 200: readySchema, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (isDraining())
        throw new AppError('DRAINING', 503, 'This instance is shutting down.', {
          'Retry-After': '1',
        });
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('NOT_READY', 503, 'The database is not answering.');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );

  if (!metrics) return;
  const { token, exposition } = metrics;
  // Not in the OpenAPI document: an operator's endpoint, like the sandbox's.
  app.get(
    '/metrics',
    {
      config: { access: OPERATOR_TOKEN },
      schema: { hide: true, response: { 200: z.string(), 401: errorBodySchema } },
      onRequest: async (request) => {
        if (!hasMetricsToken(request.headers.authorization, token))
          throw new AppError('INVALID_METRICS_TOKEN', 401, 'Invalid metrics token', {
            'WWW-Authenticate': 'Bearer realm="metrics"',
          });
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store').type(exposition.contentType);
      return exposition.render();
    },
  );
};
