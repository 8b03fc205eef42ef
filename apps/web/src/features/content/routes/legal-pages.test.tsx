import { fireEvent, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import type { LegalDocument } from '../../../content/legal/legal-document.types';
import { PRIVACY_AND_REFUND_POLICY } from '../../../content/legal/privacy-and-refund-policy';
import { TERMS_AND_CONDITIONS } from '../../../content/legal/terms-and-conditions';
import { renderPageWithHead, renderPublicPage } from '../../../test/page-checks';

const PAGES: Array<[path: string, document: LegalDocument, title: string]> = [
  ['/policy', PRIVACY_AND_REFUND_POLICY, 'Policy'],
  ['/terms_condition', TERMS_AND_CONDITIONS, 'Terms & Conditions'],
];

describe.each(PAGES)('%s', (path, document, title) => {
  it('has its title, canonical link, h1 and dates', async () => {
    await renderPageWithHead(path, { h1: document.title, title });
    const description = window.document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(100);

    const times = [...window.document.querySelectorAll('main time')];
    expect(times.map((time) => [time.textContent, time.getAttribute('datetime')])).toEqual([
      ['28 September 2024', '2024-09-28'],
      [document.lastUpdated.text, document.lastUpdated.iso],
    ]);
    expect(times[0]!.parentElement!.textContent).toBe('Effective 28 September 2024');
  });

  it('lists every section in its table of contents, each link leading to that section’s heading', async () => {
    await renderPublicPage(path);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(document.sections.length);
    document.sections.forEach((section, index) => {
      const link = links[index]!;
      expect(link.textContent).toBe(`${index + 1}. ${section.title}`);
      expect(link.getAttribute('href')).toBe(`#${section.id}`);
      const target = window.document.getElementById(section.id);
      expect(target?.tagName).toBe('H2');
      expect(target?.textContent).toBe(`${index + 1}. ${section.title}`);
      // The heading names its section.
      expect(target?.closest('section')?.getAttribute('aria-labelledby')).toBe(section.id);
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual(
      expect.arrayContaining(document.sections.map((section) => section.id)),
    );
  });

  it('opens and closes the contents on phones, and closes them when a section is chosen', async () => {
    await renderPublicPage(path);
    const toggle = screen.getByRole('button', { name: 'Contents' });
    const list = window.document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list.tagName).toBe('OL');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.className.split(' ')).toContain('hidden');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.className.split(' ')).not.toContain('hidden');

    fireEvent.click(within(list).getAllByRole('link').at(-1)!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('links only to pages of the site and our own e-mail addresses', async () => {
    await renderPublicPage(path);
    const article = window.document.querySelector('article')!;
    const hrefs = within(article)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith('mailto:') || href === '#top') continue;
      const matches = matchRoutes(routes, href.split('#')[0]!);
      expect(matches?.at(-1)?.route.path, href).not.toBe('*');
    }
  });
});

describe('the terms’ link to the refund policy', () => {
  it('leads to the refund section of /policy', async () => {
    const { router } = await renderPublicPage('/terms_condition');
    const section = window.document.getElementById('refunds')!.closest('section')!;
    fireEvent.click(within(section).getByRole('link', { name: 'Privacy & Refund Policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy & Refund Policy' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/policy');
    expect(router.state.location.hash).toBe('#refunds');
    expect(window.document.getElementById('refunds')?.textContent).toMatch(
      /Cancellations and refunds$/,
    );
    expect(
      screen.getByText(/Approved refunds are processed within 7 to 10 business days/),
    ).toBeTruthy();
  });
});
