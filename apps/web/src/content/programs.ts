/**
 * The four live programs as the marketing pages describe them. Prices and cart items come from
 * the API catalogue later; this is display copy and routing only.
 */

export type ProgramId = 'webmonk' | 'machinester' | 'code-slayer' | 'iot';

export interface ProgramSummary {
  id: ProgramId;
  /** The last segment of /course/<slug>; matched case-insensitively. */
  slug: string;
  name: string;
  category: 'Web Development' | 'Machine Learning' | 'Coding' | 'IOT';
  tagline: string;
  duration: string;
  weeklyHours: string;
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
  },
  {
    id: 'machinester',
    slug: 'machinester',
    name: 'Machinester',
    category: 'Machine Learning',
    tagline: 'Machine learning with Python, real data sets and deployed models.',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
  },
  {
    id: 'code-slayer',
    slug: 'codeslayer',
    name: 'Codeslayer',
    category: 'Coding',
    tagline: 'Competitive programming and placement preparation.',
    duration: '2 months',
    weeklyHours: '2-10 hrs/week',
  },
  {
    id: 'iot',
    slug: 'iot',
    name: 'IOT',
    category: 'IOT',
    tagline: 'Robotics and the Internet of Things, with hands-on builds.',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
  },
];

export function findProgramBySlug(slug: string | undefined): ProgramSummary | undefined {
  if (!slug) return undefined;
  const wanted = slug.toLowerCase();
  return PROGRAMS.find((program) => program.slug === wanted);
}

export function toProgramPath(program: ProgramSummary): string {
  // The spec links IOT in capitals; the route matches either way.
  return program.id === 'iot' ? '/course/IOT' : `/course/${program.slug}`;
}
