import type { ContentImage, IconCard, Testimonial } from './content-page.types';

/** Copy of /campus-associate (spec document 2, "Campus Associate"). */

export const CAMPUS_HERO = {
  eyebrow: 'Student leadership program',
  title: 'Campus Associate',
  description:
    'Be the face of Kaksha at your college. Bring live tech workshops to your campus, grow a community of builders and learn to lead while you are still a student.',
  image: {
    src: '/images/content/campus-associate-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

export const CAMPUS_PROGRAM = {
  eyebrow: 'About the program',
  title: 'Lead the Kaksha community at your college',
  paragraphs: [
    'The Campus Associate program is a semester-long role for students who like bringing people together. You become the link between your campus and Kaksha: you tell classmates about our live weekend programs and events, run workshops with your coding club and pass on what students are asking for.',
    'You get a mentor from our community team, a monthly plan to work to and the same 24*7 support our learners get. It takes about 4-6 hours a week and fits around your classes and exams.',
  ],
  highlights: ['One semester, renewable', '4-6 hours a week', 'Open to every year and stream'],
} as const;

/** Spec: a benefits carousel of 6 cards. */
export const CAMPUS_BENEFIT_CAROUSEL: readonly IconCard[] = [
  {
    id: 'lead',
    icon: 'flag',
    title: 'Lead, not just follow',
    text: 'Plan and run real events on your campus, from a 40-seat workshop to a weekend hackathon.',
  },
  {
    id: 'mentorship',
    icon: 'compass',
    title: 'A mentor in your corner',
    text: 'A fortnightly call with our community team to plan, review what worked and unblock you.',
  },
  {
    id: 'network',
    icon: 'users',
    title: 'Friends in every city',
    text: 'Meet associates from colleges across India in our private group and at online meet-ups.',
  },
  {
    id: 'marketing',
    icon: 'megaphone',
    title: 'Real marketing experience',
    text: 'Write posts, pitch to clubs and see what your campaigns achieve in live numbers.',
  },
  {
    id: 'flexible',
    icon: 'calendar',
    title: 'Fits your timetable',
    text: 'Work from your campus at your own pace; exam weeks are planned in, not worked around.',
  },
  {
    id: 'placements',
    icon: 'briefcase',
    title: 'Stand out at placements',
    text: 'Leadership stories interviewers ask about, backed by a certificate and a reference.',
  },
];

/** Spec: Online registration, Shortlisting, Interview, Let's Get Started! */
export const CAMPUS_STEPS: readonly { id: string; title: string; text: string }[] = [
  {
    id: 'registration',
    title: 'Online registration',
    text: 'Fill in the short application form: your college, your year and why you want the role.',
  },
  {
    id: 'shortlisting',
    title: 'Shortlisting',
    text: 'Our community team reads every form and replies by e-mail within a week.',
  },
  {
    id: 'interview',
    title: 'Interview',
    text: 'A friendly 20-minute video call about your ideas for your campus. No technical test.',
  },
  {
    id: 'get-started',
    title: "Let's Get Started!",
    text: 'Join the onboarding session, meet your mentor and plan your first event.',
  },
];

/** Spec: the six skills, in this order. */
export const CAMPUS_SKILLS: readonly string[] = [
  'Must be a college student',
  'Passionate about the role',
  'Strong leadership',
  'Team management',
  'Effective persuasion',
  'Excellent communication',
];

/** Spec: roles and responsibilities, 6 cards. */
export const CAMPUS_ROLES: readonly IconCard[] = [
  {
    id: 'spread-the-word',
    icon: 'megaphone',
    title: 'Spread the word',
    text: 'Share Kaksha programs, events and scholarships with classmates, in person and online.',
  },
  {
    id: 'host-events',
    icon: 'calendar',
    title: 'Host events',
    text: 'Bring live workshops and talks by our mentors to your campus, at least one a month.',
  },
  {
    id: 'build-community',
    icon: 'users',
    title: 'Build a community',
    text: 'Start and grow a Kaksha learners’ circle that meets, codes and builds projects together.',
  },
  {
    id: 'partner-with-clubs',
    icon: 'partnership',
    title: 'Partner with clubs',
    text: 'Work with your coding club, IEEE branch or tech fest team on joint sessions.',
  },
  {
    id: 'be-the-voice',
    icon: 'chat',
    title: 'Be the students’ voice',
    text: 'Tell us what your campus wants to learn next; your feedback shapes our programs.',
  },
  {
    id: 'report-progress',
    icon: 'chart',
    title: 'Track your impact',
    text: 'Keep a simple monthly log of events and sign-ups, and review it with your mentor.',
  },
];

/** Spec: benefits, 9 cards. */
export const CAMPUS_BENEFITS: readonly IconCard[] = [
  {
    id: 'certificate',
    icon: 'award',
    title: 'Certificate',
    text: 'A Campus Associate certificate at the end of every semester you complete.',
  },
  {
    id: 'recommendation-letter',
    icon: 'document',
    title: 'Letter of recommendation',
    text: 'A signed letter from our community lead for associates who meet their semester goals.',
  },
  {
    id: 'incentives',
    icon: 'rupee',
    title: 'Performance incentives',
    text: 'Earn incentives for every learner who enrols through your campus events.',
  },
  {
    id: 'free-program',
    icon: 'laptop',
    title: 'A free program seat',
    text: 'Top associates of each semester join a Kaksha program of their choice for free.',
  },
  {
    id: 'workshops',
    icon: 'mic',
    title: 'Exclusive workshops',
    text: 'Sessions on public speaking, personal branding and running events, only for associates.',
  },
  {
    id: 'goodies',
    icon: 'gift',
    title: 'Kaksha goodies',
    text: 'A welcome kit with a T-shirt, stickers and a notebook, posted to your college.',
  },
  {
    id: 'internships',
    icon: 'briefcase',
    title: 'Internship opportunities',
    text: 'Outstanding associates are invited to apply for internships with our community team.',
  },
  {
    id: 'linkedin',
    icon: 'star',
    title: 'LinkedIn recommendation',
    text: 'A personal recommendation on LinkedIn describing what you built and led.',
  },
  {
    id: 'early-access',
    icon: 'ticket',
    title: 'Early access',
    text: 'First seats at our live events, demo days and new program launches.',
  },
];

/** Spec: 3 student testimonials, cycled with previous and next arrows. Names are fictional. */
export const CAMPUS_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'ananya',
    name: 'Ananya Deshpande',
    role: '3rd-year B.Tech student, Pune',
    quote:
      'I was nervous about speaking in front of my batch. Six months later I had hosted four workshops, and my first one had 60 people in a room meant for 40. The mentor calls kept me on track during exams too.',
  },
  {
    id: 'farhan',
    name: 'Farhan Qureshi',
    role: '2nd-year BCA student, Lucknow',
    quote:
      'Our college had no coding club, so we started a Kaksha learners’ circle with eight friends. Now we meet every Sunday after the live class and solve problems together. It is the best thing I did in college.',
  },
  {
    id: 'meera',
    name: 'Meera Krishnan',
    role: 'Final-year ECE student, Coimbatore',
    quote:
      'In my placement interview they asked about leading a team, and I talked about running an IoT workshop with our IEEE branch. I got the offer, and the recommendation letter went into my file.',
  },
];

export const CAMPUS_CLOSING = {
  title: 'Feel Connected, Join us!',
  description:
    'Questions about the role, the time it takes or how to apply? Ask for a call and our community team will ring you back, or send in your application today.',
} as const;
