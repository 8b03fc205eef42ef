import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { SALES_PAGE_DEFAULT, SALES_PAGE_MAX, invoiceListItemSchema } from '@kaksha/shared';
import type { GstReturnTable, InvoiceListItem } from '@kaksha/shared';
import { saveApiFile } from '../../lib/file-download';
import { exportPath, startNativeDownload } from '../../lib/native-download';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import { fetchStaffListPage } from '../../lib/staff-list-page';

// Invoices and credit notes for SALES and ADMIN on the one API client: a keyset list (X-Next-Cursor),
// its CSV and the month's GSTR-1 tables as ticketed native downloads, a PDF through the bearer token.

export const INVOICES_PATH = '/v1.5/invoices';

/** The list's filters as the page keeps them in its address; '' is "any". */
export interface InvoiceFilters {
  fy: string;
  month: string;
  state: string;
  buyer: '' | 'b2b' | 'b2c';
  kind: '' | 'invoice' | 'credit_note';
}
export const NO_FILTERS: InvoiceFilters = { fy: '', month: '', state: '', buyer: '', kind: '' };

/** The non-empty filters, as the API's query. */
export function invoiceQuery(filters: InvoiceFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** The page size a `?limit=` asks for, within what the API allows. */
export function pageSizeFrom(value: string | null): number {
  const size = Number(value);
  if (value === null || !Number.isInteger(size) || size < 1) return SALES_PAGE_DEFAULT;
  return Math.min(size, SALES_PAGE_MAX);
}

export interface InvoicePage {
  rows: InvoiceListItem[];
  nextCursor: string | null;
}

/** The filtered documents, newest first, a page at a time ("Load more"). */
export function invoicesQuery(filters: InvoiceFilters, limit: number) {
  return infiniteQueryOptions({
    queryKey: ['invoices-admin', invoiceQuery(filters), limit] as const,
    queryFn: async ({ pageParam, signal }): Promise<InvoicePage> => {
      const page = await fetchStaffListPage(
        INVOICES_PATH,
        { ...invoiceQuery(filters), limit, cursor: pageParam },
        signal,
      );
      return { rows: z.array(invoiceListItemSchema).parse(page.body), nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: InvoicePage) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** A failed list or download in words: the server's reason when it gives one. */
export const invoiceErrorMessage = (error: unknown) => staffErrorMessage(error);

export function downloadInvoicesCsv(filters: InvoiceFilters): Promise<void> {
  return startNativeDownload(exportPath(`${INVOICES_PATH}.csv`, invoiceQuery(filters)));
}

/** One GSTR-1 table of a month (IST) as CSV: `/v1.5/gst/returns/2026-11/b2b.csv`. */
export function gstReturnPath(month: string, table: GstReturnTable): string {
  return `/v1.5/gst/returns/${month}/${table}.csv`;
}

export function downloadGstReturn(input: { month: string; table: GstReturnTable }) {
  return startNativeDownload(gstReturnPath(input.month, input.table));
}

/** An invoice's or credit note's PDF, saved as KAK-26-27-000123.pdf. */
export function downloadPdf(item: Pick<InvoiceListItem, 'url' | 'number'>): Promise<void> {
  return saveApiFile(item.url, `${item.number.replaceAll('/', '-')}.pdf`);
}
