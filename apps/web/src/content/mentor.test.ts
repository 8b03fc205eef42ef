import { describe, expect, it } from 'vitest';
import { expectNoBlankStrings, expectPublicImage, expectUniqueIds } from '../test/content-checks';
import * as mentor from './mentor';

describe('Mentor copy', () => {
  it('has twelve FAQs, each a distinct question', () => {
    expect(mentor.MENTOR_FAQS).toHaveLength(12);
    expect(new Set(mentor.MENTOR_FAQS.map((faq) => faq.question)).size).toBe(12);
    for (const faq of mentor.MENTOR_FAQS) expect(faq.question).toMatch(/\?$/);
  });

  it('is complete: no blank copy, unique benefit cards', () => {
    expectNoBlankStrings(mentor);
    expect(mentor.MENTOR_BENEFITS.length).toBeGreaterThanOrEqual(3);
    expectUniqueIds(mentor.MENTOR_BENEFITS);
    expectPublicImage(mentor.MENTOR_HERO.image.src);
  });
});
