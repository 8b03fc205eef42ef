import { describe, expect, it } from 'vitest';
import { buildRecoveryMail, failureInWords } from './recovery-mail';

const base = {
  learner: { email: 'asha@example.in', name: 'Asha Rao' },
  programs: ['Internet of Things', 'Machine Learning'],
  returnUrl: 'https://kaksha.in/api/v1.5/recovery/r/a.b',
  reason: null,
};

describe('recovery e-mails', () => {
  it('reminders name the programs, link back and carry the one-click unsubscribe headers', () => {
    const mail = buildRecoveryMail({
      ...base,
      kind: 'abandoned_1',
      unsubscribeUrl: 'https://kaksha.in/api/v1.5/unsubscribe?token=c.d',
    });
    expect(mail.subject).toBe('Your cart is waiting: Internet of Things and Machine Learning');
    expect(mail.text).toContain('Hi Asha,');
    expect(mail.text).toContain(base.returnUrl);
    expect(mail.text).toContain('https://kaksha.in/api/v1.5/unsubscribe?token=c.d');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://kaksha.in/api/v1.5/unsubscribe?token=c.d>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const second = buildRecoveryMail({ ...base, kind: 'abandoned_2', unsubscribeUrl: 'x' });
    expect(second.subject).toMatch(/^Still thinking about/);
  });

  it('the failed-payment e-mail says what failed in plain words, with no unsubscribe', () => {
    const mail = buildRecoveryMail({
      ...base,
      kind: 'failed_payment',
      reason: 'Your bank declined <this> transaction',
      unsubscribeUrl: null,
    });
    expect(mail.subject).toBe(
      'Your payment for Internet of Things and Machine Learning did not go through',
    );
    expect(mail.text).toContain('"Your bank declined <this> transaction"');
    expect(mail.html).toContain('&#60;this&#62;');
    expect(mail.text).toContain(
      'Try the payment again:\nhttps://kaksha.in/api/v1.5/recovery/r/a.b',
    );
    expect(mail.headers).toBeUndefined();
  });

  it('words a failure without a reason, and keeps a long one to one short line', () => {
    expect(failureInWords(null)).toMatch(/declined it, or the payment window was closed/);
    expect(failureInWords('a\n\nb')).toContain('"a b"');
    expect(failureInWords('x'.repeat(500)).length).toBeLessThan(450);
  });
});
