import { describe, expect, it } from 'vitest';
import {
  collectStrings,
  expectNoBlankStrings,
  expectPublicImage,
  expectUniqueIds,
} from '../test/content-checks';
import * as refer from './refer';

describe('Refer copy', () => {
  it('has the banner title and three steps', () => {
    expect(refer.REFER_BANNER.title).toBe('Tell a friend about Kaksha');
    expect(refer.REFER_STEPS).toHaveLength(3);
    expectUniqueIds(refer.REFER_STEPS);
  });

  it('promises no reward: no amount, and every mention of one says there is none', () => {
    const texts = collectStrings(refer).map(([, text]) => text);
    expect(texts.filter((text) => /₹|\bRs\.? ?\d|\bearn\b/i.test(text))).toEqual([]);
    const mentions = texts.filter((text) => /referral|reward|credit|code/i.test(text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) expect(text).toMatch(/\bno\b|\bnot\b/);
  });

  it('is complete', () => {
    expectNoBlankStrings(refer);
    expectPublicImage(refer.REFER_BANNER.image.src);
  });
});
