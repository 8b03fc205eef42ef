import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { splitTax, type InvoiceLine, type InvoiceSnapshot } from '@kaksha/shared';
import { formatAmount, formatIstDate, renderInvoicePdf, resolveFontPaths } from './invoice-pdf';

// Expected figures are written out by hand (not computed with the code under test), so a wrong
// split, grouping or date in the renderer fails here.

const SELLER = {
  name: 'Kaksha Learning Private Limited',
  legalName: 'Kaksha Learning Private Limited',
  addressLines: ['2nd Floor, 14 Sample Road, Koramangala', 'Bengaluru 560034, Karnataka'],
  state: 'Karnataka',
  stateCode: '29',
  pin: null,
  gstin: '29AAACK1234K1ZL',
  email: 'accounts@kaksha.in',
};

function lineOf(description: string, grossPaise: number, isIntraState: boolean): InvoiceLine {
  const split = splitTax(grossPaise, isIntraState);
  return {
    description,
    batch: 'Jan 2027 weekend batch',
    sac: '999293',
    quantity: 1,
    ...split,
    cgstRatePercent: isIntraState ? 9 : 0,
    sgstRatePercent: isIntraState ? 9 : 0,
    igstRatePercent: isIntraState ? 0 : 18,
  };
}

function totalsOf(lines: InvoiceLine[]): InvoiceSnapshot['totals'] {
  const sum = (key: keyof InvoiceSnapshot['totals'] | 'grossPaise') =>
    lines.reduce((total, line) => total + (key === 'totalPaise' ? line.grossPaise : line[key]), 0);
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

/** Intra-state, to a learner without a GSTIN: two lines, CGST and SGST. */
function intraStateInvoice(): InvoiceSnapshot {
  const lines = [
    lineOf('Full-stack web development', 499900, true),
    lineOf('Data science bootcamp', 12345600, true),
  ];
  return {
    kind: 'invoice',
    number: 'KAK/26-27/000123',
    // 01:30 on 28 Nov in India, still 27 Nov in UTC.
    issuedAt: '2026-11-27T20:00:00.000Z',
    orderId: 'ord_8f2c',
    paymentId: 'pay_Q1w2e3',
    seller: SELLER,
    buyer: {
      name: 'Asha Rao',
      legalName: null,
      addressLines: [],
      state: 'Karnataka',
      stateCode: '29',
      pin: '560001',
      gstin: null,
      email: 'asha@example.com',
    },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    isIntraState: true,
    reverseCharge: false,
    lines,
    totals: totalsOf(lines),
    amountInWords: 'Rupees One Lakh Twenty-Eight Thousand Four Hundred Fifty-Five Only',
    against: null,
    reason: null,
  };
}

/** Inter-state, to a registered business in Maharashtra: IGST. */
function interStateInvoice(): InvoiceSnapshot {
  const lines = [lineOf('Full-stack web development', 499900, false)];
  return {
    ...intraStateInvoice(),
    number: 'KAK/26-27/000124',
    buyer: {
      name: 'Priya Shah',
      legalName: 'Shah Analytics LLP',
      addressLines: ['Unit 7, Andheri East', 'Mumbai'],
      state: 'Maharashtra',
      stateCode: '27',
      pin: '400069',
      gstin: '27AAPFU0939F1ZV',
      email: 'priya@shah.example',
    },
    placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
    isIntraState: false,
    lines,
    totals: totalsOf(lines),
    amountInWords: 'Rupees Four Thousand Nine Hundred Ninety-Nine Only',
  };
}

function creditNote(): InvoiceSnapshot {
  const lines = [lineOf('Full-stack web development', 100000, true)];
  return {
    ...intraStateInvoice(),
    kind: 'credit_note',
    number: 'KCN/26-27/000004',
    issuedAt: '2026-12-01T05:00:00.000Z',
    lines,
    totals: totalsOf(lines),
    amountInWords: 'Rupees One Thousand Only',
    against: { number: 'KAK/26-27/000123', issuedAt: '2026-11-27T20:00:00.000Z' },
    reason: 'Partial refund: the batch moved to weekdays',
  };
}

/** The PDF's text, one string per visual line (items sharing a baseline, left to right). */
async function extractText(pdf: Buffer): Promise<{ pages: number; lines: string[] }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let p = 1; p <= document.numPages; p += 1) {
    const content = await (await document.getPage(p)).getTextContent();
    const rows = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
    }
    for (const [, items] of [...rows].sort((a, b) => b[0] - a[0]))
      lines.push(
        items
          .sort((a, b) => a.x - b.x)
          .map((i) => i.text.trim())
          .join(' | '),
      );
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, lines };
}

/** The one line containing `needle`, so a test can check what else stands on it. */
function lineWith(lines: string[], needle: string): string {
  const found = lines.filter((line) => line.includes(needle));
  expect(found, `a line with "${needle}" in:\n${lines.join('\n')}`).toHaveLength(1);
  return found[0]!;
}

describe('the invoice font', () => {
  it('has the rupee sign in both weights', () => {
    const paths = resolveFontPaths();
    for (const file of [paths.regular, paths.bold]) {
      const font = create(readFileSync(file));
      expect('hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(0x20b9), file).toBe(true);
    }
  });
});

describe('formatting', () => {
  it('groups rupees the Indian way', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(499900)).toBe('4,999.00');
    expect(formatAmount(12345600)).toBe('1,23,456.00');
    expect(formatAmount(100_000_000_000)).toBe('1,00,00,00,000.00');
  });

  it('prints the IST calendar date', () => {
    expect(formatIstDate('2026-11-27T18:29:59Z')).toBe('27 Nov 2026');
    expect(formatIstDate('2026-11-27T18:30:00Z')).toBe('28 Nov 2026');
  });
});

describe('renderInvoicePdf', () => {
  it('prints every Rule 46 field of an intra-state invoice with CGST and SGST', async () => {
    const { pages, lines } = await extractText(await renderInvoicePdf(intraStateInvoice()));
    const text = lines.join('\n');
    expect(pages).toBe(1);
    expect(lines).toContain('Tax invoice');
    expect(text).not.toContain('Credit note');
    expect(lineWith(lines, 'Invoice number:')).toContain('Invoice number: KAK/26-27/000123');
    expect(lineWith(lines, 'Date of issue:')).toContain('Date of issue: 28 Nov 2026');
    expect(lineWith(lines, 'Place of supply:')).toContain('Place of supply: Karnataka (29)');
    expect(lineWith(lines, 'Reverse charge:')).toContain('Reverse charge: No');
    // Supplier: legal name, address, state and code, GSTIN, e-mail.
    expect(text).toContain('Kaksha Learning Private Limited');
    expect(text).toContain('2nd Floor, 14 Sample Road, Koramangala');
    expect(text).toContain('State: Karnataka, code 29');
    expect(lineWith(lines, 'GSTIN:')).toContain('GSTIN: 29AAACK1234K1ZL');
    expect(text).toContain('E-mail: accounts@kaksha.in');
    // Recipient without a GSTIN.
    expect(text).toContain('Asha Rao');
    expect(text).toContain('PIN: 560001');
    expect(text).toContain('Unregistered (no GSTIN)');
    // The table: one row per line, then the totals row.
    expect(lineWith(lines, 'Full-stack web development')).toBe(
      '1 | Full-stack web development | 999293 | 1 | 4,236.44 | 9% | 381.28 | 9% | 381.28 | 4,999.00',
    );
    expect(lineWith(lines, 'Data science bootcamp')).toBe(
      '2 | Data science bootcamp | 999293 | 1 | 1,04,623.73 | 9% | 9,416.14 | 9% | 9,416.13 | 1,23,456.00',
    );
    expect(text).toContain('Batch: Jan 2027 weekend batch');
    expect(lines).toContain('Total | 1,08,860.17 | 9,797.42 | 9,797.41 | 1,28,455.00');
    expect(lines).toContain('Taxable value | ₹1,08,860.17');
    expect(lines).toContain('CGST | ₹9,797.42');
    expect(lines).toContain('SGST | ₹9,797.41');
    expect(lines).toContain('Total amount | ₹1,28,455.00');
    expect(text).toContain(
      'Amount in words: Rupees One Lakh Twenty-Eight Thousand Four Hundred Fifty-Five Only',
    );
    expect(text).not.toContain('IGST');
    expect(text).toContain('For Kaksha Learning Private Limited — Authorised signatory');
    expect(text).toContain('This is a computer-generated invoice');
  });

  it('prints IGST and the business buyer of an inter-state invoice', async () => {
    const { lines } = await extractText(await renderInvoicePdf(interStateInvoice()));
    const text = lines.join('\n');
    expect(lineWith(lines, 'Invoice number:')).toContain('KAK/26-27/000124');
    expect(lineWith(lines, 'Place of supply:')).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('GSTIN: 29AAACK1234K1ZL');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Legal name: Shah Analytics LLP');
    expect(text).toContain('Unit 7, Andheri East');
    expect(text).toContain('State: Maharashtra, code 27');
    expect(text).toContain('PIN: 400069');
    expect(lineWith(lines, 'Full-stack web development')).toBe(
      '1 | Full-stack web development | 999293 | 1 | 4,236.44 | 18% | 762.56 | 4,999.00',
    );
    expect(lines).toContain('IGST | ₹762.56');
    expect(lines).toContain('Total amount | ₹4,999.00');
    expect(text).toContain('Amount in words: Rupees Four Thousand Nine Hundred Ninety-Nine Only');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(lineWith(lines, 'Reverse charge:')).toContain('Reverse charge: No');
  });

  it('prints a credit note with the invoice it reduces and why', async () => {
    const { lines } = await extractText(await renderInvoicePdf(creditNote()));
    const text = lines.join('\n');
    expect(lines).toContain('Credit note');
    expect(lines).not.toContain('Tax invoice');
    expect(lineWith(lines, 'Credit note number:')).toContain('KCN/26-27/000004');
    expect(lineWith(lines, 'Date of issue:')).toContain('Date of issue: 1 Dec 2026');
    expect(text).toContain('Against tax invoice KAK/26-27/000123 dated 28 Nov 2026');
    expect(text).toContain('Reason: Partial refund: the batch moved to weekdays');
    expect(lineWith(lines, 'Full-stack web development')).toBe(
      '1 | Full-stack web development | 999293 | 1 | 847.46 | 9% | 76.27 | 9% | 76.27 | 1,000.00',
    );
    expect(lines).toContain('Total credited | ₹1,000.00');
    expect(text).toContain('Amount in words: Rupees One Thousand Only');
    expect(text).toContain('This is a computer-generated credit note');
    expect(text).toContain('GSTIN: 29AAACK1234K1ZL');
  });

  it('continues a long table on more pages, repeating its header', async () => {
    const invoice = intraStateInvoice();
    invoice.lines = Array.from({ length: 40 }, (_, i) => lineOf(`Program ${i + 1}`, 499900, true));
    invoice.totals = totalsOf(invoice.lines);
    const { pages, lines } = await extractText(await renderInvoicePdf(invoice));
    expect(pages).toBeGreaterThan(1);
    expect(lines.filter((l) => l.startsWith('# | Description of service'))).toHaveLength(pages);
    expect(lines).toContain(`KAK/26-27/000123 · Page ${pages} of ${pages}`);
    expect(lines.filter((l) => / \| Program \d+ \| /.test(l))).toHaveLength(40);
    expect(lines).toContain('Total amount | ₹1,99,960.00');
  });

  it('gives the same bytes for the same snapshot, and other bytes for another', async () => {
    const first = await renderInvoicePdf(intraStateInvoice());
    // Another document in between: the shared parsed font must not carry anything over.
    await renderInvoicePdf(interStateInvoice());
    const again = await renderInvoicePdf(intraStateInvoice());
    expect(again.equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    // The issue instant, not the clock, is the document's date (an indirect string object).
    expect(first.toString('latin1')).toContain('(D:20261127200000Z)');

    const otherPin = intraStateInvoice();
    otherPin.buyer.pin = '560002';
    expect((await renderInvoicePdf(otherPin)).equals(first)).toBe(false);

    const fileId = (pdf: Buffer) => /\/ID \[<([0-9a-f]+)>/.exec(pdf.toString('latin1'))?.[1];
    const otherNumber = intraStateInvoice();
    otherNumber.number = 'KAK/26-27/000125';
    const renumbered = await renderInvoicePdf(otherNumber);
    expect(fileId(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(fileId(renumbered)).not.toBe(fileId(first));
  });
});
