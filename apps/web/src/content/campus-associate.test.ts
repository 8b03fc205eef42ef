import { describe, expect, it } from 'vitest';
import { expectNoBlankStrings, expectPublicImage, expectUniqueIds } from '../test/content-checks';
import * as campus from './campus-associate';

describe('Campus Associate copy', () => {
  it('has the counts of the spec', () => {
    expect(campus.CAMPUS_BENEFIT_CAROUSEL).toHaveLength(6);
    expect(campus.CAMPUS_ROLES).toHaveLength(6);
    expect(campus.CAMPUS_BENEFITS).toHaveLength(9);
    expect(campus.CAMPUS_TESTIMONIALS).toHaveLength(3);
  });

  it('has the four steps in order', () => {
    expect(campus.CAMPUS_STEPS.map((step) => step.title)).toEqual([
      'Online registration',
      'Shortlisting',
      'Interview',
      "Let's Get Started!",
    ]);
  });

  it('has the six skills in the order of the spec', () => {
    expect(campus.CAMPUS_SKILLS).toEqual([
      'Must be a college student',
      'Passionate about the role',
      'Strong leadership',
      'Team management',
      'Effective persuasion',
      'Excellent communication',
    ]);
  });

  it('closes with "Feel Connected, Join us!"', () => {
    expect(campus.CAMPUS_CLOSING.title).toBe('Feel Connected, Join us!');
    expect(campus.CAMPUS_HERO.title).toBe('Campus Associate');
  });

  it('is complete: no blank copy, unique ids, pictures that exist', () => {
    expectNoBlankStrings(campus);
    for (const list of [
      campus.CAMPUS_BENEFIT_CAROUSEL,
      campus.CAMPUS_ROLES,
      campus.CAMPUS_BENEFITS,
      campus.CAMPUS_TESTIMONIALS,
      campus.CAMPUS_STEPS,
    ])
      expectUniqueIds(list);
    expect(new Set(campus.CAMPUS_TESTIMONIALS.map((t) => t.name)).size).toBe(3);
    expectPublicImage(campus.CAMPUS_HERO.image.src);
  });
});
