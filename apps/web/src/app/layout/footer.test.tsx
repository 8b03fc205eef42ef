import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../content/site-config';
import { renderPublicPage, SPEC_FOOTER_PATHS } from '../../test/page-checks';

async function renderAt(path: string) {
  const { router } = await renderPublicPage(path);
  return { router, footer: screen.getByRole('contentinfo') };
}

function hrefsIn(element: HTMLElement) {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

describe('footer', () => {
  it('links every page of the spec’s footer at its canonical path', async () => {
    const { footer } = await renderAt('/policy');
    expect(hrefsIn(footer)).toEqual(
      expect.arrayContaining([
        ...SPEC_FOOTER_PATHS,
        '/terms_condition',
        '/programs',
        '/event-listing',
        '/campus-associate',
        '/refer',
        '/request-call',
        '/blog/rss.xml',
      ]),
    );
  });

  it('opens the five social networks in a new tab', async () => {
    const { footer } = await renderAt('/policy');
    const social = within(footer).getByRole('list', { name: 'Kaksha on social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'LinkedIn (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'X (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows two e-mail addresses and two phone numbers', async () => {
    const { footer } = await renderAt('/policy');
    const hrefs = hrefsIn(footer);
    expect(hrefs.filter((href) => href?.startsWith('mailto:'))).toEqual([
      `mailto:${siteConfig.emails.hello.address}`,
      `mailto:${siteConfig.emails.support.address}`,
    ]);
    expect(hrefs.filter((href) => href?.startsWith('tel:'))).toEqual([
      `tel:${siteConfig.phones.admissions.e164}`,
      `tel:${siteConfig.phones.support.e164}`,
    ]);
    expect(within(footer).getByText(siteConfig.phones.admissions.display)).toBeTruthy();
  });

  it('carries the build year in the copyright line, which is this year', async () => {
    const { footer } = await renderAt('/policy');
    // The build of this test run is now: the define must not be a fixed year.
    expect(__BUILD_YEAR__).toBe(new Date().getFullYear());
    expect(within(footer).getByText(/^©/).textContent).toBe(
      `© ${new Date().getFullYear()} ${siteConfig.office.name} All rights reserved.`,
    );
  });

  it('takes the visitor to the page a link names', async () => {
    const { router, footer } = await renderAt('/terms_condition');
    fireEvent.click(within(footer).getByRole('link', { name: 'Policy' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy & Refund Policy' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/policy');
  });
});
