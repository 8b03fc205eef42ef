import { describe, expect, it } from 'vitest';
import { REFUND_RULES_IDS } from '@kaksha/shared';
import { quoteRefund, type RefundPolicyInput } from './refund-policy';

const start = new Date('2027-03-06T04:30:00Z');
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
const base: RefundPolicyInput = {
  now: days(-30),
  batchStartsAt: start,
  isBatchCancelled: false,
  attendanceShare: null,
  hasCoupon: false,
  paidPaise: 499_900,
  refundedPaise: 0,
};
const quote = (change: Partial<RefundPolicyInput>) => quoteRefund({ ...base, ...change });

const ROWS: Array<[string, Partial<RefundPolicyInput>, string, number]> = [
  ['a month before the start', {}, 'full_before_start', 499_900],
  ['exactly 7 days before', { now: days(-7) }, 'full_before_start', 499_900],
  [
    'a second under 7 days before',
    { now: new Date(days(-7).getTime() + 1000) },
    'half_within_week',
    249_950,
  ],
  ['the day before', { now: days(-1) }, 'half_within_week', 249_950],
  [
    'a day after, nothing attended yet',
    { now: days(1), attendanceShare: null },
    'half_early_low_attendance',
    249_950,
  ],
  [
    'day 10, 9% attended',
    { now: days(10), attendanceShare: 0.09 },
    'half_early_low_attendance',
    249_950,
  ],
  ['day 10, 10% attended', { now: days(10), attendanceShare: 0.1 }, 'none_attended_too_much', 0],
  [
    'day 14 exactly, none attended',
    { now: days(14), attendanceShare: 0 },
    'half_early_low_attendance',
    249_950,
  ],
  ['day 15', { now: days(15), attendanceShare: 0 }, 'none_too_late', 0],
  ['a coupon was used', { hasCoupon: true }, 'none_discounted', 0],
  [
    'Kaksha cancelled the batch (even after the start, with a coupon)',
    { isBatchCancelled: true, hasCoupon: true, now: days(30) },
    'full_batch_cancelled',
    499_900,
  ],
  [
    'already refunded in full',
    { refundedPaise: 499_900, isBatchCancelled: true },
    'none_nothing_left',
    0,
  ],
  [
    'half already refunded, a month before',
    { refundedPaise: 100_001 },
    'full_before_start',
    399_899,
  ],
  ['an odd paisa halves down', { paidPaise: 349_901, now: days(-2) }, 'half_within_week', 174_950],
  ['no batch on record (bought before batches)', { batchStartsAt: null }, 'none_too_late', 0],
];

describe('the published refund policy, row by row', () => {
  it.each(ROWS)('%s', (_, change, rule, amount) => {
    expect(quote(change)).toMatchObject({ rule, amountPaise: amount });
  });

  it('reaches every rule, and says each in words', () => {
    const reached = new Set(ROWS.map(([, change]) => quote(change).rule));
    expect([...reached].sort()).toEqual([...REFUND_RULES_IDS].sort());
    for (const [, change] of ROWS) expect(quote(change).ruleText).toMatch(/\w{4,}.*\./);
  });
});
