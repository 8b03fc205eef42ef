import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditFilterSchema, auditListQuerySchema, auditListSchema } from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../core/access';
import type { AuditService } from './audit.service';
import { replyCsv } from '../../infra/staff-lists/csv-export';

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
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
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
        querystring: auditFilterSchema,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark'),
        },
      },
    },
    async (request, reply) => {
      // Filters are checked (a 400) before the headers of a 200 go out.
      return replyCsv(reply, 'audit-log', audit.exportCsv(request.query));
    },
  );
};
