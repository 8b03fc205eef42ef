import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema, readySchema } from '@kaksha/shared';
import { PUBLIC } from '../../plugins/access-policy';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../lib/app-error';

export const systemRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
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
        summary: 'The database answers',
        response: { 200: readySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new AppError('NOT_READY', 503, 'The database is not answering.');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
