import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  EVENT_MANAGERS,
  eventAllQuerySchema,
  eventDeleteQuerySchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSchema,
  jsonPatchSchema,
} from '@kaksha/shared';
import { acceptJsonPatch, JSON_PATCH_TYPE, requireJsonPatchBody } from '../../plugins/json-patch';
import { downloadFor, PUBLIC, rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import { replyCsv } from '../../infra/staff-lists/csv-export';
import type { EventsService } from './events.service';

const STAFF = rolesOnly(...EVENT_MANAGERS);

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  acceptJsonPatch(app);

  app.get(
    '/v1.5/events',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['events'],
        summary:
          'Events: all, open (active=true, soonest first) or past (active=false, latest first)',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { active, cursor, limit } = request.query;
      const page = await events.listPublicJson(
        active === undefined ? undefined : active === 'true',
        cursor,
        limit ?? 100,
      );
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return reply
        .header('Cache-Control', 'public, max-age=30')
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(page.json as never); // pre-serialised bytes of eventListSchema
    },
  );

  app.get(
    '/v1.5/events/all',
    {
      config: { access: STAFF },
      schema: {
        tags: ['events'],
        summary: 'Every event, deleted and inactive ones too (EVENTS, ADMIN)',
        querystring: eventAllQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request, reply) => {
      const page = await events.listAll(request.query.cursor, request.query.limit ?? 1000);
      if (page.nextCursor) reply.header('X-Next-Cursor', page.nextCursor);
      return page.events;
    },
  );

  app.get(
    '/v1.5/events/export.csv',
    {
      config: { access: downloadFor(...EVENT_MANAGERS) },
      schema: {
        tags: ['events'],
        summary: 'events.csv: every event in the columns of the spec (EVENTS, ADMIN)',
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark'),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (_request, reply) => replyCsv(reply, 'events', events.exportCsv()),
  );

  app.get(
    '/v1.5/events/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['events'],
        summary: 'One event by id, uuid or uniqueNameForUrl',
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=30');
      return events.getPublic(request.params.id);
    },
  );

  app.post(
    '/v1.5/events',
    {
      config: { access: STAFF },
      schema: {
        tags: ['events'],
        summary: 'Create an event (EVENTS, ADMIN)',
        body: eventInputSchema,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await events.create(callerOf(request), request.body)),
  );

  app.patch(
    '/v1.5/events/:id',
    {
      config: { access: STAFF },
      preValidation: requireJsonPatchBody({ alsoJson: true }),
      schema: {
        tags: ['events'],
        summary: 'Change an event with a JSON Patch (EVENTS, ADMIN)',
        consumes: [JSON_PATCH_TYPE, 'application/json'],
        params: eventIdParamsSchema,
        body: jsonPatchSchema,
        response: { 200: eventSchema, 404: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => events.patch(callerOf(request), request.params.id, request.body),
  );

  app.put(
    '/v1.5/events/delete/:id',
    {
      config: { access: STAFF },
      schema: {
        tags: ['events'],
        summary: 'Delete (isDeleted=true) or undelete (false) an event (EVENTS, ADMIN)',
        params: eventIdParamsSchema,
        querystring: eventDeleteQuerySchema,
        response: { 200: eventSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      events.setDeleted(callerOf(request), request.params.id, request.query.isDeleted === 'true'),
  );
};
