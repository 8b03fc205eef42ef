/**
 * GST maths in integer paise. Prices are GST-inclusive: a line's taxable value is its amount ÷ 1.18
 * rounded to the paisa, its tax the rest, so the parts always add up to what was paid. Within the
 * seller's state the tax is CGST and SGST halves (the odd paisa to CGST), otherwise IGST.
 */
export const GST_RATE_PERCENT = 18;
/** Services Accounting Code for commercial training and coaching services. */
export const COACHING_SAC = '999293';

export type TaxSplit = {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export function splitTax(
  grossPaise: number,
  isIntraState: boolean,
  ratePercent = GST_RATE_PERCENT,
): TaxSplit {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0)
    throw new RangeError(`not an amount of paise: ${grossPaise}`);
  // Integer rounding of gross * 100 / (100 + rate), half up, without floating point.
  const divisor = 100 + ratePercent;
  const taxablePaise = Math.floor((grossPaise * 200 + divisor) / (2 * divisor));
  const tax = grossPaise - taxablePaise;
  if (!isIntraState)
    return { grossPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { grossPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

export function sumSplits(splits: readonly TaxSplit[]): TaxSplit {
  const total: TaxSplit = {
    grossPaise: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  };
  for (const s of splits) {
    total.grossPaise += s.grossPaise;
    total.taxablePaise += s.taxablePaise;
    total.cgstPaise += s.cgstPaise;
    total.sgstPaise += s.sgstPaise;
    total.igstPaise += s.igstPaise;
  }
  return total;
}

/**
 * Shares `amountPaise` over lines in proportion to their weights, exactly (largest remainder, ties
 * to the earlier line): a partial refund's amount over the invoice's lines.
 */
export function shareInProportion(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amountPaise : 0));
  const exact = weights.map((w) => (amountPaise * w) / total);
  const shares = exact.map(Math.floor);
  let left = amountPaise - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function underHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? underHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with Indian grouping (crore, lakh, thousand). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${underHundred(lakh)} Lakh` : '',
    thousand ? `${underHundred(thousand)} Thousand` : '',
    rest ? underThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees Four Thousand Nine Hundred Ninety-Nine Only"; paise, when any, "and Fifty Paise". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest ? ` and ${underHundred(rest)} Paise` : '';
  return `Rupees ${numberInIndianWords(rupees)}${paisePart} Only`;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The financial year (1 April–31 March, IST) an instant falls in, as "26-27". */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** "KAK/26-27/000123": at most 16 characters (CGST Rule 46(b)); letters, digits, '-' and '/'. */
export function formatDocumentNumber(prefix: string, financialYear: string, seq: number): string {
  return `${prefix}/${financialYear}/${String(seq).padStart(6, '0')}`;
}

/** Prefixes that leave room for the year and six digits within the 16-character limit. */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9-]{1,3}$/;
