/** Header destinations, in the order the spec lists them. */
export interface NavLinkItem {
  to: string;
  label: string;
}

export const PRIMARY_NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/programs', label: 'Programs' },
  { to: '/campus-associate', label: 'Campus Associate' },
  { to: '/event-listing', label: 'Events' },
];

/** Shown inline from the xl breakpoint; narrower headers reach them through More. */
export const SECONDARY_NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/about-us', label: 'About Us' },
];

export const MORE_NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/hire-with-us', label: 'Hire with us' },
  { to: '/blog', label: 'Blog' },
  { to: '/about-us', label: 'About Us' },
];

export const MOBILE_NAV_LINKS: readonly NavLinkItem[] = [
  ...PRIMARY_NAV_LINKS,
  ...SECONDARY_NAV_LINKS,
  { to: '/hire-with-us', label: 'Hire with us' },
];
