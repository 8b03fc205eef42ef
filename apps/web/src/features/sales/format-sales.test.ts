import { describe, expect, it } from 'vitest';
import { formatInr, formatIst } from './format-sales';

describe('sales formatting', () => {
  it('shows rupees with the ₹ sign, Indian grouping and paise', () => {
    expect(formatInr(4999)).toBe('₹4,999.00');
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('shows instants in IST, whatever the zone of the machine', () => {
    expect(formatIst('2030-03-05T13:30:00.000Z')).toBe('5 Mar 2030, 7:00 pm IST');
    // 20:00 UTC is already the next day in India.
    expect(formatIst('2030-03-05T20:00:00Z')).toBe('6 Mar 2030, 1:30 am IST');
    expect(formatIst(null)).toBe('—');
  });
});
