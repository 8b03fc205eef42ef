import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PROGRAMS } from '../../content/programs';
import { siteConfig } from '../../content/site-config';
import { SPEC_FOOTER_PATHS } from '../../test/page-checks';
import { routes } from '../routes';
import { FOOTER_LEGAL_LINKS, FOOTER_LINK_GROUPS } from './footer-links';

const links = [...FOOTER_LINK_GROUPS.flatMap((group) => group.links), ...FOOTER_LEGAL_LINKS];
const pageLinks = links.filter((link) => !link.isFile);

describe('footer links', () => {
  it('hold every link of the spec’s footer, and the other public pages', () => {
    const paths = links.map((link) => link.to);
    expect(paths).toEqual(expect.arrayContaining(SPEC_FOOTER_PATHS));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/programs',
        '/event-listing',
        '/campus-associate',
        '/refer',
        '/request-call',
        '/terms_condition',
        '/blog/rss.xml',
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(pageLinks.map((link) => [link.to]))(
    '%s is a page of the route table at its canonical path',
    (path) => {
      expect(path).toBe(path.toLowerCase());
      const matches = matchRoutes(routes, path) ?? [];
      const page = matches.at(-1)?.route;
      expect(page, path).toBeDefined();
      // Not the catch-all Not-found route.
      expect(page?.path).not.toBe('*');
      if (page?.path === 'course/:slug') {
        expect(PROGRAMS.map((program) => program.slug)).toContain(matches.at(-1)?.params.slug);
      }
    },
  );

  it('link the feed as a file the browser loads, not as a page of the app', () => {
    expect(links.filter((link) => link.isFile).map((link) => link.to)).toEqual(['/blog/rss.xml']);
  });

  it('give every program its page, in the catalogue’s order', () => {
    const programs = FOOTER_LINK_GROUPS.find((group) => group.title === 'Programs')!;
    expect(programs.links.map((link) => link.label)).toEqual([
      'All programs',
      'Webmonk',
      'Machinester',
      'Codeslayer',
      'IOT',
    ]);
  });

  it('send the social links to https addresses of the five networks', () => {
    expect(siteConfig.social.map((social) => social.network)).toEqual([
      'linkedin',
      'facebook',
      'instagram',
      'x',
      'youtube',
    ]);
    for (const social of siteConfig.social) expect(new URL(social.href).protocol).toBe('https:');
  });
});
