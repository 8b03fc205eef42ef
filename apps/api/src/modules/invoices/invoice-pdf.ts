import type { Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { InvoiceLine, InvoiceParty, InvoiceSnapshot } from '@kaksha/shared';
import { formatAmount, formatIstDate, formatRupees, loadFonts } from './pdf-fonts-and-figures';

export {
  formatAmount,
  formatIstDate,
  formatRupees,
  resolveFontPaths,
} from './pdf-fonts-and-figures';

/**
 * The tax invoice (CGST Rule 46) or credit note (Rule 53) as an A4 PDF, drawn from the frozen
 * snapshot alone. The same snapshot always gives the same bytes: the document's date is the
 * issue instant and pdfkit derives the file ID from the info dictionary (an MD5 of its values),
 * which holds only values taken from the snapshot (kind, number, seller, order, issue date).
 */

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Room kept free at a page's foot for the page number. */
const FOOT = 28;
const COLOUR = { ink: '#1f1f2e', muted: '#6e6e85', rule: '#c9c9d6', band: '#f0f0f5' };
/** The web app's brand-700. */
const BRAND = '#5a21d9';

type Money = 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise';
type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
  total?: (totals: InvoiceSnapshot['totals']) => string;
};

const money = (title: string, width: number, key: Money): Column => ({
  title,
  width,
  align: 'right',
  cell: (line) => formatAmount(line[key]),
  total: (totals) => formatAmount(totals[key]),
});
const rate = (title: string, pick: (line: InvoiceLine) => number): Column => ({
  title,
  width: 32,
  align: 'right',
  cell: (line) => `${pick(line)}%`,
});

/** CGST and SGST within the seller's state, IGST across states (IGST Act s. 7 and 8). */
function buildColumns(snapshot: InvoiceSnapshot): Column[] {
  const taxes = snapshot.isIntraState
    ? [
        rate('CGST rate', (l) => l.cgstRatePercent),
        money('CGST (₹)', 54, 'cgstPaise'),
        rate('SGST rate', (l) => l.sgstRatePercent),
        money('SGST (₹)', 54, 'sgstPaise'),
      ]
    : [rate('IGST rate', (l) => l.igstRatePercent), money('IGST (₹)', 60, 'igstPaise')];
  const fixed: Column[] = [
    { title: 'SAC', width: 40, align: 'left', cell: (l) => l.sac },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    money('Taxable value (₹)', 62, 'taxablePaise'),
    ...taxes,
    {
      ...money('Total (₹)', 62, 'taxablePaise'),
      cell: (l) => formatAmount(l.grossPaise),
      total: (t) => formatAmount(t.totalPaise),
    },
  ];
  const number: Column = { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) };
  const used = number.width + fixed.reduce((sum, c) => sum + c.width, 0);
  const description: Column = {
    title: 'Description of service',
    width: CONTENT_WIDTH - used,
    align: 'left',
    cell: (l) => (l.batch ? `${l.description}\nBatch: ${l.batch}` : l.description),
    total: () => 'Total',
  };
  return [number, description, ...fixed];
}

type Doc = PDFKit.PDFDocument;
type Weight = 'regular' | 'bold';
const CELL_PAD = 4;

function setFont(doc: Doc, weight: Weight, size: number, colour: string = COLOUR.ink) {
  doc.font(weight).fontSize(size).fillColor(colour);
}

function measureRow(doc: Doc, columns: Column[], cells: string[], weight: Weight): number {
  setFont(doc, weight, 8);
  const heights = columns.map((c, i) =>
    doc.heightOfString(cells[i]!, { width: c.width - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD;
}

/** Draws one table row from `cells` at the current y and moves below it. */
function drawRow(doc: Doc, columns: Column[], cells: string[], weight: Weight, band = false) {
  const height = measureRow(doc, columns, cells, weight);
  const top = doc.y;
  if (band) doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLOUR.band);
  setFont(doc, weight, 8);
  let x = PAGE.margin;
  columns.forEach((column, i) => {
    const options = { width: column.width - 2 * CELL_PAD, align: column.align };
    doc.text(cells[i]!, x + CELL_PAD, top + CELL_PAD, options);
    x += column.width;
  });
  drawRule(doc, PAGE.margin, top + height, CONTENT_WIDTH);
  doc.x = PAGE.margin;
  doc.y = top + height;
}

function drawRule(doc: Doc, x: number, y: number, width: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .stroke(COLOUR.rule);
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
  setFont(doc, 'bold', 20, BRAND);
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
  const right = { width: CONTENT_WIDTH / 2, align: 'right' } as const;
  doc.text(meta.join('\n'), PAGE.margin + CONTENT_WIDTH / 2, top + 2, right);
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
  const titles = columns.map((c) => c.title);
  const header = () => drawRow(doc, columns, titles, 'bold', true);
  header();
  snapshot.lines.forEach((line, index) => {
    const cells = columns.map((c) => c.cell(line, index));
    // A row never splits; a continued table repeats its header on the new page.
    if (ensureRoom(doc, measureRow(doc, columns, cells, 'regular'))) header();
    drawRow(doc, columns, cells, 'regular');
  });
  const totals = columns.map((c) => c.total?.(snapshot.totals) ?? '');
  if (ensureRoom(doc, measureRow(doc, columns, totals, 'bold'))) header();
  drawRow(doc, columns, totals, 'bold');
}

function drawSummary(doc: Doc, snapshot: InvoiceSnapshot) {
  const { totals } = snapshot;
  const isCredit = snapshot.kind === 'credit_note';
  const taxes: Array<[string, number]> = snapshot.isIntraState
    ? [
        ['CGST', totals.cgstPaise],
        ['SGST', totals.sgstPaise],
      ]
    : [['IGST', totals.igstPaise]];
  const rows: Array<[string, number]> = [['Taxable value', totals.taxablePaise], ...taxes];
  ensureRoom(doc, 190);
  doc.y += 10;
  const x = PAGE.margin + CONTENT_WIDTH - 220;
  setFont(doc, 'regular', 9.5);
  const drawPair = (label: string, paise: number, y: number) => {
    doc.text(label, x, y, { width: 110 });
    doc.text(formatRupees(paise), x + 110, y, { width: 110, align: 'right' });
  };
  for (const [label, paise] of rows) drawPair(label, paise, doc.y);
  const y = doc.y + 4;
  drawRule(doc, x, y, 220);
  setFont(doc, 'bold', 11);
  drawPair(isCredit ? 'Total credited' : 'Total amount', totals.totalPaise, y + 5);
  setFont(doc, 'regular', 9.5);
  doc.text(`Amount in words: ${snapshot.amountInWords}`, PAGE.margin, doc.y + 10, {
    width: CONTENT_WIDTH,
  });
}

function drawSignature(doc: Doc, snapshot: InvoiceSnapshot) {
  const legalName = snapshot.seller.legalName ?? snapshot.seller.name;
  const what = snapshot.kind === 'credit_note' ? 'credit note' : 'invoice';
  const right = { width: CONTENT_WIDTH, align: 'right' } as const;
  setFont(doc, 'regular', 9.5);
  doc.text(`For ${legalName} — Authorised signatory`, PAGE.margin, doc.y + 28, right);
  setFont(doc, 'regular', 8, COLOUR.muted);
  // Rule 46(q) accepts a digital signature; an electronic invoice under the IT Act needs no wet one.
  const note = `This is a computer-generated ${what} and needs no physical signature.`;
  doc.text(note, PAGE.margin, doc.y + 4, right);
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
    const options = { width: CONTENT_WIDTH, align: 'center', lineBreak: false } as const;
    doc.text(text, PAGE.margin, PAGE.height - PAGE.margin, options);
    doc.page.margins.bottom = margin;
  }
}

export async function renderInvoicePdf(snapshot: InvoiceSnapshot): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  // pdfkit's types know only paths and buffers; its code also takes a fontkit font (fonts.js).
  const asSource = (font: Font) => font as unknown as string;
  const title = `${snapshot.kind === 'credit_note' ? 'Credit note' : 'Tax invoice'} ${snapshot.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
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
  doc.registerFont('regular', asSource(regular));
  doc.registerFont('bold', asSource(bold));
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
