import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BATCHES_PATH,
  BATCH_MANAGERS,
  BATCH_READERS,
  batchDetailSchema,
  batchListQuerySchema,
  courseParamsSchema,
  createBatchBodySchema,
  createSessionBodySchema,
  errorBodySchema,
  publicBatchListSchema,
  sessionSchema,
  staffBatchListSchema,
  updateBatchBodySchema,
  updateSessionBodySchema,
} from '@kaksha/shared';
import { PUBLIC, rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { BatchesService } from './batches.service';

const batchParams = z.object({ id: z.uuid('No such batch') });
const sessionParams = z.object({ id: z.uuid('No such session') });
const readers = rolesOnly(...BATCH_READERS);
const managers = rolesOnly(...BATCH_MANAGERS);

/**
 * Batches (issue 25): the public list a program page shows, and the staff API ADMIN runs batches
 * and sessions with (SALES reads). Paths are fixed by the issue so other tools can rely on them.
 */
export const batchesRoutes: FastifyPluginAsyncZod<{ batches: BatchesService }> = async (
  app,
  { batches },
) => {
  app.get(
    '/v1.5/courses/:id/batches',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['batches'],
        summary:
          'The open batches of a program, soonest first, with schedule and seats left (no join links)',
        params: courseParamsSchema,
        response: { 200: publicBatchListSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      // Seats change with every purchase: a minute at most in a shared cache.
      reply.header('Cache-Control', 'public, max-age=0, s-maxage=60');
      return batches.listOpen(request.params.id);
    },
  );

  app.get(
    BATCHES_PATH,
    {
      config: { access: readers },
      schema: {
        tags: ['batches'],
        summary: 'Every batch (of one program with courseId), soonest start first (SALES, ADMIN)',
        querystring: batchListQuerySchema,
        response: { 200: staffBatchListSchema },
      },
    },
    async (request) => batches.list(request.query.courseId),
  );

  app.get(
    `${BATCHES_PATH}/:id`,
    {
      config: { access: readers },
      schema: {
        tags: ['batches'],
        summary: 'One batch with its sessions, join and recording links included (SALES, ADMIN)',
        params: batchParams,
        response: { 200: batchDetailSchema, 404: errorBodySchema },
      },
    },
    async (request) => batches.detail(request.params.id),
  );

  app.post(
    BATCHES_PATH,
    {
      config: { access: managers },
      schema: {
        tags: ['batches'],
        summary:
          'Create a batch, with its sessions from a weekly pattern when given (ADMIN); 400 names the field',
        body: createBatchBodySchema,
        response: { 201: batchDetailSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await batches.create(callerOf(request), request.body)),
  );

  app.patch(
    `${BATCHES_PATH}/:id`,
    {
      config: { access: managers },
      schema: {
        tags: ['batches'],
        summary:
          'Edit, open, close or cancel a batch (ADMIN); 409 when cancelling one that has learners',
        params: batchParams,
        body: updateBatchBodySchema,
        response: {
          200: batchDetailSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => batches.update(callerOf(request), request.params.id, request.body),
  );

  app.post(
    `${BATCHES_PATH}/:id/sessions`,
    {
      config: { access: managers },
      schema: {
        tags: ['batches'],
        summary: 'Add a session within the batch dates (ADMIN)',
        params: batchParams,
        body: createSessionBodySchema,
        response: { 201: sessionSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await batches.addSession(callerOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/v1.5/sessions/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['batches'],
        summary: 'Move or edit a session: time, length, title, join and recording links (ADMIN)',
        params: sessionParams,
        body: updateSessionBodySchema,
        response: { 200: sessionSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => batches.updateSession(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/v1.5/sessions/:id',
    {
      config: { access: managers },
      schema: {
        tags: ['batches'],
        summary: 'Cancel a session: it stays listed as cancelled (ADMIN)',
        params: sessionParams,
        response: { 200: sessionSchema, 404: errorBodySchema },
      },
    },
    async (request) => batches.cancelSession(callerOf(request), request.params.id),
  );
};
