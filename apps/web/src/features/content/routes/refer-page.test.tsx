import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_FAQS } from '../../../content/mentor';
import { PROGRAMS } from '../../../content/programs';
import {
  expectFaqReadMoreAndCollapse,
  getSection,
  isAppPage,
  preloadPublicPage,
  readFaqJsonLdQuestions,
  readSectionHeadings,
  renderPageWithHead,
  renderPublicPage,
} from '../../../test/page-checks';

beforeAll(() => preloadPublicPage('/refer'));

describe('/refer', () => {
  it('has its head, the Refer & Earn banner and then the mentor FAQ', async () => {
    await renderPageWithHead('/refer', { h1: 'Refer & Earn' });
    expect(readFaqJsonLdQuestions()).toHaveLength(12);
    expect(readSectionHeadings()).toEqual([
      'Three steps, two rewards',
      'Programs you can refer',
      'Know someone who should teach?',
    ]);
  });

  it('Explore moves focus to how referral works', async () => {
    await renderPublicPage('/refer');
    fireEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Three steps, two rewards' }),
    );
  });

  it('sends Request a call back to /request-call', async () => {
    const { router } = await renderPublicPage('/refer');
    const callBack = within(screen.getByRole('main')).getByRole('link', {
      name: 'Request a call back',
    });
    expect(callBack.getAttribute('href')).toBe('/request-call');
    fireEvent.click(callBack);
    await waitFor(() =>
      expect((router.state.navigation.location ?? router.state.location).pathname).toBe(
        '/request-call',
      ),
    );
  });

  it('links the terms and the four programs to pages that exist', async () => {
    await renderPublicPage('/refer');
    const terms = within(getSection('Three steps, two rewards')).getByRole('link', {
      name: 'Terms & Conditions',
    });
    expect(terms.getAttribute('href')).toBe('/terms_condition');
    const programs = within(screen.getByRole('list', { name: 'Programs you can refer' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    expect(programs).toEqual(PROGRAMS.map((program) => `/course/${program.slug}`));
    for (const href of [...programs, '/terms_condition'])
      expect(await isAppPage(href), href).toBe(true);
  });

  it('shows the 12 mentor FAQs, 3 until Read More', async () => {
    await renderPublicPage('/refer');
    expectFaqReadMoreAndCollapse(getSection('Know someone who should teach?'), MENTOR_FAQS);
  });
});
