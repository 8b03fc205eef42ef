/**
 * The four live programs as the marketing pages describe them: display copy and routing only.
 * Prices come from the API catalogue (GET /api/v1.5/courses); the detail-page copy lives in
 * content/programs/<id>.content.ts and is loaded with the page.
 */

export type ProgramId = 'webmonk' | 'machinester' | 'code-slayer' | 'iot';

/** The catalogue's filter order (spec: All, Web Development, Machine Learning, Coding, IOT). */
export const PROGRAM_CATEGORIES = ['Web Development', 'Machine Learning', 'Coding', 'IOT'] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

export interface ProgramSummary {
  id: ProgramId;
  /** The last segment of /course/<slug>; matched case-insensitively. */
  slug: string;
  name: string;
  category: ProgramCategory;
  tagline: string;
  duration: string;
  weeklyHours: string;
  /** Catalogue card text (the spec's para1). */
  cardText: string;
  /** Lead instructor, shown on the catalogue card (the spec's teachername). */
  teacherName: string;
  /** Same path as the API's course image, served from apps/web/public. */
  image: string;
}

export const PROGRAMS: readonly ProgramSummary[] = [
  {
    id: 'webmonk',
    slug: 'webmonk',
    name: 'Webmonk',
    category: 'Web Development',
    tagline: 'Full-stack web development, from HTML to React and Node.',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
    cardText:
      'Go from your first HTML page to a deployed React and Node application, with more than six portfolio projects reviewed by working developers.',
    teacherName: 'Aditi Raghavan',
    image: '/images/courses/webmonk.svg',
  },
  {
    id: 'machinester',
    slug: 'machinester',
    name: 'Machinester',
    category: 'Machine Learning',
    tagline: 'Machine learning with Python, real data sets and deployed models.',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
    cardText:
      'Learn Python, statistics and machine learning on real data sets, then train neural networks and serve your models behind an API.',
    teacherName: 'Vikram Iyer',
    image: '/images/courses/machinester.svg',
  },
  {
    id: 'code-slayer',
    slug: 'codeslayer',
    name: 'Codeslayer',
    category: 'Coding',
    tagline: 'Competitive programming and placement preparation.',
    duration: '2 months',
    weeklyHours: '2-10 hrs/week',
    cardText:
      'Master data structures, algorithms and contest strategy in eight weeks, then rehearse with mock interviews before placement season.',
    teacherName: 'Siddharth Jain',
    image: '/images/courses/code-slayer.svg',
  },
  {
    id: 'iot',
    slug: 'iot',
    name: 'IOT',
    category: 'IOT',
    tagline: 'Robotics and the Internet of Things, with hands-on builds.',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
    cardText:
      'Wire sensors to Arduino and ESP32 boards, stream readings to cloud dashboards and build a line-following robot, starting in a simulator.',
    teacherName: 'Neha Pillai',
    image: '/images/courses/iot.svg',
  },
];

export function findProgramBySlug(slug: string | undefined): ProgramSummary | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return PROGRAMS.find((program) => program.slug === wanted);
}

/** The program page's canonical path; the spec's /course/IOT is answered with 301 to /course/iot. */
export function toProgramPath(program: ProgramSummary): string {
  return `/course/${program.slug}`;
}
