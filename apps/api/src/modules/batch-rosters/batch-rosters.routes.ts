import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BATCH_MANAGERS,
  BATCH_READERS,
  NEXT_CURSOR_HEADER,
  attendanceBodySchema,
  attendanceResultSchema,
  errorBodySchema,
  moveBodySchema,
  moveResultSchema,
  rosterListSchema,
  rosterQuerySchema,
} from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import { replyCsv } from '../../infra/staff-lists/csv-export';
import type { BatchRostersService } from './batch-rosters.service';

const batchParams = z.object({ id: z.uuid('No such batch') });
const sessionParams = z.object({ id: z.uuid('No such session') });

/** A batch's roster (SALES, ADMIN), its CSV, moves and attendance (ADMIN). Paths fixed by issue 25. */
export const batchRostersRoutes: FastifyPluginAsyncZod<{ rosters: BatchRostersService }> = async (
  app,
  { rosters },
) => {
  app.get(
    '/v1.5/batches/:id/roster',
    {
      config: { access: rolesOnly(...BATCH_READERS) },
      schema: {
        tags: ['batches'],
        summary:
          "A batch's learners, in the order they joined, paged (X-Next-Cursor): contact, payment, attendance (SALES, ADMIN)",
        params: batchParams,
        querystring: rosterQuerySchema,
        response: { 200: rosterListSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await rosters.roster(request.params.id, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/v1.5/batches/:id/roster.csv',
    {
      config: { access: downloadFor(...BATCH_READERS) },
      schema: {
        tags: ['batches'],
        summary: "A batch's whole roster as CSV, streamed (SALES, ADMIN)",
        params: batchParams,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark, streamed'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { name, stream } = await rosters.rosterCsv(request.params.id);
      return replyCsv(reply, name, stream);
    },
  );

  app.post(
    '/v1.5/batches/:id/moves',
    {
      config: { access: rolesOnly(...BATCH_MANAGERS) },
      schema: {
        tags: ['batches'],
        summary:
          'Move a learner to another batch of the same program: the seat moves atomically and the learner is e-mailed (ADMIN)',
        params: batchParams,
        body: moveBodySchema,
        response: {
          200: moveResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => rosters.move(callerOf(request), request.params.id, request.body),
  );

  app.put(
    '/v1.5/sessions/:id/attendance',
    {
      config: { access: rolesOnly(...BATCH_MANAGERS) },
      schema: {
        tags: ['batches'],
        summary:
          'Mark learners present or absent at a session; each must be a learner of its batch (ADMIN)',
        params: sessionParams,
        body: attendanceBodySchema,
        response: { 200: attendanceResultSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => rosters.markAttendance(callerOf(request), request.params.id, request.body),
  );
};
