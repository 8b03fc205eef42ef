import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { InvoiceLine, InvoiceParty, InvoiceSnapshot } from '@kaksha/shared';

/**
 * The tax invoice (CGST Rule 46) or credit note (Rule 53) as an A4 PDF, drawn from the frozen
 * snapshot alone. The same snapshot always gives the same bytes: the document's date is the
 * issue instant and pdfkit derives the file ID from the info dictionary (an MD5 of its values),
 * which holds nothing but the snapshot's own number, kind and date.
 */

/**
 * Noto Sans is the web app's face and, unlike PDF's 14 standard fonts, has the rupee sign ₹.
 * The files are resolved from this module's own location: in development that is src/, in the
 * built app a chunk in apps/api/dist/; both walk up to the same node_modules, where npm installs
 * the font package because it is a dependency of the API (esbuild keeps it external).
 */
export const FONT_MODULES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let fontPaths: { regular: string; bold: string } | undefined;

export function resolveFontPaths(): { regular: string; bold: string } {
  if (!fontPaths) {
    const resolveModule = createRequire(import.meta.url).resolve;
    fontPaths = {
      regular: resolveModule(FONT_MODULES.regular),
      bold: resolveModule(FONT_MODULES.bold),
    };
  }
  return fontPaths;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept free at a page's foot for the page number. */
const FOOT = 28;
const COLOUR = {
  ink: '#1f1f2e',
  muted: '#6e6e85',
  rule: '#c9c9d6',
  band: '#f0f0f5',
  brand: '#5a21d9',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

/** "28 Nov 2026": the IST calendar date, computed without ICU so every machine prints the same. */
export function formatIstDate(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** Paise as rupees with Indian grouping: 12345600 -> "1,23,456.00". */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

export const formatRupees = (paise: number): string => `₹${formatAmount(paise)}`;

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
  total?: (totals: InvoiceSnapshot['totals']) => string;
};

/** CGST and SGST within the seller's state, IGST across states (IGST Act s. 7 and 8). */
function buildColumns(snapshot: InvoiceSnapshot): Column[] {
  const rate = (percent: number) => `${percent}%`;
  const taxes: Column[] = snapshot.isIntraState
    ? [
        { title: 'CGST rate', width: 34, align: 'right', cell: (l) => rate(l.cgstRatePercent) },
        {
          title: 'CGST (₹)',
          width: 54,
          align: 'right',
          cell: (l) => formatAmount(l.cgstPaise),
          total: (t) => formatAmount(t.cgstPaise),
        },
        { title: 'SGST rate', width: 34, align: 'right', cell: (l) => rate(l.sgstRatePercent) },
        {
          title: 'SGST (₹)',
          width: 54,
          align: 'right',
          cell: (l) => formatAmount(l.sgstPaise),
          total: (t) => formatAmount(t.sgstPaise),
        },
      ]
    : [
        { title: 'IGST rate', width: 34, align: 'right', cell: (l) => rate(l.igstRatePercent) },
        {
          title: 'IGST (₹)',
          width: 60,
          align: 'right',
          cell: (l) => formatAmount(l.igstPaise),
          total: (t) => formatAmount(t.igstPaise),
        },
      ];
  const fixed: Column[] = [
    { title: 'SAC', width: 42, align: 'left', cell: (l) => l.sac },
    { title: 'Qty', width: 26, align: 'right', cell: (l) => String(l.quantity) },
    {
      title: 'Taxable value (₹)',
      width: 62,
      align: 'right',
      cell: (l) => formatAmount(l.taxablePaise),
      total: (t) => formatAmount(t.taxablePaise),
    },
    ...taxes,
    {
      title: 'Total (₹)',
      width: 62,
      align: 'right',
      cell: (l) => formatAmount(l.grossPaise),
      total: (t) => formatAmount(t.totalPaise),
    },
  ];
  const used = 18 + fixed.reduce((sum, c) => sum + c.width, 0);
  return [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    {
      title: 'Description of service',
      width: CONTENT_WIDTH - used,
      align: 'left',
      cell: (l) => (l.batch ? `${l.description}\nBatch: ${l.batch}` : l.description),
      total: () => 'Total',
    },
    ...fixed,
  ];
}

type Doc = PDFKit.PDFDocument;
const CELL_PAD = 4;

function setFont(doc: Doc, weight: 'regular' | 'bold', size: number, colour: string = COLOUR.ink) {
  doc.font(weight).fontSize(size).fillColor(colour);
}

/** Draws one table row from `cells` at the current y and moves below it. */
function drawRow(
  doc: Doc,
  columns: Column[],
  cells: string[],
  weight: 'regular' | 'bold',
  band = false,
) {
  setFont(doc, weight, 8);
  const heights = columns.map((c, i) =>
    doc.heightOfString(cells[i]!, { width: c.width - 2 * CELL_PAD }),
  );
  const height = Math.max(...heights) + 2 * CELL_PAD;
  const top = doc.y;
  if (band) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLOUR.band);
  setFont(doc, weight, 8);
  let x = PAGE.margin;
  columns.forEach((column, i) => {
    doc.text(cells[i]!, x + CELL_PAD, top + CELL_PAD, {
      width: column.width - 2 * CELL_PAD,
      align: column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(PAGE.margin, top + height)
    .lineTo(PAGE.margin + CONTENT_WIDTH, top + height)
    .lineWidth(0.5)
    .stroke(COLOUR.rule);
  doc.x = PAGE.margin;
  doc.y = top + height;
}

/** Adds a page when `height` more points would run into the foot; answers whether it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= PAGE.height - PAGE.margin - FOOT) return false;
  doc.addPage();
  return true;
}

function drawHeading(doc: Doc, snapshot: InvoiceSnapshot) {
  const isCredit = snapshot.kind === 'credit_note';
  const top = PAGE.margin;
  setFont(doc, 'bold', 20, COLOUR.brand);
  doc.text(isCredit ? 'Credit note' : 'Tax invoice', PAGE.margin, top);
  setFont(doc, 'regular', 8.5, COLOUR.muted);
  // Rule 48(2): the copy a buyer gets of a service invoice is marked as the recipient's original.
  doc.text(isCredit ? 'Issued under section 34 of the CGST Act' : 'Original for recipient');
  const left = doc.y;
  const meta = [
    `${isCredit ? 'Credit note' : 'Invoice'} number: ${snapshot.number}`,
    `Date of issue: ${formatIstDate(snapshot.issuedAt)}`,
    `Place of supply: ${snapshot.placeOfSupply.state} (${snapshot.placeOfSupply.stateCode})`,
    `Reverse charge: ${snapshot.reverseCharge ? 'Yes' : 'No'}`,
    `Order: ${snapshot.orderId}`,
    ...(snapshot.paymentId ? [`Payment: ${snapshot.paymentId}`] : []),
  ];
  setFont(doc, 'regular', 9);
  doc.text(meta.join('\n'), PAGE.margin + CONTENT_WIDTH / 2, top + 2, {
    width: CONTENT_WIDTH / 2,
    align: 'right',
  });
  doc.y = Math.max(left, doc.y) + 10;
}

function partyLines(party: InvoiceParty, isSeller: boolean): string[] {
  const showLegal = party.legalName && party.legalName !== party.name;
  return [
    ...(showLegal ? [`Legal name: ${party.legalName}`] : []),
    ...party.addressLines,
    `State: ${party.state}, code ${party.stateCode}`,
    ...(party.pin ? [`PIN: ${party.pin}`] : []),
    ...(party.gstin ? [`GSTIN: ${party.gstin}`] : isSeller ? [] : ['Unregistered (no GSTIN)']),
    ...(party.email ? [`E-mail: ${party.email}`] : []),
  ];
}

function drawParties(doc: Doc, snapshot: InvoiceSnapshot) {
  const top = doc.y;
  const width = CONTENT_WIDTH / 2 - 12;
  const blocks: Array<[string, InvoiceParty, boolean]> = [
    ['Supplier', snapshot.seller, true],
    ['Recipient', snapshot.buyer, false],
  ];
  let bottom = top;
  blocks.forEach(([title, party, isSeller], i) => {
    const x = PAGE.margin + i * (CONTENT_WIDTH / 2);
    setFont(doc, 'bold', 8, COLOUR.muted);
    doc.text(title.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
    setFont(doc, 'bold', 10);
    doc.text(isSeller ? (party.legalName ?? party.name) : party.name, x, doc.y + 2, { width });
    setFont(doc, 'regular', 9);
    doc.text(partyLines(party, isSeller).join('\n'), x, doc.y + 1, { width, lineGap: 1 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PAGE.margin;
  doc.y = bottom + 12;
}

function drawCreditReference(doc: Doc, snapshot: InvoiceSnapshot) {
  if (snapshot.kind !== 'credit_note') return;
  const lines = [
    snapshot.against
      ? `Against tax invoice ${snapshot.against.number} dated ${formatIstDate(snapshot.against.issuedAt)}`
      : 'Against tax invoice: not recorded',
    ...(snapshot.reason ? [`Reason: ${snapshot.reason}`] : []),
  ];
  setFont(doc, 'regular', 9);
  doc.text(lines.join('\n'), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 1 });
  doc.y += 10;
}

function drawTable(doc: Doc, snapshot: InvoiceSnapshot) {
  const columns = buildColumns(snapshot);
  const header = () =>
    drawRow(
      doc,
      columns,
      columns.map((c) => c.title),
      'bold',
      true,
    );
  header();
  snapshot.lines.forEach((line, index) => {
    const cells = columns.map((c) => c.cell(line, index));
    setFont(doc, 'regular', 8);
    const height =
      Math.max(
        ...columns.map((c, i) => doc.heightOfString(cells[i]!, { width: c.width - 2 * CELL_PAD })),
      ) +
      2 * CELL_PAD;
    // A row never splits; a continued table repeats its header on the new page.
    if (ensureRoom(doc, height)) header();
    drawRow(doc, columns, cells, 'regular');
  });
  if (ensureRoom(doc, 24)) header();
  drawRow(
    doc,
    columns,
    columns.map((c) => c.total?.(snapshot.totals) ?? ''),
    'bold',
  );
}

function drawSummary(doc: Doc, snapshot: InvoiceSnapshot) {
  const { totals } = snapshot;
  const isCredit = snapshot.kind === 'credit_note';
  const rows: Array<[string, number]> = [
    ['Taxable value', totals.taxablePaise],
    ...(snapshot.isIntraState
      ? ([
          ['CGST', totals.cgstPaise],
          ['SGST', totals.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', totals.igstPaise]] as Array<[string, number]>)),
  ];
  ensureRoom(doc, 190);
  doc.y += 10;
  const x = PAGE.margin + CONTENT_WIDTH - 220;
  setFont(doc, 'regular', 9.5);
  for (const [label, paise] of rows) {
    const y = doc.y;
    doc.text(label, x, y, { width: 110 });
    doc.text(formatRupees(paise), x + 110, y, { width: 110, align: 'right' });
  }
  const y = doc.y + 4;
  doc
    .moveTo(x, y)
    .lineTo(x + 220, y)
    .lineWidth(0.5)
    .stroke(COLOUR.rule);
  setFont(doc, 'bold', 11);
  doc.text(isCredit ? 'Total credited' : 'Total amount', x, y + 5, { width: 110 });
  doc.text(formatRupees(totals.totalPaise), x + 110, y + 5, { width: 110, align: 'right' });
  setFont(doc, 'regular', 9.5);
  doc.text(`Amount in words: ${snapshot.amountInWords}`, PAGE.margin, doc.y + 10, {
    width: CONTENT_WIDTH,
  });
}

function drawSignature(doc: Doc, snapshot: InvoiceSnapshot) {
  const legalName = snapshot.seller.legalName ?? snapshot.seller.name;
  const what = snapshot.kind === 'credit_note' ? 'credit note' : 'invoice';
  setFont(doc, 'regular', 9.5);
  doc.text(`For ${legalName} — Authorised signatory`, PAGE.margin, doc.y + 28, {
    width: CONTENT_WIDTH,
    align: 'right',
  });
  setFont(doc, 'regular', 8, COLOUR.muted);
  // Rule 46(q) accepts a digital signature; an electronic invoice under the IT Act needs no wet one.
  doc.text(
    `This is a computer-generated ${what} and needs no physical signature.`,
    PAGE.margin,
    doc.y + 4,
    { width: CONTENT_WIDTH, align: 'right' },
  );
}

/** The document number and "Page n of m" on every page, drawn once the page count is known. */
function drawPageFeet(doc: Doc, snapshot: InvoiceSnapshot) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing into the bottom margin would otherwise make pdfkit start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    setFont(doc, 'regular', 7.5, COLOUR.muted);
    const text = `${snapshot.number} · Page ${i + 1} of ${count}`;
    doc.text(text, PAGE.margin, PAGE.height - PAGE.margin, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

export async function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const fonts = resolveFontPaths();
  const title = `${snapshot.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${snapshot.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    // A path, not 'Helvetica': pdfkit then never loads a standard font this document does not use.
    font: fonts.regular,
    lang: 'en-IN',
    displayTitle: true,
    // Every value here feeds the file ID's hash: nothing from the clock, the process or chance.
    info: {
      Title: title,
      Author: snapshot.seller.legalName ?? snapshot.seller.name,
      Subject: `Order ${snapshot.orderId}`,
      Creator: 'Kaksha',
      Producer: 'Kaksha (PDFKit)',
      CreationDate: new Date(snapshot.issuedAt),
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeading(doc, snapshot);
  drawParties(doc, snapshot);
  drawCreditReference(doc, snapshot);
  drawTable(doc, snapshot);
  drawSummary(doc, snapshot);
  drawSignature(doc, snapshot);
  drawPageFeet(doc, snapshot);
  doc.end();
  return done;
}
