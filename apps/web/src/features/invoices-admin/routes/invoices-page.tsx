import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { Spinner } from '../../../components/ui/spinner';
import { useNativeDownload } from '../../../lib/native-download';
import { downloadInvoicesCsv, invoiceErrorMessage, invoicesQuery, pageSizeFrom } from '../api';
import type { InvoiceFilters, InvoicePage } from '../api';
import { GstReturnPack } from '../components/gst-return-pack';
import { INVOICE_COLUMNS } from '../components/invoice-columns';
import { InvoiceFilterBar } from '../components/invoice-filter-bar';
import {
  filtersFrom,
  financialYearOptions,
  lastClosedMonth,
  monthOptions,
  withFilter,
} from '../invoice-filters';

const rowsOfPage = (page: InvoicePage) => page.rows;

/**
 * /operations/invoices (issue 26): every tax invoice and credit note, filtered by financial year,
 * month, state, buyer and kind (kept in the address), as a paged table, PDFs or a CSV; and the
 * month's GSTR-1 tables for the accountant. SALES and ADMIN.
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const limit = pageSizeFrom(params.get('limit'));
  const list = useInfiniteQuery(invoicesQuery(filters, limit));
  // Read once: the options move only when the page is opened again.
  const [now] = useState(() => new Date());
  const years = useMemo(() => financialYearOptions(now), [now]);
  const months = useMemo(() => monthOptions(now, filters.fy), [now, filters.fy]);
  const packMonths = useMemo(() => monthOptions(now, ''), [now]);
  const csv = useNativeDownload(() => downloadInvoicesCsv(filters), invoiceErrorMessage);

  const setFilter = (key: keyof InvoiceFilters, value: string) =>
    setParams(withFilter(params, key, value, now));

  return (
    <>
      <PageTitle page="Invoices" />
      <Container className="py-8 sm:py-12">
        <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              Operations
            </p>
            <h1 className="mt-1 text-h2 font-extrabold">Invoices</h1>
            <p className="mt-2 max-w-2xl text-ink-700">
              GST tax invoices and credit notes as issued: numbers never repeat or skip, and a
              document is never changed.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/operations/refunds" variant="secondary">
              Refunds
            </ButtonLink>
            <ButtonLink to="/operations/sales" variant="secondary">
              Sales
            </ButtonLink>
          </div>
        </div>

        <GstReturnPack months={packMonths} initialMonth={lastClosedMonth(now)} />

        <h2 className="mb-3 text-lg font-bold">Invoices and credit notes</h2>
        <InvoiceFilterBar filters={filters} years={years} months={months} onChange={setFilter} />
        <div className="mb-3 flex justify-end">
          <Button
            size="sm"
            variant="secondary"
            disabled={csv.isPending}
            onClick={() => csv.mutate()}
          >
            {csv.isPending ? (
              <Spinner size="sm" tone="current" label="Preparing the download" />
            ) : (
              'Download CSV'
            )}
          </Button>
        </div>
        <PagedDataTable
          query={list}
          rowsOf={rowsOfPage}
          noun={['document', 'documents']}
          describeError={invoiceErrorMessage}
          columns={INVOICE_COLUMNS}
          caption="Invoices and credit notes, newest first"
          getRowId={(item) => item.id}
          empty="No invoices or credit notes match these filters."
          maxHeight="70vh"
        />
      </Container>
    </>
  );
}
