import { describe, expect, it } from 'vitest';
import { formatIstDay, formatIstDayTime, formatIstTimeRange } from './ist-dates';

describe('IST dates', () => {
  it('spells a calendar day with its weekday', () => {
    expect(formatIstDay('2027-03-06')).toBe('Sat, 6 Mar 2027');
    expect(formatIstDay('2026-12-31')).toBe('Thu, 31 Dec 2026');
  });

  it('shows an instant on its IST day and time, across midnight UTC', () => {
    expect(formatIstDayTime('2027-03-05T18:30:00.000Z')).toBe('Sat, 6 Mar 2027, 00:00 IST');
    expect(formatIstDayTime('2027-03-06T04:30:00Z')).toBe('Sat, 6 Mar 2027, 10:00 IST');
  });

  it('shows a session as its IST time range, ending past midnight too', () => {
    expect(formatIstTimeRange('2027-03-06T04:30:00Z', 120)).toBe('10:00–12:00 IST');
    expect(formatIstTimeRange('2027-03-06T17:30:00.000Z', 90)).toBe('23:00–00:30 IST');
  });
});
