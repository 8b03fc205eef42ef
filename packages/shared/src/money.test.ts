import { describe, expect, it } from 'vitest';
import { floorToWholeRupees, toPaise, toRupees } from './money';

describe('money', () => {
  it('converts rupees to integer paise without float drift', () => {
    expect(toPaise(4999)).toBe(499_900);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(19.99)).toBe(1999);
  });
  it('converts paise back to rupees', () => {
    expect(toRupees(349_900)).toBe(3499);
    expect(toRupees(1)).toBe(0.01);
  });
  it('floors to whole rupees', () => {
    expect(floorToWholeRupees(449_991)).toBe(449_900);
    expect(floorToWholeRupees(100)).toBe(100);
    expect(floorToWholeRupees(99)).toBe(0);
  });
});
