import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatInr, formatInrPaise, formatPaise, formatRupees } from './format';

describe('money formatting', () => {
  it('shows rupees with an Rs prefix and two decimals, without digit grouping', () => {
    expect(formatRupees(4999)).toBe('Rs 4999.00');
    expect(formatRupees(3499.5)).toBe('Rs 3499.50');
    expect(formatRupees(0)).toBe('Rs 0.00');
    expect(formatRupees(123456)).toBe('Rs 123456.00');
  });

  it('converts integer paise', () => {
    expect(formatPaise(499900)).toBe('Rs 4999.00');
    expect(formatPaise(349950)).toBe('Rs 3499.50');
    expect(formatPaise(1)).toBe('Rs 0.01');
  });

  it('shows ₹ with Indian grouping where the page is ours (orders, invoices, staff)', () => {
    expect(formatInr(4999)).toBe('₹4,999.00');
    expect(formatInrPaise(12_345_650)).toBe('₹1,23,456.50');
    expect(formatInrPaise(0)).toBe('₹0.00');
  });
});

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs, as en-IN does', () => {
    for (const value of [0, 7, 999, 1000, 9128, 10000, 99999, 100000, 1234567, 123456789, -45678]) {
      expect(formatIndianNumber(value)).toBe(value.toLocaleString('en-IN'));
    }
  });

  it('drops a fraction (counts are whole)', () => {
    expect(formatIndianNumber(8123.9)).toBe('8,123');
  });
});
