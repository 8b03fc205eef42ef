// eslint-disable-next-line no-restricted-imports -- the test reads the committed image and post files
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROGRAM_CATEGORIES, PROGRAMS } from '../programs';
import { COUNT_UP_DURATION_MS, KEY_ATTRIBUTES } from './home-attributes';
import { HOME_CATEGORIES } from './home-categories';
import { PARTNER_COMMUNITIES, PARTNER_INSTITUTIONS } from './home-collaborations';
import { DIFFERENTIATORS } from './home-differentiators';
import {
  ALUMNI_EMPLOYERS,
  ALUMNI_GROUP_SIZE,
  ALUMNI_ROTATION_MS,
  HIRING_PARTNERS,
  INSTRUCTOR_COMPANIES,
} from './home-logos';
import type { CompanyLogo } from './home-logos';
import { MEDIA_IMAGE_SIZE, MEDIA_ITEMS } from './home-media';
import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS } from './home-testimonials';

// Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into a served asset URL.
const PUBLIC_DIR = `${import.meta.dirname}/../../../public`;
const BLOG_DIR = `${import.meta.dirname}/../blog`;

/** Every string value of the records, for the no-empty-copy check. */
function stringsOf(records: readonly object[]): string[] {
  return records.flatMap((record) =>
    Object.values(record).filter((value): value is string => typeof value === 'string'),
  );
}

function expectUniqueIds(records: readonly { id: string }[]) {
  const ids = records.map((record) => record.id);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('landing page content', () => {
  it('claims exactly the four key attributes of the spec, counting up for 4000 ms', () => {
    expect(KEY_ATTRIBUTES.map((a) => [a.label, a.value, a.suffix])).toEqual([
      ['Learners', 50000, '+'],
      ['Partnerships', 250, '+'],
      ['Hiring partners', 50, '+'],
      ['Technologies', 150, '+'],
    ]);
    expect(COUNT_UP_DURATION_MS).toBe(4000);
    expectUniqueIds(KEY_ATTRIBUTES);
  });

  it('names every benefit of spec §1 under "How we are different", but certificates', () => {
    expectUniqueIds(DIFFERENTIATORS);
    const copy = stringsOf(DIFFERENTIATORS).join(' ');
    for (const phrase of [
      'Affordable learning',
      'Internships',
      'Community learning',
      'Live projects',
      'GST tax invoice',
      'paid internships for selected students',
      'TBStar',
      'Platinum, Gold, Silver and Bronze',
      'Saturday and Sunday',
      '24*7',
      'UPI apps, cards or wallets',
      'registration payment link',
    ])
      expect(copy).toContain(phrase);
    // Kaksha issues no certificates (issue 27).
    expect(copy).not.toMatch(/certificate/i);
  });

  it('has one category per catalogue category, in its order, each taught by its program', () => {
    expect(HOME_CATEGORIES.map((c) => c.category)).toEqual([...PROGRAM_CATEGORIES]);
    for (const category of HOME_CATEGORIES) {
      const program = PROGRAMS.find((p) => p.id === category.programId);
      expect(program?.category).toBe(category.category);
      expect(category.topics.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists campus and community collaborations with unique ids', () => {
    expect(PARTNER_INSTITUTIONS.length).toBeGreaterThanOrEqual(4);
    expect(PARTNER_COMMUNITIES.length).toBeGreaterThanOrEqual(3);
    expectUniqueIds(PARTNER_INSTITUTIONS);
    expectUniqueIds(PARTNER_COMMUNITIES);
  });

  it.each([
    ['instructors’ companies', INSTRUCTOR_COMPANIES],
    ['hiring partners', HIRING_PARTNERS],
    ['alumni employers', ALUMNI_EMPLOYERS],
  ] as const)('draws each of the %s from a committed image', (_, logos: readonly CompanyLogo[]) => {
    expect(logos.length).toBeGreaterThanOrEqual(6);
    expectUniqueIds(logos);
    for (const logo of logos) {
      expect(existsSync(`${PUBLIC_DIR}${logo.src}`), logo.src).toBe(true);
      expect(logo.width).toBeGreaterThan(0);
      expect(logo.height).toBeGreaterThan(0);
    }
  });

  it('rotates at least twelve alumni employers in full groups of 6 every 4000 ms', () => {
    expect(ALUMNI_GROUP_SIZE).toBe(6);
    expect(ALUMNI_ROTATION_MS).toBe(4000);
    expect(ALUMNI_EMPLOYERS.length).toBeGreaterThanOrEqual(12);
    expect(ALUMNI_EMPLOYERS.length % ALUMNI_GROUP_SIZE).toBe(0);
  });

  it('gives every media item a title, para, image and a link to a page that exists', () => {
    expect(MEDIA_ITEMS.length).toBeGreaterThan(3);
    expect(MEDIA_IMAGE_SIZE).toEqual({ width: 320, height: 120 });
    expectUniqueIds(MEDIA_ITEMS);
    for (const item of MEDIA_ITEMS) {
      expect(existsSync(`${PUBLIC_DIR}${item.image}`), item.image).toBe(true);
      expect(item.link).toMatch(/^\/[a-z]/);
      // The page test resolves every link against the route table; a post must also exist.
      const post = /^\/blog\/([a-z]+)$/.exec(item.link)?.[1];
      if (post) expect(existsSync(`${BLOG_DIR}/${post}.md`), item.link).toBe(true);
    }
  });

  it('has the three fixed testimonials of the spec, each with text, picture, name and college', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(4000);
    expectUniqueIds(TESTIMONIALS);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.content.length).toBeGreaterThan(60);
      expect(testimonial.name).not.toBe('');
      expect(testimonial.college).not.toBe('');
      expect(existsSync(`${PUBLIC_DIR}${testimonial.img}`), testimonial.img).toBe(true);
    }
  });

  it('has no empty copy anywhere', () => {
    const everything = stringsOf([
      ...KEY_ATTRIBUTES,
      ...DIFFERENTIATORS,
      ...PARTNER_INSTITUTIONS,
      ...PARTNER_COMMUNITIES,
      ...INSTRUCTOR_COMPANIES,
      ...HIRING_PARTNERS,
      ...ALUMNI_EMPLOYERS,
      ...MEDIA_ITEMS,
      ...TESTIMONIALS,
    ]);
    expect(everything.length).toBeGreaterThan(100);
    for (const value of everything) expect(value.trim()).not.toBe('');
  });
});
