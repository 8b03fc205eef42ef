import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditFilterSchema,
  auditListQuerySchema,
  auditListSchema,
  errorBodySchema,
} from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../plugins/access-policy';
import type { AuditService } from './audit.service';

const bearer = [{ bearer: [] }];
const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/v1.5/audit',
    {
      config: { access: rolesOnly('ADMIN') },
      schema: {
        tags: ['audit'],
        summary: 'The staff audit log, newest first, filtered and keyset-paged (ADMIN)',
        security: bearer,
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema, ...adminErrors },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/v1.5/audit/export.csv',
    {
      // The page lets the browser download it natively, with a one-minute ticket.
      config: { access: downloadFor('ADMIN') },
      schema: {
        tags: ['audit'],
        summary: 'audit-log.csv: every entry matching the filters, streamed (ADMIN)',
        security: bearer,
        querystring: auditFilterSchema,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark'),
          ...adminErrors,
        },
      },
    },
    async (request, reply) => {
      // Filters are checked (a 400) before the headers of a 200 go out.
      const csv = audit.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .header('Cache-Control', 'no-store')
        .send(csv as never); // a stream of the documented text, piped with back-pressure
    },
  );
};
