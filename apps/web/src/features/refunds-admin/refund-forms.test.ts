import { REFUND_MESSAGES } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import {
  APPROVE_MESSAGES,
  approveDefaults,
  approveFormSchema,
  paiseToRupeesText,
  rupeesToPaise,
} from './refund-forms';

describe('rupeesToPaise', () => {
  it('reads rupees as staff type them into integer paise, without floating point', () => {
    expect(rupeesToPaise('2499.5')).toBe(249_950);
    expect(rupeesToPaise('1234.56')).toBe(123_456);
    expect(rupeesToPaise(' ₹ 1,23,456.50 ')).toBe(12_345_650);
    expect(rupeesToPaise('1,250')).toBe(125_000);
    expect(rupeesToPaise('0.01')).toBe(1);
    expect(rupeesToPaise('4999')).toBe(499_900);
  });

  it('refuses what is not an amount', () => {
    for (const input of ['', '12,50', '1.234', '-5', '5e3', 'abc', '1.2.3', '₹'])
      expect(rupeesToPaise(input), input).toBeUndefined();
  });

  it('writes paise back as the field shows them', () => {
    expect(paiseToRupeesText(249_950)).toBe('2499.50');
    expect(paiseToRupeesText(5)).toBe('0.05');
    expect(rupeesToPaise(paiseToRupeesText(123_456))).toBe(123_456);
  });
});

describe('the approve form', () => {
  const item = { paidPaise: 500_000, refundedPaise: 100_000, policyAmountPaise: 250_000 };

  it('starts at the policy’s amount with reason `policy`, never above what is left', () => {
    expect(approveDefaults(item)).toEqual({ amount: '2500.00', reason: 'policy', note: '' });
    expect(approveDefaults({ ...item, policyAmountPaise: 500_000 }).amount).toBe('4000.00');
  });

  it('sends integer paise, the reason and the note only when there is one', () => {
    const schema = approveFormSchema(item);
    expect(schema.parse({ amount: '2500.00', reason: 'policy', note: '  ' })).toEqual({
      amountPaise: 250_000,
      reason: 'policy',
    });
    // Above the policy with no note: allowed (the note is optional, as the API takes it).
    expect(schema.parse({ amount: '4,000', reason: 'goodwill', note: 'Moved city' })).toEqual({
      amountPaise: 400_000,
      reason: 'goodwill',
      note: 'Moved city',
    });
    expect(schema.safeParse({ amount: '3000', reason: 'goodwill', note: '' }).success).toBe(true);
  });

  it('refuses more than paid less refunded, nothing, and what is not an amount', () => {
    const schema = approveFormSchema(item);
    const problem = (amount: string) =>
      schema.safeParse({ amount, reason: 'policy', note: '' }).error?.issues[0];
    expect(problem('4000.01')?.message).toBe(`${REFUND_MESSAGES.tooMuch} At most ₹4,000.00.`);
    expect(problem('4000.01')?.path).toEqual(['amount']);
    expect(problem('0')?.message).toBe(APPROVE_MESSAGES.tooLittle);
    expect(problem('12,50')?.message).toBe(APPROVE_MESSAGES.notAnAmount);
    expect(
      schema.safeParse({ amount: '10', reason: 'because', note: '' }).error?.issues[0]?.path,
    ).toEqual(['reason']);
  });
});
