import { sql } from 'drizzle-orm';
import type { InvoiceListItem, InvoiceListQuery } from '@kaksha/shared';
import { queryRows, type Executor } from '../../infra/database/database';
import { pageRows, type Keyset } from '../../infra/staff-lists/keyset';
import { csvRupees, csvText, csvTime, type CsvSource } from '../../infra/staff-lists/csv-export';
import { DOCUMENTS, documentFilters, inMonth } from './gst-documents';

const KEYSET: Keyset = { time: sql`d.issued_at`, id: sql`d.id`, idType: 'uuid' };
const FROM = sql`from ${DOCUMENTS}`;

type DocumentRow = {
  kind: 'invoice' | 'credit_note';
  id: string;
  number: string;
  issued_at: Date | string;
  order_id: string;
  buyer_name: string;
  buyer_email: string | null;
  buyer_gstin: string | null;
  buyer_state_code: string;
  place_of_supply: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  against_number: string | null;
};

const urlOf = (row: Pick<DocumentRow, 'kind' | 'id' | 'order_id'>) =>
  row.kind === 'invoice'
    ? `/v1.5/orders/${row.order_id}/invoice.pdf`
    : `/v1.5/credit-notes/${row.id}/pdf`;

/** The staff Invoices list: invoices and credit notes together, newest first. */
export async function listDocuments(
  db: Executor,
  query: InvoiceListQuery,
): Promise<{ items: InvoiceListItem[]; nextCursor: string | null }> {
  const page = await pageRows<DocumentRow>(db, {
    select: sql`d.*`,
    from: FROM,
    conditions: documentFilters(query),
    keyset: KEYSET,
    order: 'desc',
    cursor: query.cursor,
    limit: query.limit,
  });
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      number: row.number,
      issuedAt: new Date(row.issued_at).toISOString(),
      orderId: row.order_id,
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      buyerGstin: row.buyer_gstin,
      placeOfSupply: `${row.buyer_state_code}-${row.place_of_supply}`,
      taxablePaise: Number(row.taxable_paise),
      taxPaise: Number(row.cgst_paise) + Number(row.sgst_paise) + Number(row.igst_paise),
      totalPaise: Number(row.total_paise),
      url: urlOf(row),
    })),
    nextCursor: page.nextCursor,
  };
}

export const DOCUMENT_CSV_COLUMNS = [
  'kind',
  'number',
  'issuedAt',
  'orderId',
  'againstInvoice',
  'buyerName',
  'buyerEmail',
  'buyerGstin',
  'placeOfSupplyCode',
  'placeOfSupply',
  'taxable',
  'cgst',
  'sgst',
  'igst',
  'total',
] as const;

export function documentsCsv(query: Omit<InvoiceListQuery, 'cursor' | 'limit'>): CsvSource {
  return {
    header: DOCUMENT_CSV_COLUMNS,
    cells: [
      sql`d.kind`,
      sql`d.number`,
      csvTime(sql`d.issued_at`),
      sql`d.order_id::text`,
      sql`d.against_number`,
      csvText(sql`d.buyer_name`),
      csvText(sql`d.buyer_email`),
      sql`d.buyer_gstin`,
      sql`d.buyer_state_code`,
      sql`d.place_of_supply`,
      csvRupees(sql`d.taxable_paise`),
      csvRupees(sql`d.cgst_paise`),
      csvRupees(sql`d.sgst_paise`),
      csvRupees(sql`d.igst_paise`),
      csvRupees(sql`d.total_paise`),
    ],
    from: FROM,
    where: documentFilters(query),
    keyset: KEYSET,
    order: 'desc',
  };
}

export type MonthDocument = DocumentRow & { financial_year: string; seq: number };

/** Every document of a month (IST), oldest first, for the GST return pack. */
export async function monthDocuments(db: Executor, period: string): Promise<MonthDocument[]> {
  const rows = await queryRows<MonthDocument>(
    db,
    sql`select d.* from ${DOCUMENTS} where ${inMonth(period)} order by d.issued_at, d.number`,
  );
  return rows.map((row) => ({
    ...row,
    taxable_paise: Number(row.taxable_paise),
    cgst_paise: Number(row.cgst_paise),
    sgst_paise: Number(row.sgst_paise),
    igst_paise: Number(row.igst_paise),
    total_paise: Number(row.total_paise),
  }));
}
