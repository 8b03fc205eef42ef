import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, drawFreshCodes, randomCouponCode } from './coupon-codes';

describe('randomCouponCode', () => {
  it('uses no character that reads as another (0/O, 1/I)', () => {
    expect(CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('joins the prefix with a dash, and draws every character from the alphabet', () => {
    expect(randomCouponCode('DIWALI', 8)).toMatch(/^DIWALI-[A-HJ-NP-Z2-9]{8}$/);
    expect(randomCouponCode('', 6)).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    let i = 0;
    expect(randomCouponCode('', 3, () => i++)).toBe('ABC');
  });
});

describe('drawFreshCodes', () => {
  it('replaces codes already taken and codes drawn twice, until it has enough', async () => {
    const draws = ['AAA', 'AAA', 'BBB', 'CCC', 'DDD', 'EEE'];
    const asked: string[][] = [];
    const codes = await drawFreshCodes(
      3,
      () => draws.shift() ?? 'ZZZ',
      async (candidates) => {
        asked.push(candidates);
        return new Set(candidates.filter((c) => c === 'BBB'));
      },
    );
    expect(codes).toEqual(['AAA', 'CCC', 'DDD']);
    expect(asked).toEqual([['AAA', 'BBB', 'CCC'], ['DDD']]);
  });

  it('gives up with a 409 when the code space cannot hold the batch', async () => {
    await expect(
      drawFreshCodes(
        2,
        () => 'ONLY',
        async () => new Set(),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'COUPON_CODES_EXHAUSTED' });
  });
});
