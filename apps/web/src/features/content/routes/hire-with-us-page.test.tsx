import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HIRE_BENEFITS, HIRE_FAQS } from '../../../content/hire-with-us';
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

beforeAll(() => preloadPublicPage('/hire-with-us'));

describe('/hire-with-us', () => {
  it('has its head, with every FAQ as JSON-LD, and the sections of the spec', async () => {
    await renderPageWithHead('/hire-with-us', { h1: 'Hire with us' });
    expect(readFaqJsonLdQuestions()).toHaveLength(7);
    expect(readSectionHeadings()).toEqual([
      'Candidates who can show their work',
      'What you get as a hiring partner',
      'Questions from employers',
      'Tell us about your next hire',
    ]);
  });

  it('shows the intro bullets and six benefit cards', async () => {
    await renderPublicPage('/hire-with-us');
    expect(
      within(getSection('Candidates who can show their work')).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(3);
    const benefits = screen.getByRole('list', { name: 'Hiring partner benefits' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(HIRE_BENEFITS.map((card) => card.title));
  });

  it('has 7 FAQs, 3 shown until Read More, 3 again after Collapse', async () => {
    await renderPublicPage('/hire-with-us');
    expectFaqReadMoreAndCollapse(getSection('Questions from employers'), HIRE_FAQS);
    fireEvent.click(screen.getByRole('button', { name: HIRE_FAQS[0]!.question }));
    expect(screen.getByText(HIRE_FAQS[0]!.answer)).toBeTruthy();
  });

  it('opens Request Info on the external form in a new tab', async () => {
    await renderPublicPage('/hire-with-us');
    const links = screen.getAllByRole('link', { name: /^Request Info/ });
    expect(links).toHaveLength(2);
    for (const link of links) expectNewTabLink(link, siteConfig.links.hireRequestInfoForm);
  });
});
