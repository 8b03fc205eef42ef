import { FEW_SEATS } from '@kaksha/shared';
import { describe, expect, it } from 'vitest';
import { seatsLine } from './batch-panel';

describe('the seats line of a program page batch', () => {
  it('says nothing while seats are plenty, counts them below FEW_SEATS, and says full at none', () => {
    expect(seatsLine(FEW_SEATS)).toBeUndefined();
    expect(seatsLine(FEW_SEATS - 1)).toBe(`Only ${FEW_SEATS - 1} seats left`);
    expect(seatsLine(1)).toBe('Only 1 seat left');
    expect(seatsLine(0)).toBe('Batch full');
  });
});
