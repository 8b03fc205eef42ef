import type { Readable } from 'node:stream';
import type { GstReturnTable, InvoiceListQuery } from '@kaksha/shared';
import type { DatabaseHandle } from '../../infra/database/database';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import { documentsCsv, listDocuments, monthDocuments } from './gst-returns.repository';
import { buildReturnTable } from './gst-return-tables';

/** The staff Invoices view and the monthly GST return pack (SALES, ADMIN). */
export function createGstReturnsService(deps: { database: DatabaseHandle }) {
  const { db } = deps.database;
  return {
    list: (query: InvoiceListQuery) => listDocuments(db, query),

    csv(query: Omit<InvoiceListQuery, 'cursor' | 'limit'>): { name: string; stream: Readable } {
      const parts = [query.fy, query.month, query.state, query.buyer, query.kind].filter(Boolean);
      return {
        name: ['invoices', ...parts].join('-'),
        stream: streamCsv(deps.database, documentsCsv(query)),
      };
    },

    async returnTable(period: string, table: GstReturnTable): Promise<string> {
      return buildReturnTable(table, await monthDocuments(db, period));
    },
  };
}
export type GstReturnsService = ReturnType<typeof createGstReturnsService>;
