import { describe, expect, it } from 'vitest';
import { expectNoBlankStrings, expectPublicImage, expectUniqueIds } from '../test/content-checks';
import * as about from './about-us';
import { siteConfig } from './site-config';

describe('About us copy', () => {
  it('has six "why we stand out" cards', () => {
    expect(about.ABOUT_WHY_CARDS).toHaveLength(6);
    expectUniqueIds(about.ABOUT_WHY_CARDS);
  });

  it('has 7 media items, each with a title, para, image and a link that cannot break', () => {
    expect(about.ABOUT_MEDIA_ITEMS).toHaveLength(7);
    expectUniqueIds(about.ABOUT_MEDIA_ITEMS);
    const ownSites = siteConfig.social.map((link) => link.href);
    for (const item of about.ABOUT_MEDIA_ITEMS) {
      expect(item.title.trim()).not.toBe('');
      expect(item.para.trim()).not.toBe('');
      expectPublicImage(item.image.src);
      // Our own pages (checked against the routes in the page test) or our own channels.
      expect(item.link.startsWith('/') || ownSites.includes(item.link), item.link).toBe(true);
    }
    expect(new Set(about.ABOUT_MEDIA_ITEMS.map((item) => item.link)).size).toBe(7);
  });

  it('gives two e-mail addresses, two phone numbers and the Bengaluru office', () => {
    const { emails, phones, office } = about.ABOUT_CONTACT;
    expect(emails).toHaveLength(2);
    expect(new Set(emails.map((email) => email.address)).size).toBe(2);
    for (const email of emails) expect(email.address).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(phones).toHaveLength(2);
    expect(new Set(phones.map((phone) => phone.e164)).size).toBe(2);
    for (const phone of phones) expect(phone.e164).toMatch(/^\+91\d{10}$/);
    expect(office.lines.join(' ')).toContain('Bengaluru');
  });

  it('is complete: no blank copy, story pictures that exist with their alt text', () => {
    expectNoBlankStrings(about);
    expectUniqueIds(about.ABOUT_STORY_SLIDES);
    expectPublicImage(about.ABOUT_BANNER.image.src);
    expect(() => expectPublicImage('/images/content/no-such-picture.svg')).toThrow();
    for (const slide of about.ABOUT_STORY_SLIDES) {
      expectPublicImage(slide.image.src);
      expect(slide.image.alt.length).toBeGreaterThan(20);
    }
  });
});
