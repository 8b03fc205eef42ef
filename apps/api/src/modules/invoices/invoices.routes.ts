import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, INVOICE_READERS, type Role } from '@kaksha/shared';
import { SIGNED_IN } from '../../core/access';
import { callerOf, type Caller } from '../../core/caller';
import { notFound } from '../../core/app-error';
import type { DatabaseHandle } from '../../infra/database/database';
import { findCreditNote, findInvoiceOfOrder, type InvoiceRef } from './invoices.repository';
import type { Invoicing } from './invoicing';

const idParams = z.object({ id: z.uuid('Not a document id') });

/** The owner, SALES and ADMIN read a document; anyone else learns nothing (404). */
function readableBy(caller: Caller, document: InvoiceRef | undefined, what: string): InvoiceRef {
  if (
    !document ||
    (document.userId !== caller.id && !INVOICE_READERS.includes(caller.role as Role))
  )
    throw notFound(`${what} not found`, 'DOCUMENT_NOT_FOUND');
  return document;
}

/** The tax invoice and credit notes as PDF, rendered from their frozen snapshots. */
export const invoicesRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  invoicing: Invoicing;
}> = async (app, { database, invoicing }) => {
  const pdf = {
    200: z.string().describe('application/pdf'),
    401: errorBodySchema,
    404: errorBodySchema,
  };

  app.get(
    '/v1.5/orders/:id/invoice.pdf',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['invoices'],
        summary: "An order's GST tax invoice as PDF (the owner, SALES, ADMIN)",
        params: idParams,
        response: pdf,
      },
    },
    async (request, reply) => {
      const invoice = readableBy(
        callerOf(request),
        await findInvoiceOfOrder(database.db, request.params.id),
        'Invoice',
      );
      return sendPdf(reply, invoice, await invoicing.renderPdf(invoice.snapshot));
    },
  );

  app.get(
    '/v1.5/credit-notes/:id/pdf',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['invoices'],
        summary: 'A credit note as PDF (the owner, SALES, ADMIN)',
        params: idParams,
        response: pdf,
      },
    },
    async (request, reply) => {
      const note = readableBy(
        callerOf(request),
        await findCreditNote(database.db, request.params.id),
        'Credit note',
      );
      return sendPdf(reply, note, await invoicing.renderPdf(note.snapshot));
    },
  );
};

function sendPdf(reply: FastifyReply, document: InvoiceRef, bytes: Buffer) {
  return reply
    .type('application/pdf')
    .header(
      'Content-Disposition',
      `attachment; filename="${document.snapshot.number.replaceAll('/', '-')}.pdf"`,
    )
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
