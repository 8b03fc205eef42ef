import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYearOf,
  formatDocumentNumber,
  numberInIndianWords,
  shareInProportion,
  splitTax,
  sumSplits,
} from './gst-tax';

describe('GST on an inclusive price', () => {
  it('gives the issue’s figures for ₹4,999', () => {
    expect(splitTax(499_900, true)).toEqual({
      grossPaise: 499_900,
      taxablePaise: 423_644,
      cgstPaise: 38_128,
      sgstPaise: 38_128,
      igstPaise: 0,
    });
    expect(splitTax(499_900, false)).toMatchObject({ taxablePaise: 423_644, igstPaise: 76_256 });
  });

  it('puts the odd paisa on CGST', () => {
    // 100 paise: taxable 85 (84.75 rounded), tax 15 -> 8 + 7.
    expect(splitTax(100, true)).toMatchObject({ taxablePaise: 85, cgstPaise: 8, sgstPaise: 7 });
  });

  it('adds up to what was paid, line by line and in total, for any cart and discount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (lines, discountPercent, isIntraState) => {
          // The discount is shared over the lines as checkout shares it: in proportion, exact.
          const total = lines.reduce((a, b) => a + b, 0);
          const paid = Math.floor((total * (100 - discountPercent)) / 100);
          const shares = shareInProportion(paid, lines);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(paid);
          const splits = shares.map((gross) => splitTax(gross, isIntraState));
          for (const s of splits) {
            expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.grossPaise);
            expect(Math.abs(s.taxablePaise * 1.18 - s.grossPaise)).toBeLessThanOrEqual(0.6);
            expect(Math.abs(s.cgstPaise - s.sgstPaise)).toBeLessThanOrEqual(1);
            if (!isIntraState) expect(s.cgstPaise + s.sgstPaise).toBe(0);
          }
          const sum = sumSplits(splits);
          expect(sum.grossPaise).toBe(paid);
          expect(sum.taxablePaise + sum.cgstPaise + sum.sgstPaise + sum.igstPaise).toBe(paid);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('amounts in words (Indian numbering)', () => {
  it.each([
    [499_900, 'Rupees Four Thousand Nine Hundred Ninety-Nine Only'],
    [100, 'Rupees One Only'],
    [
      12_345_678_950,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only',
    ],
    [10_000_000, 'Rupees One Lakh Only'],
    [7, 'Rupees Zero and Seven Paise Only'],
  ])('%i paise', (paise, words) => expect(amountInWords(paise)).toBe(words));

  it('names every number below a lakh without a gap or a double space', () => {
    for (let n = 1; n < 100_000; n += 7) {
      const words = numberInIndianWords(n);
      expect(words).not.toMatch(/ {2}|^ | $|undefined/);
    }
  });
});

describe('financial years and document numbers', () => {
  it('turn over at 00:00 IST on 1 April', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2026-11-28T12:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('are at most 16 characters of letters, digits, - and /', () => {
    const number = formatDocumentNumber('KAK', '26-27', 123);
    expect(number).toBe('KAK/26-27/000123');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
  });
});
