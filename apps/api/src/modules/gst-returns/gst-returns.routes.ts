import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  gstReturnParamsSchema,
  INVOICE_READERS,
  invoiceListItemSchema,
  invoiceListQuerySchema,
  NEXT_CURSOR_HEADER,
  text,
} from '@kaksha/shared';
import { downloadFor, rolesOnly } from '../../core/access';
import { badRequest } from '../../core/app-error';
import { replyCsv } from '../../infra/staff-lists/csv-export';
import type { GstReturnsService } from './gst-returns.service';

const errors = { 400: errorBodySchema };
const filters = invoiceListQuerySchema.omit({ cursor: true, limit: true });

export const gstReturnsRoutes: FastifyPluginAsyncZod<{ gstReturns: GstReturnsService }> = async (
  app,
  { gstReturns },
) => {
  app.get(
    '/v1.5/invoices',
    {
      config: { access: rolesOnly(...INVOICE_READERS) },
      schema: {
        tags: ['invoices'],
        summary:
          'Tax invoices and credit notes, newest first, paged (X-Next-Cursor), by financial year, month, state, buyer and kind (SALES, ADMIN)',
        querystring: invoiceListQuerySchema,
        response: { 200: z.array(invoiceListItemSchema), ...errors },
      },
    },
    async (request, reply) => {
      const page = await gstReturns.list(request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/v1.5/invoices.csv',
    {
      config: { access: downloadFor(...INVOICE_READERS) },
      schema: {
        tags: ['invoices'],
        summary: 'The filtered invoices and credit notes as CSV, streamed (SALES, ADMIN)',
        querystring: filters,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { name, stream } = gstReturns.csv(request.query);
      return replyCsv(reply, name, stream);
    },
  );

  app.get(
    '/v1.5/gst/returns/:period/:file',
    {
      config: { access: downloadFor(...INVOICE_READERS) },
      schema: {
        tags: ['invoices'],
        summary:
          'A GSTR-1 table of a month (IST) as CSV: b2b, b2cs, hsn, docs, cdnr, cdnur (e.g. /gst/returns/2026-11/b2b.csv) (SALES, ADMIN)',
        params: z.object({ period: text().max(7), file: text().max(20) }),
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const parsed = gstReturnParamsSchema.safeParse({
        period: request.params.period,
        table: request.params.file.replace(/\.csv$/, ''),
      });
      if (!parsed.success || !request.params.file.endsWith('.csv'))
        throw badRequest(
          parsed.error?.issues[0]?.message ?? 'Ask for a table as <table>.csv.',
          'BAD_GST_RETURN',
        );
      const { period, table } = parsed.data;
      const body = await gstReturns.returnTable(period, table);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gstr1-${period}-${table}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
