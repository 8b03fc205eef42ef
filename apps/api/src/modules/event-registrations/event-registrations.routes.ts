import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  EVENT_MANAGERS,
  eventIdParamsSchema,
  registrationBodySchema,
  registrationListSchema,
  registrationResultSchema,
  registrationSchema,
  registrationTokenBodySchema,
} from '@kaksha/shared';
import { downloadFor, PUBLIC, publicIdentified, rolesOnly, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { RegistrationsService } from './event-registrations.service';
import { replyCsv } from '../../infra/staff-lists/csv-export';

const STAFF = rolesOnly(...EVENT_MANAGERS);
const tokenErrors = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const registrationsRoutes: FastifyPluginAsyncZod<{
  registrations: RegistrationsService;
}> = async (app, { registrations }) => {
  app.post(
    '/v1.5/events/:id/registrations',
    {
      config: { access: publicIdentified },
      schema: {
        tags: ['events'],
        summary:
          'Register for an event without an enrollLink: signed in, a seat (or the waiting list); a visitor, name and e-mail, confirmed by e-mail',
        params: eventIdParamsSchema,
        body: registrationBodySchema,
        response: {
          200: registrationResultSchema,
          201: registrationResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { created, ...result } = await registrations.register(
        request.params.id,
        request.body,
        request.caller,
        request.ip,
      );
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/v1.5/events/registrations/confirm',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['events'],
        summary: 'Confirm a visitor’s registration with the e-mailed token',
        body: registrationTokenBodySchema,
        response: { 200: registrationResultSchema, ...tokenErrors },
      },
    },
    async (request) => registrations.confirm(request.body.token),
  );

  app.post(
    '/v1.5/events/registrations/cancel',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['events'],
        summary:
          'Cancel a registration with the e-mailed token (the seat goes to the waiting list)',
        body: registrationTokenBodySchema,
        response: { 200: registrationResultSchema, ...tokenErrors },
      },
    },
    async (request) => registrations.cancel(request.body.token),
  );

  app.get(
    '/v1.5/events/:id/registrations/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['events'],
        summary: 'The signed-in caller’s registration for the event',
        params: eventIdParamsSchema,
        response: {
          200: registrationSchema.nullable(),
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => registrations.mine(request.params.id, callerOf(request)),
  );

  app.delete(
    '/v1.5/events/:id/registrations/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['events'],
        summary: 'Cancel the signed-in caller’s registration (the seat goes to the waiting list)',
        params: eventIdParamsSchema,
        response: { 200: registrationResultSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => registrations.cancelMine(request.params.id, callerOf(request)),
  );

  app.get(
    '/v1.5/events/:id/registrations',
    {
      config: { access: STAFF },
      schema: {
        tags: ['events'],
        summary: 'Every registration of the event, oldest first (EVENTS, ADMIN)',
        params: eventIdParamsSchema,
        response: { 200: registrationListSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return registrations.list(request.params.id);
    },
  );

  app.get(
    '/v1.5/events/:id/registrations.csv',
    {
      config: { access: downloadFor(...EVENT_MANAGERS) },
      schema: {
        tags: ['events'],
        summary: 'The event’s registrations as CSV (EVENTS, ADMIN)',
        params: eventIdParamsSchema,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await registrations.csv(request.params.id);
      return replyCsv(reply, file.name, file.body);
    },
  );

  app.get(
    '/v1.5/events/:id/calendar.ics',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['events'],
        summary: 'Add to calendar: the event as an iCalendar file, in the event’s time zone',
        params: eventIdParamsSchema,
        response: {
          200: z.string().describe('text/calendar (RFC 5545)'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await registrations.calendar(request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'public, max-age=300')
        .send(file.body);
    },
  );
};
