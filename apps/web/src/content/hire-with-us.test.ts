import { describe, expect, it } from 'vitest';
import { expectNoBlankStrings, expectPublicImage, expectUniqueIds } from '../test/content-checks';
import * as hire from './hire-with-us';

describe('Hire with us copy', () => {
  it('has six benefit cards and seven FAQs', () => {
    expect(hire.HIRE_BENEFITS).toHaveLength(6);
    expect(hire.HIRE_FAQS).toHaveLength(7);
  });

  it('is complete: no blank copy, unique cards and questions', () => {
    expectNoBlankStrings(hire);
    expectUniqueIds(hire.HIRE_BENEFITS);
    expect(new Set(hire.HIRE_FAQS.map((faq) => faq.question)).size).toBe(7);
    for (const faq of hire.HIRE_FAQS) expect(faq.question).toMatch(/\?$/);
    expect(hire.HIRE_INTRO.bullets.length).toBeGreaterThanOrEqual(3);
    expectPublicImage(hire.HIRE_HERO.image.src);
  });
});
