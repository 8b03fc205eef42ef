import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_TICKET_PARAM,
  EXPORT_TICKET_PATH,
  STAFF_ROLES,
  errorBodySchema,
  exportTicketBodySchema,
  exportTicketSchema,
} from '@kaksha/shared';
import { rolesOnly } from '../../core/access';
import { callerOf } from '../../core/caller';
import { badRequest } from '../../core/app-error';
import type { CallerCache } from '../users';
import { canonicalPath, type DownloadTickets } from '../../infra/staff-lists/download-tickets';

/** Paths a ticket may name: below the API base, no fragments, no dot segments. */
const TICKET_PATH = /^\/v1\.5\/[A-Za-z0-9/_.@%-]+(\?[^#]*)?$/;

export const exportsRoutes: FastifyPluginAsyncZod<{
  tickets: DownloadTickets;
  callers: CallerCache;
  apiBasePath: string;
}> = async (app, { tickets, callers, apiBasePath }) => {
  app.post(
    EXPORT_TICKET_PATH,
    {
      config: { access: rolesOnly(...STAFF_ROLES) },
      schema: {
        tags: ['exports'],
        summary:
          'A one-minute ticket to download one export path (with its filters) natively in the browser (staff)',
        body: exportTicketBodySchema,
        response: {
          200: exportTicketSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { path } = request.body;
      if (!TICKET_PATH.test(path) || path.split(/[?]/)[0]!.includes('..'))
        throw badRequest('Not a download path', 'BAD_DOWNLOAD_PATH');
      const caller = callerOf(request);
      const record = await callers.get(caller.id);
      const bound = canonicalPath(`${apiBasePath}${path}`);
      const { ticket, expiresAt } = await tickets.sign({
        userId: caller.id,
        tokenVersion: record?.tokenVersion ?? -1,
        path: bound,
      });
      return {
        url: `${bound}${bound.includes('?') ? '&' : '?'}${EXPORT_TICKET_PARAM}=${ticket}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};
