import type { Faq } from '../components/ui/faq-list';
import type { ContentImage, IconCard } from './content-page.types';

/** Copy of /hire-with-us (spec document 2, "Hire with us"). */

export const HIRE_HERO = {
  eyebrow: 'For employers',
  title: 'Hire with us',
  description:
    'Meet interns and fresh graduates who have already built and shipped real projects, reviewed by working engineers. Tell us what you need and we will send you a shortlist.',
  image: {
    src: '/images/content/hire-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

export const HIRE_INTRO = {
  eyebrow: 'Why hire from Kaksha',
  title: 'Candidates who can show their work',
  bullets: [
    'Every candidate has finished a live, mentor-led program in web development, machine learning, competitive programming or IoT.',
    'Their projects are on GitHub, reviewed by industry mentors, and presented at a demo day.',
    'We shortlist against your job description, so you interview only people who fit the role.',
    'Internships, full-time roles or a short project: we match students and graduates to each.',
  ],
} as const;

/** Spec: six benefit cards. */
export const HIRE_BENEFITS: readonly IconCard[] = [
  {
    id: 'screened',
    icon: 'shield',
    title: 'Pre-screened talent',
    text: 'Candidates pass our coding assessments and a mentor’s review before they reach you.',
  },
  {
    id: 'portfolios',
    icon: 'code',
    title: 'Real project portfolios',
    text: 'See the code a candidate wrote, the pull requests they made and the demo they gave.',
  },
  {
    id: 'fast',
    icon: 'clock',
    title: 'A shortlist in days',
    text: 'Share a role and receive a shortlist of matched profiles, usually within five working days.',
  },
  {
    id: 'skills',
    icon: 'target',
    title: 'Skills you ask for',
    text: 'React and Node, Python and ML, DSA, or embedded and IoT: filter by the stack you use.',
  },
  {
    id: 'partner',
    icon: 'partnership',
    title: 'One point of contact',
    text: 'A dedicated partnerships manager schedules interviews and follows up with candidates.',
  },
  {
    id: 'campus',
    icon: 'graduation',
    title: 'Reach across campuses',
    text: 'Our learners come from colleges all over India, well beyond the usual hiring list.',
  },
];

/** Spec: a 7-question FAQ, 3 shown first. */
export const HIRE_FAQS: readonly Faq[] = [
  {
    question: 'What does it cost to hire through Kaksha?',
    answer:
      'Sharing a role, receiving a shortlist and interviewing are free. If you hire for a full-time role we agree a placement fee with you up front, before you see any profiles; internships through our partner program carry no fee.',
  },
  {
    question: 'What kind of roles can you fill?',
    answer:
      'Internships and entry-level roles in front-end, back-end and full-stack web development, data and machine learning, embedded systems and IoT, and roles that need strong problem-solving such as SDE-1.',
  },
  {
    question: 'How are candidates assessed?',
    answer:
      'Each candidate has completed a live Kaksha program with graded projects and code reviews by mentors. Before we shortlist anyone for you we also run a short technical screen matched to your role.',
  },
  {
    question: 'How quickly will we receive profiles?',
    answer:
      'Usually within five working days of a call with your hiring manager. For urgent or bulk roles, tell us on the Request Info form and we will plan a timeline with you.',
  },
  {
    question: 'Can we run our own tests and interviews?',
    answer:
      'Yes. You decide the process. We can schedule your assessments and interviews, remind candidates and collect feedback, or simply hand over the shortlist.',
  },
  {
    question: 'Can we hire interns for a fixed period?',
    answer:
      'Yes. Many partners start with a two- to six-month internship, paid or stipend-based, and make offers to interns who do well. We help set up the internship and check in during it.',
  },
  {
    question: 'Can our engineers also mentor or speak at events?',
    answer:
      'We would love that. Partner engineers run guest sessions and judge demo days, which is also a good way to meet candidates early. Mention it when you request info, or see our mentor page.',
  },
];

export const HIRE_CLOSING = {
  title: 'Tell us about your next hire',
  description:
    'Fill in the short Request Info form with the role, location and start date. Our partnerships team will call you within two working days.',
} as const;
