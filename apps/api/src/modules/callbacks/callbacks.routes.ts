import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { z } from 'zod';
import {
  CALL_BACK_EXPORT_PATH,
  CALL_BACK_LIST_PATH,
  NEXT_CURSOR_HEADER,
  SALES_READERS,
  callBackFilterSchema,
  callBackListQuerySchema,
  callBackReceiptSchema,
  callBackRequestBodySchema,
  callBackRequestListSchema,
  errorBodySchema,
} from '@kaksha/shared';
import { downloadFor, publicIdentified, rolesOnly } from '../../core/access';
import type { CallBacksService } from './callbacks.service';
import { replyCsv } from '../../infra/staff-lists/csv-export';

/**
 * Call-back requests (beyond the spec): the /request-call form posts here, visitor or signed in;
 * SALES and ADMIN list them in the sales console and download them as CSV (bearer or ticket).
 */
export const callBacksRoutes: FastifyPluginAsyncZod<{ callBacks: CallBacksService }> = async (
  app,
  { callBacks },
) => {
  app.post(
    CALL_BACK_LIST_PATH,
    {
      config: { access: publicIdentified },
      schema: {
        tags: ['call-backs'],
        summary:
          'Ask for a call back (visitor or signed in): 201 with the new request; the same mobile number and program again within 15 minutes answers 200 with the earlier one',
        body: callBackRequestBodySchema,
        response: {
          200: callBackReceiptSchema,
          201: callBackReceiptSchema,
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { receipt, isCreated } = await callBacks.request(request.body, {
        clientAddress: request.ip,
        caller: request.caller,
      });
      return reply.status(isCreated ? 201 : 200).send(receipt);
    },
  );

  app.get(
    CALL_BACK_LIST_PATH,
    {
      config: { access: rolesOnly(...SALES_READERS) },
      schema: {
        tags: ['call-backs'],
        summary:
          'Call-back requests, newest first, paged (X-Next-Cursor), filtered by program, search and days (SALES, ADMIN)',
        querystring: callBackListQuerySchema,
        response: { 200: callBackRequestListSchema },
      },
    },
    async (request, reply) => {
      const page = await callBacks.list(request.query);
      reply.header('Cache-Control', 'no-store');
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    CALL_BACK_EXPORT_PATH,
    {
      config: { access: downloadFor(...SALES_READERS) },
      schema: {
        tags: ['call-backs'],
        summary: 'Every call-back request matching the filters, as CSV, streamed (SALES, ADMIN)',
        querystring: callBackFilterSchema,
        response: {
          200: z.string().describe('text/csv, UTF-8 with a byte-order mark, streamed'),
        },
      },
    },
    async (request, reply) =>
      replyCsv(reply, 'call-back-requests', callBacks.exportCsv(request.query), { dated: true }),
  );
};
