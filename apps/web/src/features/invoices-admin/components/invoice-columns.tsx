import { istDate } from '@kaksha/shared';
import type { InvoiceListItem } from '@kaksha/shared';
import { useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isRefusedToken } from '../../../lib/api-client';
import { formatInrPaise } from '../../../lib/format';
import { formatIstDay } from '../../../lib/ist-dates';
import { toastError } from '../../../lib/toast';
import { downloadPdf, invoiceErrorMessage } from '../api';

const column = createColumnHelper<InvoiceListItem>();
const NUMERIC = 'text-right whitespace-nowrap tabular-nums';

/** The IST calendar day of issue, as the PDF prints it. */
function formatIssuedOn(instant: string): string {
  return Number.isNaN(Date.parse(instant)) ? instant : formatIstDay(istDate(instant));
}

/** The document's PDF, fetched with the bearer token and saved under its number. */
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
      aria-busy={download.isPending || undefined}
      disabled={download.isPending}
      onClick={() => download.mutate()}
    >
      {download.isPending ? <Spinner size="sm" tone="current" label="Downloading" /> : 'PDF'}
    </Button>
  );
}

export const INVOICE_COLUMNS = [
  column.accessor('number', {
    header: 'Number',
    meta: { className: 'whitespace-nowrap font-mono' },
  }),
  column.accessor('kind', {
    header: 'Kind',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => (info.getValue() === 'invoice' ? 'Invoice' : 'Credit note'),
  }),
  column.accessor('issuedAt', {
    header: 'Date',
    meta: { className: 'whitespace-nowrap' },
    cell: (info) => <time dateTime={info.getValue()}>{formatIssuedOn(info.getValue())}</time>,
  }),
  column.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row: { original: item } }) => (
      <div className="min-w-44">
        <p className="font-semibold text-ink-950">{item.buyerName}</p>
        <p className="font-mono text-xs text-ink-600">
          {item.buyerGstin ? (
            <>
              <span className="sr-only">GSTIN </span>
              {item.buyerGstin}
            </>
          ) : (
            'Consumer (no GSTIN)'
          )}
        </p>
      </div>
    ),
  }),
  column.accessor('placeOfSupply', {
    header: 'Place of supply',
    meta: { className: 'min-w-36' },
  }),
  column.accessor('taxablePaise', {
    header: 'Taxable',
    meta: { className: NUMERIC },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.accessor('taxPaise', {
    header: 'GST',
    meta: { className: NUMERIC },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.accessor('totalPaise', {
    header: 'Total',
    meta: { className: `${NUMERIC} font-semibold` },
    cell: (info) => formatInrPaise(info.getValue()),
  }),
  column.display({
    id: 'pdf',
    header: () => <span className="sr-only">PDF</span>,
    cell: ({ row: { original: item } }) => <PdfButton item={item} />,
  }),
] as ColumnDef<InvoiceListItem>[];
