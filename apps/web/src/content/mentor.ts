import type { Faq } from '../components/ui/faq-list';
import type { ContentImage, IconCard } from './content-page.types';
import { siteConfig } from './site-config';

/** Copy of /mentor (spec document 2, "Mentor"); its FAQ also closes /refer. */

export const MENTOR_HERO = {
  eyebrow: 'Teach with Kaksha',
  title: 'Become a mentor',
  description:
    'Teach live weekend classes to motivated students, review their code and help them land their first role. You bring your industry experience; we handle the rest.',
  image: {
    src: '/images/content/mentor-hero.svg',
    alt: '',
    width: 560,
    height: 440,
  } satisfies ContentImage,
} as const;

export const MENTOR_BENEFITS_INTRO = {
  eyebrow: 'Why mentor with us',
  title: 'Share what you know, on your schedule',
  description:
    'Our mentors are working engineers, data scientists and hardware developers. Here is what they tell us they value most.',
} as const;

export const MENTOR_BENEFITS: readonly IconCard[] = [
  {
    id: 'paid',
    icon: 'rupee',
    title: 'Paid for every session',
    text: 'A fixed fee for each live class and code review, paid monthly, agreed before you start.',
  },
  {
    id: 'weekends',
    icon: 'calendar',
    title: 'Weekends only',
    text: 'Classes run on Saturdays and Sundays, so mentoring fits around your full-time job.',
  },
  {
    id: 'material',
    icon: 'laptop',
    title: 'Curriculum ready to teach',
    text: 'Slides, exercises and project briefs are prepared with you; adapt them to how you teach.',
  },
  {
    id: 'ta-support',
    icon: 'headset',
    title: 'Teaching assistants',
    text: 'Our TAs answer doubts 24*7 and do first-pass reviews, so your time goes where it counts.',
  },
  {
    id: 'brand',
    icon: 'star',
    title: 'Grow your profile',
    text: 'Speak at our events, publish on our blog and build a name as a teacher in your field.',
  },
  {
    id: 'impact',
    icon: 'users',
    title: 'See the difference you make',
    text: 'Watch learners go from their first commit to a demo day and their first internship.',
  },
];

/** Spec §9: mentor FAQs, 12, 3 shown first. Also shown on /refer. */
export const MENTOR_FAQS: readonly Faq[] = [
  {
    question: 'Who can become a Kaksha mentor?',
    answer:
      'Working professionals with at least two years of hands-on experience in web development, machine learning, competitive programming or embedded systems and IoT. Teaching experience helps but is not required; we train every new mentor.',
  },
  {
    question: 'How much time does mentoring take?',
    answer:
      'Usually 5-8 hours a week: two live classes on the weekend, plus time to review projects. Codeslayer batches run for 2 months; Webmonk, Machinester and IOT run for 3.',
  },
  {
    question: 'Which programs can I teach?',
    answer:
      'Webmonk (full-stack web development), Machinester (machine learning), Codeslayer (competitive programming and placement preparation) and IOT (robotics and the Internet of Things). Tell us your strengths on the application form.',
  },
  {
    question: 'How are mentors paid?',
    answer:
      'You are paid a fixed fee per live session and per project review, agreed in writing before your first batch. Payments are made by bank transfer every month, with a statement of the sessions covered.',
  },
  {
    question: 'Do I have to prepare the course material myself?',
    answer:
      'No. Each program has a curriculum, slides, exercises and project briefs. You are welcome to improve them and bring examples from your own work; our curriculum team helps with the changes.',
  },
  {
    question: 'What happens after I apply?',
    answer:
      'Our team reviews your application within a week. Shortlisted applicants have a 30-minute conversation with a senior mentor and then teach a 15-minute demo lesson on a topic of their choice.',
  },
  {
    question: 'Can I mentor alongside a full-time job?',
    answer:
      'Yes, almost all our mentors do. Classes are on weekends and reviews can be done whenever suits you during the week. If you need your employer’s permission for outside work, please get it before you start.',
  },
  {
    question: 'What tools do the classes use?',
    answer:
      'Live classes run in the browser on our video platform with a shared code editor. Projects live on GitHub, and doubts are answered in the batch’s discussion channel. We give you access to everything on day one.',
  },
  {
    question: 'How big is a batch?',
    answer:
      'Batches are kept small enough that every learner can ask questions live. Teaching assistants take first-level doubts so that you can focus on teaching and reviews.',
  },
  {
    question: 'Can I mentor only code reviews or a single workshop?',
    answer:
      'Yes. Besides teaching a full batch you can be a project reviewer, run a one-off workshop or speak at one of our free live events. Say which you prefer when you apply.',
  },
  {
    question: 'Will I get a certificate or a reference?',
    answer:
      'Every mentor receives a certificate of mentorship for each batch taught, and we are glad to write a reference on LinkedIn or for your employer describing your work with us.',
  },
  {
    question: 'Who do I talk to if I have more questions?',
    answer: `Write to ${siteConfig.emails.hello.address} or call our admissions line on ${siteConfig.phones.admissions.display}, and ask for the mentor team. You can also request a call back and we will ring you at a time that suits you.`,
  },
];

export const MENTOR_APPLY_BAND = {
  title: 'Ready to teach your first batch?',
  description:
    'The application takes about ten minutes: your experience, the programs you would like to teach and a link to your work.',
} as const;
