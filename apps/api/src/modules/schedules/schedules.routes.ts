import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_FEED_PATH,
  SCHEDULE_PATH,
  calendarFeedSchema,
  errorBodySchema,
  scheduleSchema,
  text,
} from '@kaksha/shared';
import { PUBLIC, SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import { CALENDAR_CONTENT_TYPE } from '../../infra/calendar/ical-time';
import type { SchedulesService } from './schedules.service';

const feedParams = z.object({
  userId: z.uuid('No such calendar feed'),
  // Named `token`: the request log blanks a path parameter of that name (infra/logging/redact-url).
  token: text().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'No such calendar feed'),
});

/** The learner's live schedule and calendar feed (issue 25). */
export const schedulesRoutes: FastifyPluginAsyncZod<{ schedules: SchedulesService }> = async (
  app,
  { schedules },
) => {
  app.get(
    SCHEDULE_PATH,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['batches'],
        summary:
          "The caller's sessions across their batches, in time order, with join and recording links",
        response: { 200: scheduleSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return schedules.schedule(callerOf(request));
    },
  );

  app.get(
    CALENDAR_FEED_PATH,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['batches'],
        summary: "The caller's secret calendar feed URL (an .ics of their sessions)",
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => schedules.feedUrl(callerOf(request)),
  );

  app.post(
    `${CALENDAR_FEED_PATH}/rotate`,
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['batches'],
        summary: 'A new secret calendar feed URL; the old one stops working at once',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => schedules.rotate(callerOf(request)),
  );

  app.get(
    '/v1.5/calendar-feeds/:userId/:token',
    {
      // The URL's secret is its authority (calendar apps send no token).
      config: { access: PUBLIC },
      schema: {
        tags: ['batches'],
        summary: 'A learner calendar feed (iCalendar), by its secret URL',
        params: feedParams,
        response: {
          200: z.string().describe('text/calendar'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const token = request.params.token.slice(0, -'.ics'.length);
      const body = await schedules.feed(request.params.userId, token);
      return reply
        .header('Content-Type', CALENDAR_CONTENT_TYPE)
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
};
