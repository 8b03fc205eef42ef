import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-key';

const order = (mobileNumber: string) => ({
  mobileNumber,
  selectedCourses: [{ id: 'iot' }],
  couponCode: 'SAVE10',
});

describe('idempotency keys', () => {
  it('reuse the key for the same order request and make a new one for another', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(order('9876543210'));
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys.keyFor(order('9876543210'))).toBe(first);

    const other = keys.keyFor(order('9876543211'));
    expect(other).not.toBe(first);
    expect(keys.keyFor(order('9876543211'))).toBe(other);
  });

  it('start afresh after a failed attempt', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor(order('9876543210'));
    keys.forget();
    expect(keys.keyFor(order('9876543210'))).not.toBe(first);
  });
});
