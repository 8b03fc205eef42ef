import type { ProgramCategory, ProgramId } from '../programs';

/**
 * "Explore by category": one tile per program category, in the catalogue's order, each leading to
 * the program that teaches it (content/programs.ts has the names and paths).
 */

export interface HomeCategory {
  category: ProgramCategory;
  programId: ProgramId;
  /** What the category covers, in a few words each. */
  topics: readonly string[];
}

export const HOME_CATEGORIES: readonly HomeCategory[] = [
  {
    category: 'Web Development',
    programId: 'webmonk',
    topics: ['HTML and CSS', 'React', 'Node.js', 'Deployment'],
  },
  {
    category: 'Machine Learning',
    programId: 'machinester',
    topics: ['Python', 'Statistics', 'Neural networks', 'Model serving'],
  },
  {
    category: 'Coding',
    programId: 'code-slayer',
    topics: ['Data structures', 'Algorithms', 'Contests', 'Mock interviews'],
  },
  {
    category: 'IOT',
    programId: 'iot',
    topics: ['Arduino', 'ESP32', 'Sensors', 'Robotics'],
  },
];
