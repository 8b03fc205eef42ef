import { describe, expect, it } from 'vitest';
import { billingSchema, GST_STATES, gstinCheckCharacter, isValidGstin } from './gst';

describe('GSTIN', () => {
  it('accepts real-shaped GSTINs whose check character is right', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAACK1234K1ZL')).toBe(true);
  });

  it('refuses a wrong check character, shape or state code', () => {
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toBe(false);
  });

  it('catches every single-character typo in the check', () => {
    const good = '27AAPFU0939F1ZV';
    for (let i = 0; i < 14; i += 1)
      for (const c of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        if (c === good[i]) continue;
        const typo = good.slice(0, i) + c + good.slice(i + 1);
        expect(gstinCheckCharacter(typo.slice(0, 14)) === good[14]).toBe(false);
      }
  });
});

describe('billing details', () => {
  it('lists each current state or union territory once with its code', () => {
    const codes = GST_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('29');
    expect(codes).not.toContain('28');
    expect(GST_STATES.find((s) => s.code === '38')?.name).toBe('Ladakh');
  });

  it('upper-cases a GSTIN, and needs its state, legal name and address to match', () => {
    const parsed = billingSchema.parse({
      name: 'Rohan',
      state: '27',
      pin: '400001',
      gstin: '27aapfu0939f1zv',
      legalName: 'Shah LLP',
      address: 'Mumbai',
    });
    expect(parsed.gstin).toBe('27AAPFU0939F1ZV');
    const wrong = billingSchema.safeParse({
      name: 'R',
      state: '29',
      pin: '560001',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'gstin',
      'legalName',
      'address',
    ]);
  });

  it('refuses a PIN that is not six digits starting 1–9', () => {
    for (const pin of ['056003', '56003', '5600345', 'abcdef'])
      expect(billingSchema.safeParse({ name: 'A', state: '29', pin }).success).toBe(false);
  });
});
