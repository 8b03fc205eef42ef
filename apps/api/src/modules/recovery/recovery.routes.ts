import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  RECOVERY_READERS,
  recoveryClickParamsSchema,
  recoverySummaryQuerySchema,
  recoverySummarySchema,
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@kaksha/shared';
import { PUBLIC, rolesOnly } from '../../core/access';
import type { RecoveryService } from './recovery.service';

const redirect = { 302: z.null().describe('Location: where the link leads') };

export const recoveryRoutes: FastifyPluginAsyncZod<{ recovery: RecoveryService }> = async (
  app,
  { recovery },
) => {
  app.get(
    '/v1.5/recovery/summary',
    {
      config: { access: rolesOnly(...RECOVERY_READERS) },
      schema: {
        tags: ['recovery'],
        summary: 'Recovery e-mails sent and clicked, recovered orders and revenue (SALES, ADMIN)',
        querystring: recoverySummaryQuerySchema,
        response: { 200: recoverySummarySchema },
      },
    },
    async (request) => recovery.summary(request.query),
  );

  app.get(
    '/v1.5/recovery/r/:token',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['recovery'],
        summary: "A recovery e-mail's link: the click is recorded, then the cart summary",
        params: recoveryClickParamsSchema,
        response: { ...redirect, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.redirect(await recovery.clickThrough(request.params.token), 302),
  );

  app.get(
    '/v1.5/unsubscribe',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['recovery'],
        summary: 'The unsubscribe link of a reminder: the web page that confirms it',
        querystring: unsubscribeQuerySchema,
        response: { ...redirect, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.redirect(recovery.unsubscribePage(request.query.token), 302),
  );

  app.post(
    '/v1.5/unsubscribe',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['recovery'],
        summary: 'One-click unsubscribe (RFC 8058, List-Unsubscribe=One-Click): no sign-in needed',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => recovery.unsubscribe(request.query.token),
  );
};
