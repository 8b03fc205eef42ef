import { PROGRAMS, toProgramPath } from '../../content/programs';

export interface FooterLink {
  to: string;
  label: string;
  /** A file rather than a page of the app (the RSS feed): followed with a full load. */
  isFile?: boolean;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

/**
 * The footer's columns: every link of the spec's footer (document 2), at the canonical lower-case
 * paths so that none goes through a redirect (/About-us → /about-us, /course/Webmonk →
 * /course/webmonk), and the other public pages visitors look for in a footer.
 */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Programs',
    links: [
      { to: '/programs', label: 'All programs' },
      ...PROGRAMS.map((program) => ({ to: toProgramPath(program), label: program.name })),
    ],
  },
  {
    title: 'Learn with us',
    links: [
      { to: '/event-listing', label: 'Events' },
      { to: '/blog', label: 'Blog' },
      { to: '/blog/rss.xml', label: 'Blog RSS feed', isFile: true },
      { to: '/refer', label: 'Tell a friend' },
      { to: '/request-call', label: 'Request a call back' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About us' },
      { to: '/hire-with-us', label: 'Hire with us' },
      { to: '/mentor', label: 'Become a mentor' },
      { to: '/campus-associate', label: 'Campus Associate' },
    ],
  },
];

/** The bottom bar, beside the copyright line. */
export const FOOTER_LEGAL_LINKS: readonly FooterLink[] = [
  { to: '/policy', label: 'Policy' },
  { to: '/terms_condition', label: 'Terms & Conditions' },
];
