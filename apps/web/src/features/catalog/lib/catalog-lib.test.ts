import { describe, expect, it } from 'vitest';
import { getDecorativeRating } from './decorative-rating';
import { formatPrice } from './format-price';
import { truncateText } from './truncate-text';

describe('getDecorativeRating', () => {
  it('stays within 4.0-5.0 and 8000-10000, the same for the same course', () => {
    const ids = [
      'webmonk',
      'machinester',
      'iot',
      'code-slayer',
      ...Array.from({ length: 200 }, (_, i) => `c${i}`),
    ];
    for (const id of ids) {
      const { rating, reviewCount } = getDecorativeRating(id);
      expect(rating).toBeGreaterThanOrEqual(4);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10)).toBe(rating * 10);
      expect(reviewCount).toBeGreaterThanOrEqual(8000);
      expect(reviewCount).toBeLessThanOrEqual(10000);
      expect(getDecorativeRating(id)).toEqual({ rating, reviewCount });
    }
    // Not one value for everything.
    expect(new Set(ids.map((id) => getDecorativeRating(id).reviewCount)).size).toBeGreaterThan(100);
  });
});

describe('truncateText', () => {
  it('keeps the first 80 characters and adds an ellipsis', () => {
    const text = 'x'.repeat(100);
    expect(truncateText(text, 80)).toBe(`${'x'.repeat(80)}…`);
    expect(truncateText('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });
});

describe('formatPrice', () => {
  it('shows whole rupees as the Enroll button does', () => {
    expect(formatPrice(4999)).toBe('Rs 4999');
    expect(formatPrice(3499.5)).toBe('Rs 3499.50');
  });
});
