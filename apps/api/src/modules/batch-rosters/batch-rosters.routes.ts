import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  text,
  ATTENDANCE_IMPORT_MAX_BYTES,
  ATTENDANCE_IMPORT_MESSAGES,
  ATTENDANCE_IMPORT_TYPE,
  BATCH_MANAGERS,
  BATCH_READERS,
  NEXT_CURSOR_HEADER,
  attendanceBodySchema,
  attendanceImportResultSchema,
  attendanceResultSchema,
  attendanceSheetSchema,
  errorBodySchema,
  moveBodySchema,
  moveResultSchema,
  rosterListSchema,
  rosterQuerySchema,
} from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../core/access';
import { AppError, badRequest } from '../../core/app-error';
import { callerOf } from '../../core/caller';
import { replyCsv } from '../../infra/staff-lists/csv-export';
import type { BatchRostersService } from './batch-rosters.service';
import { decodeParticipantsCsv } from './participants-csv';

const batchParams = z.object({ id: z.uuid('No such batch') });
const sessionParams = z.object({ id: z.uuid('No such session') });

/** A participant list is the CSV file itself: anything else is refused before validation. */
async function requireCsvBody(request: FastifyRequest) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.body === undefined && (type === '' || type === ATTENDANCE_IMPORT_TYPE))
    throw badRequest(ATTENDANCE_IMPORT_MESSAGES.empty, 'EMPTY_FILE');
  if (type !== ATTENDANCE_IMPORT_TYPE)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, ATTENDANCE_IMPORT_MESSAGES.mediaType);
}

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

  app.get(
    '/v1.5/sessions/:id/attendance',
    {
      config: { access: rolesOnly(...BATCH_READERS) },
      schema: {
        tags: ['batches'],
        summary:
          "A session's attendance sheet: every learner of its batch with their mark (present, absent, or null while unmarked) and its source (SALES, ADMIN)",
        params: sessionParams,
        response: { 200: attendanceSheetSchema, 404: errorBodySchema },
      },
    },
    async (request) => rosters.attendance(request.params.id),
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

  // The participant list comes as the CSV file itself, in a scope of its own: its parser takes
  // the bytes (at most 1 MB, refused in the import's own words) and decodes them, so a workbook
  // or a binary file is a 400 before anything else runs.
  const importScope: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      ATTENDANCE_IMPORT_TYPE,
      { parseAs: 'buffer', bodyLimit: ATTENDANCE_IMPORT_MAX_BYTES },
      (_request, body, done) => {
        try {
          done(null, decodeParticipantsCsv(body as Buffer));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    scope.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new AppError('FILE_TOO_LARGE', 413, ATTENDANCE_IMPORT_MESSAGES.tooLarge);
      throw error;
    });

    scope.post(
      '/v1.5/sessions/:id/attendance/import',
      {
        config: { access: rolesOnly(...BATCH_MANAGERS) },
        preValidation: requireCsvBody,
        schema: {
          tags: ['batches'],
          summary:
            "Import a meeting tool's participant list (the CSV file as the body, text/csv, at most 1 MB): the batch's learners it names are marked present, the others left as they were; every row is reported (ADMIN)",
          consumes: [ATTENDANCE_IMPORT_TYPE],
          params: sessionParams,
          body: text().describe(
            'The CSV file: a header row with an e-mail column (Email, User Email, Attendee Email…), optional name and duration columns; lines above the header are skipped',
          ),
          response: {
            200: attendanceImportResultSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
          },
        },
      },
      async (request) =>
        rosters.importAttendance(callerOf(request), request.params.id, request.body),
    );
  };
  await app.register(importScope);
};
