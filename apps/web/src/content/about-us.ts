import type { ContentImage, IconCard } from './content-page.types';
import { siteConfig } from './site-config';
import type { ContactEmail, ContactPhone, SocialNetwork } from './site-config';

/** Copy of /about-us (spec document 2, "About us /About-us"). */

export const ABOUT_BANNER = {
  eyebrow: 'About Kaksha',
  title: 'About Us',
  description:
    'We teach students and early-career engineers the way the industry works: live, in small weekend batches, with mentors who build software for a living.',
  image: {
    src: '/images/content/about-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

/** The landing page's claims (spec §1), under the banner. */
export const ABOUT_CLAIMS: readonly { value: string; label: string }[] = [
  { value: '50000+', label: 'Learners' },
  { value: '250+', label: 'Partnerships' },
  { value: '150+', label: 'Technologies' },
];

export const ABOUT_STORY = {
  eyebrow: 'Our story',
  title: 'From one weekend class to a community of learners',
  paragraphs: [
    'Kaksha began in Bengaluru with a simple frustration. Our founders interviewed hundreds of fresh graduates for engineering roles and kept meeting bright students who had never built anything end to end, because their colleges had no one to show them how.',
    'So we started a Saturday class: one mentor, one small batch, one real project. Students wrote code live, got it reviewed and presented it at a demo day. The format worked, and it grew into four programs (Webmonk, Machinester, Codeslayer and IOT), taught live every weekend with 24*7 teaching-assistant support.',
    'Today learners join us from colleges and small towns across India. What has not changed is the idea: learn by building, with people who do this work every day.',
  ],
} as const;

export interface StorySlide {
  id: string;
  title: string;
  caption: string;
  image: ContentImage;
}

/** The story's auto-playing illustrated slider (our own SVG illustrations). */
export const ABOUT_STORY_SLIDES: readonly StorySlide[] = [
  {
    id: 'weekend-classes',
    title: 'Live classes every weekend',
    caption: 'Saturday and Sunday sessions where you code along with your mentor, not watch.',
    image: {
      src: '/images/content/story-live-class.svg',
      alt: 'A mentor teaching a live online class to a grid of students, with code on a shared screen',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'mentors',
    title: 'Mentors who build for a living',
    caption: 'Working engineers review your code and answer your questions one to one.',
    image: {
      src: '/images/content/story-mentors.svg',
      alt: 'A mentor and a student looking at a laptop together, with review comments beside the code',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'demo-days',
    title: 'Demo days',
    caption:
      'Every batch ends with learners presenting their projects to mentors and hiring partners.',
    image: {
      src: '/images/content/story-demo-day.svg',
      alt: 'A student presenting a project on a big screen to an applauding audience',
      width: 640,
      height: 400,
    },
  },
  {
    id: 'community',
    title: 'A community across India',
    caption: 'Learners’ circles, campus associates and alumni who keep helping each other.',
    image: {
      src: '/images/content/story-community.svg',
      alt: 'Learners from different places connected to one another through Kaksha',
      width: 640,
      height: 400,
    },
  },
];

/** Spec: a six-card "why we stand out" slider. */
export const ABOUT_WHY_CARDS: readonly IconCard[] = [
  {
    id: 'live',
    icon: 'video',
    title: 'Live, not recorded',
    text: 'Every class is taught live on weekends, so you can ask the question the moment it matters.',
  },
  {
    id: 'mentors',
    icon: 'compass',
    title: 'Industry mentors',
    text: 'Our instructors work at product companies and start-ups, and teach from what they ship.',
  },
  {
    id: 'projects',
    icon: 'code',
    title: 'Projects you can show',
    text: 'You leave with reviewed projects on GitHub and a demo-day presentation, not just notes.',
  },
  {
    id: 'support',
    icon: 'headset',
    title: '24*7 TA support',
    text: 'Teaching assistants answer doubts day and night, so you never stay stuck for long.',
  },
  {
    id: 'affordable',
    icon: 'rupee',
    title: 'Priced for students',
    text: 'One price per program, shown on its page, payable by UPI, cards or wallets. No loans, no hidden fees.',
  },
  {
    id: 'careers',
    icon: 'briefcase',
    title: 'Internships',
    text: 'Internship opportunities after your program, and paid internships for selected students through our partners.',
  },
];

export interface MediaItem {
  id: string;
  /** Where the piece lives, shown above the title (honest about the source). */
  source: string;
  title: string;
  para: string;
  image: ContentImage;
  /** READ NOW opens it in a new tab. */
  link: string;
}

const socialHref = (network: SocialNetwork) =>
  siteConfig.social.find((link) => link.network === network)?.href ?? '';

/**
 * Spec: a media presence slider of 7 articles, each with a READ NOW link. We link only to what
 * Kaksha itself publishes (its blog and its own channels), so no card claims press coverage we do
 * not have and no link can break. Articles by the press go here, with their real links, once
 * there are some. The landing page's media cards link to this section (#media).
 */
export const ABOUT_MEDIA_ITEMS: readonly MediaItem[] = [
  {
    id: 'blog-full-stack-roadmap',
    source: 'Kaksha blog',
    title: 'A full-stack roadmap for your second year of engineering',
    para: 'A month-by-month plan from HTML and Git to React, Node and PostgreSQL that fits around classes and internals.',
    image: mediaImage('media-blog'),
    link: '/blog/six',
  },
  {
    id: 'blog',
    source: 'Kaksha blog',
    title: 'Guides and stories from our mentors',
    para: 'Roadmaps, interview advice and learners’ stories, written by the people who teach our weekend classes.',
    image: mediaImage('media-projects'),
    link: '/blog',
  },
  {
    id: 'youtube',
    source: 'Kaksha on YouTube',
    title: 'Demo days and past events, recorded',
    para: 'Watch learners present their capstone projects and replay our free live workshops.',
    image: mediaImage('media-video'),
    link: socialHref('youtube'),
  },
  {
    id: 'linkedin',
    source: 'Kaksha on LinkedIn',
    title: 'News from our hiring partners',
    para: 'Internship openings, partner announcements and alumni milestones, as they happen.',
    image: mediaImage('media-network'),
    link: socialHref('linkedin'),
  },
  {
    id: 'instagram',
    source: 'Kaksha on Instagram',
    title: 'Life at Kaksha, in pictures',
    para: 'Campus workshops, learners’ circles and a look behind the scenes of our weekend classes.',
    image: mediaImage('media-camera'),
    link: socialHref('instagram'),
  },
  {
    id: 'x',
    source: 'Kaksha on X',
    title: 'Event announcements and quick tips',
    para: 'Short posts on upcoming events, new batches and one-minute coding tips from our mentors.',
    image: mediaImage('media-chat'),
    link: socialHref('x'),
  },
  {
    id: 'facebook',
    source: 'Kaksha on Facebook',
    title: 'Batch updates for learners and parents',
    para: 'New batch dates, scholarship news and answers to the questions families ask us most.',
    image: mediaImage('media-calendar'),
    link: socialHref('facebook'),
  },
];

/** Decorative: the card's source and title say what it is. */
function mediaImage(name: string): ContentImage {
  return { src: `/images/content/${name}.svg`, alt: '', width: 480, height: 270 };
}

/** Spec: two e-mail addresses, two phone numbers and the Bengaluru office (from site-config). */
export interface AboutContact {
  emails: readonly ContactEmail[];
  phones: readonly ContactPhone[];
  office: typeof siteConfig.office;
}

export const ABOUT_CONTACT: AboutContact = {
  emails: [siteConfig.emails.hello, siteConfig.emails.support],
  phones: [siteConfig.phones.admissions, siteConfig.phones.support],
  office: siteConfig.office,
};
