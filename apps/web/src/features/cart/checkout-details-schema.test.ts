import { describe, expect, it } from 'vitest';
import type { Profile } from '@kaksha/shared';
import { checkoutDetailsSchema, toProfileForm } from './checkout-details-schema';

const VALID = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  collegeName: 'RV College',
  stream: 'CSE',
};

function messages(values: Partial<typeof VALID>): Record<string, string> {
  const result = checkoutDetailsSchema.safeParse({ ...VALID, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('cart-summary details (spec §5.4)', () => {
  it('accepts complete details, with any full name', () => {
    expect(messages({})).toEqual({});
    expect(messages({ name: '' })).toEqual({});
  });

  it("gives the summary's own messages", () => {
    expect(messages({ email: 'asha@example' })).toEqual({ email: 'Invalid email address.' });
    expect(messages({ email: 'asha @example.com' })).toEqual({ email: 'Invalid email address.' });
    expect(messages({ mobileNumber: '98765 43210' })).toEqual({
      mobileNumber: 'Invalid phone number.',
    });
    expect(messages({ mobileNumber: '98765432101' })).toEqual({
      mobileNumber: 'Invalid phone number.',
    });
    expect(messages({ collegeName: '   ' })).toEqual({ collegeName: 'College name is required.' });
    expect(messages({ stream: '' })).toEqual({ stream: 'Stream is required.' });
  });

  it('saves trimmed values, keeping the saved name when the field was emptied', () => {
    const saved: Profile = { ...VALID, id: 'u1', role: 'USER' };
    expect(
      toProfileForm(saved, { ...VALID, name: '  ', collegeName: ' IIT Madras ', stream: 'ECE ' }),
    ).toEqual({ ...VALID, collegeName: 'IIT Madras', stream: 'ECE' });
  });
});
