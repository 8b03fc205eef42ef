import { GST_STATES } from '@kaksha/shared';
import type { GstReturnTable, InvoiceListItem } from '@kaksha/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { SelectField, TextField } from '../../../components/ui/field';
import { PageTitle } from '../../../components/ui/page-title';
import { PagedDataTable } from '../../../components/ui/paged-data-table';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatInrPaise } from '../../../lib/format';
import { formatIstDay } from '../../../lib/ist-dates';
import { useNativeDownload } from '../../../lib/native-download';
import { toastError } from '../../../lib/toast';
import {
  downloadGstReturn,
  downloadInvoicesCsv,
  downloadPdf,
  invoiceErrorMessage,
  invoicesQuery,
} from '../api';
import type { InvoiceFilters, InvoicePage } from '../api';
import {
  currentIstMonth,
  filtersFrom,
  financialYearOptions,
  GST_RETURN_TABLES,
  GST_TABLE_DESCRIPTIONS,
} from '../invoice-filters';

const column = createColumnHelper<InvoiceListItem>();
const rowsOfPage = (page: InvoicePage) => page.rows;
const ANY = { value: '', label: 'Any' };

function PdfButton({ item }: { item: InvoiceListItem }) {
  const download = useMutation({
    mutationFn: () => downloadPdf(item),
    onError: (error) => {
      if (!isRefusedToken(error)) toastError(invoiceErrorMessage(error));
    },
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download ${item.number} as PDF`}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? <Spinner size="sm" tone="current" label="Downloading" /> : 'PDF'}
    </Button>
  );
}

const COLUMNS = [
  column.accessor('number', {
    header: 'Number',
    meta: { className: 'whitespace-nowrap font-mono' },
  }),
  column.accessor('kind', {
    header: 'Kind',
    cell: (info) => (info.getValue() === 'invoice' ? 'Invoice' : 'Credit note'),
  }),
  column.accessor('issuedAt', {
    header: 'Date',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) =>
      formatIstDay(new Date(Date.parse(info.getValue()) + 330 * 60_000).toISOString().slice(0, 10)),
  }),
  column.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-40">
        <span className="block font-medium text-ink-900">{item.buyerName}</span>
        <span className="block font-mono text-xs text-ink-600">
          {item.buyerGstin ?? 'Consumer'}
        </span>
      </div>
    ),
  }),
  column.accessor('placeOfSupply', { header: 'Place of supply' }),
  column.accessor('taxablePaise', {
    header: 'Taxable',
    meta: { className: 'whitespace-nowrap tabular-nums text-right' },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.accessor('taxPaise', {
    header: 'GST',
    meta: { className: 'whitespace-nowrap tabular-nums text-right' },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.accessor('totalPaise', {
    header: 'Total',
    meta: { className: 'whitespace-nowrap tabular-nums text-right font-semibold' },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.display({
    id: 'pdf',
    header: () => <span className="sr-only">PDF</span>,
    cell: ({ row: { original: item } }) => <PdfButton item={item} />,
  }),
];

/**
 * /operations/invoices (issue 26): every tax invoice and credit note, filtered by financial year,
 * month, state, buyer and kind (kept in the address), as a paged table or a CSV; and the month's
 * GSTR-1 tables for the accountant. SALES and ADMIN.
 */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useInfiniteQuery(invoicesQuery(filters));
  const [packMonth, setPackMonth] = useState(() => currentIstMonth(new Date()));
  const years = useMemo(() => financialYearOptions(new Date()), []);
  const csv = useNativeDownload(() => downloadInvoicesCsv(filters), invoiceErrorMessage);
  const pack = useNativeDownload(downloadGstReturn, invoiceErrorMessage);

  const setFilter = (key: keyof InvoiceFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };

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

        <Card className="mb-6">
          <h2 className="text-lg font-bold">GST return pack</h2>
          <p className="mt-1 text-sm text-ink-700">
            The month’s GSTR-1 tables as the GST offline tool reads them (months in IST).
          </p>
          <TextField
            label="Month"
            type="month"
            className="mt-3 max-w-xs"
            value={packMonth}
            onChange={(event) => setPackMonth(event.target.value)}
          />
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {GST_RETURN_TABLES.map((table: GstReturnTable) => (
              <li key={table} className="flex items-center gap-3">
                <Button
                  size="sm"
                  variant="secondary"
                  className="min-w-24 font-mono"
                  aria-label={`Download ${table}.csv for ${packMonth}`}
                  disabled={pack.isPending || !/^\d{4}-\d{2}$/.test(packMonth)}
                  onClick={() => pack.mutate({ month: packMonth, table })}
                >
                  {table}.csv
                </Button>
                <span className="text-sm text-ink-700">{GST_TABLE_DESCRIPTIONS[table]}</span>
              </li>
            ))}
          </ul>
        </Card>

        <div className="mb-4 grid gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
          <SelectField
            label="Financial year"
            options={[ANY, ...years.map((fy) => ({ value: fy, label: `20${fy}` }))]}
            value={filters.fy}
            onChange={(event) => setFilter('fy', event.target.value)}
          />
          <TextField
            label="Month"
            type="month"
            value={filters.month}
            onChange={(event) => setFilter('month', event.target.value)}
          />
          <SelectField
            label="Place of supply"
            options={[ANY, ...GST_STATES.map((s) => ({ value: s.code, label: s.name }))]}
            value={filters.state}
            onChange={(event) => setFilter('state', event.target.value)}
          />
          <SelectField
            label="Buyer"
            options={[
              ANY,
              { value: 'b2b', label: 'Business (GSTIN)' },
              { value: 'b2c', label: 'Consumer' },
            ]}
            value={filters.buyer}
            onChange={(event) => setFilter('buyer', event.target.value)}
          />
          <SelectField
            label="Kind"
            options={[
              ANY,
              { value: 'invoice', label: 'Invoices' },
              { value: 'credit_note', label: 'Credit notes' },
            ]}
            value={filters.kind}
            onChange={(event) => setFilter('kind', event.target.value)}
          />
        </div>
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
          columns={COLUMNS}
          caption="Invoices and credit notes, newest first"
          getRowId={(item) => item.id}
          empty="No invoices or credit notes match."
          maxHeight="70vh"
        />
      </Container>
    </>
  );
}
