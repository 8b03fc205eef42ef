import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_BENEFITS, MENTOR_FAQS } from '../../../content/mentor';
import { siteConfig } from '../../../content/site-config';
import {
  expectFaqReadMoreAndCollapse,
  expectNewTabLink,
  getSection,
  preloadPublicPage,
  readFaqJsonLdQuestions,
  readSectionHeadings,
  renderPageWithHead,
  renderPublicPage,
} from '../../../test/page-checks';

beforeAll(() => preloadPublicPage('/mentor'));

describe('/mentor', () => {
  it('has its head, with the 12 FAQs as JSON-LD, and its sections', async () => {
    await renderPageWithHead('/mentor', { h1: 'Become a mentor' });
    expect(readFaqJsonLdQuestions()).toHaveLength(12);
    expect(readSectionHeadings()).toEqual([
      'Share what you know, on your schedule',
      'Ready to teach your first batch?',
      'Questions from instructors',
      'Still have questions?',
    ]);
    const benefits = screen.getByRole('list', { name: 'Mentor benefits' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(MENTOR_BENEFITS.length);
  });

  it('has 12 FAQs: 3 first; Read More shows all and takes focus to the first new one', async () => {
    await renderPublicPage('/mentor');
    const faqs = getSection('Questions from instructors');
    expectFaqReadMoreAndCollapse(faqs, MENTOR_FAQS);
    fireEvent.click(within(faqs).getByRole('button', { name: 'Read More' }));
    expect(document.activeElement).toBe(
      within(faqs).getByRole('button', { name: MENTOR_FAQS[3]!.question }),
    );
  });

  it('offers help: phones, e-mails and a call back', async () => {
    await renderPublicPage('/mentor');
    const help = getSection('Still have questions?');
    const hrefs = within(help)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `tel:${siteConfig.phones.admissions.e164}`,
        `mailto:${siteConfig.emails.hello.address}`,
      ]),
    );
    expect(within(help).getByRole('link', { name: /^Request a call back/ })).toBeTruthy();
  });

  it('opens Apply Now on the application form in a new tab', async () => {
    await renderPublicPage('/mentor');
    const links = screen.getAllByRole('link', { name: /^Apply Now/ });
    expect(links).toHaveLength(2);
    for (const link of links) expectNewTabLink(link, siteConfig.links.mentorApplicationForm);
  });
});
