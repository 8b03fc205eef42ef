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
    expect(refer.REFER_BANNER.title).toBe('Refer & Earn');
    expect(refer.REFER_STEPS).toHaveLength(3);
    expectUniqueIds(refer.REFER_STEPS);
  });

  it('names one reward amount everywhere', () => {
    const amounts = collectStrings(refer).flatMap(([, text]) => text.match(/₹\s?[\d,]+/g) ?? []);
    expect(amounts.length).toBeGreaterThan(0);
    expect(new Set(amounts)).toEqual(new Set([`₹${refer.REFERRAL_REWARD_RUPEES}`]));
  });

  it('is complete and points the terms at the terms page', () => {
    expectNoBlankStrings(refer);
    expect(refer.REFER_TERMS.linkTo).toBe('/terms_condition');
    expectPublicImage(refer.REFER_BANNER.image.src);
  });
});
