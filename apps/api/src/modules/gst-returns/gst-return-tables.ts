import { COACHING_SAC, GST_RATE_PERCENT, type GstReturnTable } from '@kaksha/shared';
import { csvDocument } from '../../infra/staff-lists/csv-export';
import type { MonthDocument } from './gst-returns.repository';

/**
 * The GSTR-1 tables this business fills for a month, as the GST offline tool's CSV templates name
 * their columns. Choices (GSTR-1 practice for a seller of services at one rate):
 * - b2b: one row per invoice to a GSTIN holder (one rate, 18%, per invoice);
 * - b2cs: consumer sales by place of supply and rate, net of the month's credit notes to consumers
 *   (b2cs is reported net of its returns); so cdnur, which is only for credit notes against
 *   large inter-state consumer invoices (b2cl, over ₹2.5 lakh, which Kaksha does not issue), is
 *   empty;
 * - cdnr: credit notes to GSTIN holders, one row each;
 * - hsn: one row for SAC 999293, net of every credit note;
 * - docs: the first and last number of each series used in the month.
 * Taxable value of b2b + b2cs − cdnr = the month's invoices less its credit notes = hsn's.
 */

const rupees = (paise: number) => {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** dd-mmm-yyyy in IST, as the offline tool wants dates. */
const gstDate = (at: Date | string) => {
  const ist = new Date(new Date(at).getTime() + 330 * 60_000);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${MONTHS[ist.getUTCMonth()]}-${ist.getUTCFullYear()}`;
};
const placeOf = (d: MonthDocument) => `${d.buyer_state_code}-${d.place_of_supply}`;

function b2b(docs: MonthDocument[]) {
  return csvDocument(
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    docs
      .filter((d) => d.kind === 'invoice' && d.buyer_gstin)
      .map((d) => [
        d.buyer_gstin,
        d.buyer_name,
        d.number,
        gstDate(d.issued_at),
        rupees(d.total_paise),
        placeOf(d),
        'N',
        null,
        'Regular B2B',
        null,
        GST_RATE_PERCENT,
        rupees(d.taxable_paise),
        '0.00',
      ]),
  );
}

function b2cs(docs: MonthDocument[]) {
  const byPlace = new Map<string, number>();
  for (const d of docs.filter((x) => !x.buyer_gstin)) {
    const sign = d.kind === 'invoice' ? 1 : -1;
    byPlace.set(placeOf(d), (byPlace.get(placeOf(d)) ?? 0) + sign * d.taxable_paise);
  }
  return csvDocument(
    [
      'Type',
      'Place Of Supply',
      'Rate',
      'Applicable % of Tax Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    [...byPlace]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([place, taxable]) => [
        'OE',
        place,
        GST_RATE_PERCENT,
        null,
        rupees(taxable),
        '0.00',
        null,
      ]),
  );
}

function hsn(docs: MonthDocument[]) {
  const net = { lines: 0, total: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
  for (const d of docs) {
    const sign = d.kind === 'invoice' ? 1 : -1;
    if (d.kind === 'invoice') net.lines += 1;
    net.total += sign * d.total_paise;
    net.taxable += sign * d.taxable_paise;
    net.igst += sign * d.igst_paise;
    net.cgst += sign * d.cgst_paise;
    net.sgst += sign * d.sgst_paise;
  }
  return csvDocument(
    [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ],
    docs.length
      ? [
          [
            COACHING_SAC,
            'Commercial training and coaching services',
            'NA',
            net.lines,
            rupees(net.total),
            rupees(net.taxable),
            rupees(net.igst),
            rupees(net.cgst),
            rupees(net.sgst),
            '0.00',
          ],
        ]
      : [],
  );
}

function docsIssued(docs: MonthDocument[]) {
  const nature = { invoice: 'Invoices for outward supply', credit_note: 'Credit Note' } as const;
  const rows: Array<[string, string, string, number, number]> = [];
  for (const kind of ['invoice', 'credit_note'] as const) {
    const series = new Map<string, MonthDocument[]>();
    for (const d of docs.filter((x) => x.kind === kind))
      series.set(d.financial_year, [...(series.get(d.financial_year) ?? []), d]);
    for (const list of series.values()) {
      const sorted = [...list].sort((a, b) => Number(a.seq) - Number(b.seq));
      rows.push([nature[kind], sorted[0]!.number, sorted.at(-1)!.number, sorted.length, 0]);
    }
  }
  return csvDocument(
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows,
  );
}

function cdnr(docs: MonthDocument[]) {
  return csvDocument(
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    docs
      .filter((d) => d.kind === 'credit_note' && d.buyer_gstin)
      .map((d) => [
        d.buyer_gstin,
        d.buyer_name,
        d.number,
        gstDate(d.issued_at),
        'C',
        placeOf(d),
        'N',
        'Regular',
        rupees(d.total_paise),
        null,
        GST_RATE_PERCENT,
        rupees(d.taxable_paise),
        '0.00',
      ]),
  );
}

/** Credit notes against b2cl invoices only (none at Kaksha's prices): the header, no rows. */
function cdnur() {
  return csvDocument(
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    [],
  );
}

export function buildReturnTable(table: GstReturnTable, docs: MonthDocument[]): string {
  switch (table) {
    case 'b2b':
      return b2b(docs);
    case 'b2cs':
      return b2cs(docs);
    case 'hsn':
      return hsn(docs);
    case 'docs':
      return docsIssued(docs);
    case 'cdnr':
      return cdnr(docs);
    case 'cdnur':
      return cdnur();
  }
}
