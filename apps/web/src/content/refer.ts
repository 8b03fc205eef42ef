import type { ContentImage } from './content-page.types';
import { siteConfig } from './site-config';

/**
 * Copy of /refer (spec document 1 §2.10 and document 2 "Refer"): the banner, how referral works,
 * the programs a friend can join, then the mentor FAQ (content/mentor.ts).
 */

/** What each side of a referral gets, in rupees; one number so the page never disagrees. */
export const REFERRAL_REWARD_RUPEES = 500;
const reward = `₹${REFERRAL_REWARD_RUPEES}`;

export const REFER_BANNER = {
  eyebrow: 'Refer a friend',
  title: 'Refer & Earn',
  description: `Know someone who wants to learn to build? Refer them to a Kaksha program: your friend gets ${reward} off, and you get ${reward} Kaksha credit when they join.`,
  image: {
    src: '/images/content/refer-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

export const REFER_HOW_IT_WORKS = {
  eyebrow: 'How referral works',
  title: 'Three steps, two rewards',
  description: 'Referrals are open to every Kaksha learner, mentor and campus associate.',
} as const;

export const REFER_STEPS: readonly { id: string; title: string; text: string }[] = [
  {
    id: 'get-code',
    title: 'Get your referral code',
    text: `Request a call back or write to ${siteConfig.emails.hello.address} from the e-mail address you use with Kaksha. We send your personal code within one working day.`,
  },
  {
    id: 'share',
    title: 'Share it with a friend',
    text: `Your friend quotes the code when they enrol in any of our four programs and gets ${reward} off the program fee.`,
  },
  {
    id: 'earn',
    title: 'You both win',
    text: `When your friend’s batch has been running for 14 days, we add ${reward} Kaksha credit to your account, to use on your next program.`,
  },
];

export const REFER_TERMS = {
  summary: `One reward per friend who is new to Kaksha and enrols in a paid program. Credit is not exchangeable for cash, and no reward is given if the enrolment is refunded. Full terms in our`,
  linkLabel: 'Terms & Conditions',
  linkTo: '/terms_condition',
} as const;

export const REFER_PROGRAMS = {
  eyebrow: 'What your friends can join',
  title: 'Programs you can refer',
  description:
    'Live weekend classes, 24*7 TA support, a certificate and internship support, in every program.',
} as const;

export const REFER_FAQ_INTRO = {
  eyebrow: 'Mentor FAQ',
  title: 'Know someone who should teach?',
  description:
    'Working engineers can refer themselves too. Here is what mentors ask us most before they apply.',
} as const;
