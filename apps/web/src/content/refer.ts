import type { ContentImage } from './content-page.types';

/**
 * Copy of /refer (spec document 1 §2.10 and document 2 "Refer": a banner, Explore, Request a call
 * back, then the mentor FAQ). The spec's banner reads "Refer & Earn", but Kaksha runs no referral
 * programme: no codes, no discount for the friend, no credit for the one who tells them. So the
 * page says only what the product does: tell a friend, share a program, ask us to call them.
 */

export const REFER_BANNER = {
  eyebrow: 'Tell a friend',
  title: 'Tell a friend about Kaksha',
  description:
    'Know someone who wants to learn to build? Share a program with them, or let them ask us for a call back. There is no referral programme: no codes, rewards or credit.',
  image: {
    src: '/images/content/refer-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

/** The page's head: the same words as the banner. */
export const REFER_HEAD = {
  page: 'Tell a friend',
  description:
    'Tell a friend about Kaksha: share a live weekend program with them or have us call them back. Kaksha runs no referral programme, so there are no codes, rewards or credit.',
} as const;

export const REFER_HOW_IT_WORKS = {
  eyebrow: 'Tell a friend',
  title: 'Three ways to pass it on',
  description: 'Anyone can share a Kaksha program. Nothing to sign up for.',
} as const;

export const REFER_STEPS: readonly { id: string; title: string; text: string }[] = [
  {
    id: 'share',
    title: 'Share a program',
    text: 'Send your friend a program page, or use the share links below. Each page has the syllabus, the batches and the price.',
  },
  {
    id: 'call-back',
    title: 'Let them ask us',
    text: 'Your friend can request a call back: our team calls at the time they choose and answers their questions.',
  },
  {
    id: 'batch',
    title: 'They pick a batch',
    text: 'Programs run live on weekends in dated batches with limited seats. Your friend enrols and pays online, and gets a GST tax invoice by e-mail.',
  },
];

/** Said plainly, under the steps: the page once promised rewards the product never gave. */
export const REFER_NO_PROGRAMME =
  'Kaksha does not run a referral programme: there are no referral codes, no discount for your friend and no Kaksha credit for you. Your friend pays the price shown on the program page, less any coupon they hold.';

export const REFER_SHARE = {
  label: 'Share Kaksha',
  /** What the shared message says before the link. */
  message: 'Kaksha runs live weekend programs in web development, ML, coding and IoT:',
  subject: 'Kaksha’s live weekend programs',
  /** The page the share links point at. */
  path: '/programs',
} as const;

export const REFER_PROGRAMS = {
  eyebrow: 'What your friends can join',
  title: 'Programs to share',
  description:
    'Four live programs, taught on weekends in dated batches with limited seats. Each page shows the next batches and the price.',
} as const;

export const REFER_FAQ_INTRO = {
  eyebrow: 'Mentor FAQ',
  title: 'Know someone who should teach?',
  description:
    'Working engineers can apply to mentor. Here is what mentors ask us most before they apply.',
} as const;
