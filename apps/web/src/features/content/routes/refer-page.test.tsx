import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENTOR_FAQS } from '../../../content/mentor';
import { PROGRAMS } from '../../../content/programs';
import {
  expectFaqReadMoreAndCollapse,
  expectNewTabLink,
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
  it('has its head, the Tell a friend banner and then the mentor FAQ', async () => {
    await renderPageWithHead('/refer', {
      h1: 'Tell a friend about Kaksha',
      title: 'Tell a friend',
    });
    expect(readFaqJsonLdQuestions()).toHaveLength(12);
    expect(readSectionHeadings()).toEqual([
      'Three ways to pass it on',
      'Programs to share',
      'Know someone who should teach?',
    ]);
  });

  it('promises no referral reward, and says there is no referral programme', async () => {
    await renderPublicPage('/refer');
    const description = document.head
      .querySelector('meta[name="description"]')
      ?.getAttribute('content');
    const main = screen.getByRole('main').textContent ?? '';
    for (const text of [main, description ?? '', document.title]) {
      expect(text).not.toMatch(/₹|Refer & Earn|your referral code|credit to your account|you get/i);
    }
    expect(description).toContain('no referral programme');
    expect(main).toContain('Kaksha does not run a referral programme');
  });

  it('Explore moves focus to the ways to tell a friend', async () => {
    await renderPublicPage('/refer');
    fireEvent.click(screen.getByRole('link', { name: 'Explore' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Three ways to pass it on' }),
    );
  });

  it('shares the programs page by WhatsApp, LinkedIn and e-mail', async () => {
    await renderPublicPage('/refer');
    const programsUrl = `${window.location.origin}/programs`;
    const share = within(screen.getByRole('list', { name: 'Share Kaksha' }));
    const whatsapp = share.getByRole('link', { name: /^Share on WhatsApp/ });
    expectNewTabLink(whatsapp);
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain(programsUrl);
    const linkedIn = share.getByRole('link', { name: /^Share on LinkedIn/ });
    expectNewTabLink(linkedIn);
    expect(new URL(linkedIn.getAttribute('href')!).searchParams.get('url')).toBe(programsUrl);
    const email = share.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')!;
    expect(email.startsWith('mailto:?')).toBe(true);
    expect(decodeURIComponent(email)).toContain(programsUrl);
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

  it('links the four programs to pages that exist', async () => {
    await renderPublicPage('/refer');
    const programs = within(screen.getByRole('list', { name: 'Programs to share' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    expect(programs).toEqual(PROGRAMS.map((program) => `/course/${program.slug}`));
    for (const href of programs) expect(await isAppPage(href), href).toBe(true);
  });

  it('shows the 12 mentor FAQs, 3 until Read More', async () => {
    await renderPublicPage('/refer');
    expectFaqReadMoreAndCollapse(getSection('Know someone who should teach?'), MENTOR_FAQS);
  });
});
