import { REFUND_RULES_IDS } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import {
  REFUND_RULE_LABELS,
  formatAttendanceShare,
  formatBatchStart,
  formatRequestedAt,
  refundablePaise,
} from './refund-format';

describe('the refund queue’s wording', () => {
  it('has a short, distinct label for every policy rule', () => {
    const labels = REFUND_RULES_IDS.map((rule) => REFUND_RULE_LABELS[rule]);
    expect(labels.every((label) => label.length > 0 && label.length <= 40)).toBe(true);
    expect(new Set(labels).size).toBe(REFUND_RULES_IDS.length);
  });

  it('writes the attendance share as a whole percentage, a dash before any session', () => {
    expect(formatAttendanceShare(0.375)).toBe('38%');
    expect(formatAttendanceShare(0)).toBe('0%');
    expect(formatAttendanceShare(1)).toBe('100%');
    expect(formatAttendanceShare(null)).toBe('—');
  });

  it('gives the batch start and the request time in IST', () => {
    expect(formatBatchStart('2031-03-01')).toMatch(/1 Mar 2031/);
    // 20:00 UTC on 28 Feb is already 1 March in India.
    expect(formatBatchStart('2031-02-28T20:00:00Z')).toMatch(/1 Mar 2031/);
    expect(formatBatchStart(null)).toBe('—');
    expect(formatRequestedAt('2027-03-06T04:30:00Z')).toMatch(/6 Mar 2027.*10:00/);
  });

  it('counts what is left to refund, never below zero', () => {
    expect(refundablePaise({ paidPaise: 500_000, refundedPaise: 120_000 })).toBe(380_000);
    expect(refundablePaise({ paidPaise: 100, refundedPaise: 200 })).toBe(0);
  });
});
