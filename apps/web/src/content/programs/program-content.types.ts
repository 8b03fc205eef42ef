import type { ProgramId } from '../programs';

/**
 * Everything a program detail page shows apart from the price, which comes from the API.
 * One file per program fills this in; the page only lays it out.
 */
export interface ProgramContent {
  id: ProgramId;
  /** The line under the program name, e.g. "Full-Stack Web Development". */
  headline: string;
  /**
   * One or two sentences under the headline: what the program does for the learner. The hero's
   * largest text, painted with the HTML (the page's Largest Contentful Paint, ADR 0020).
   */
  lead: string;
  facts: ProgramFacts;
  overview: ProgramOverview;
  roadmap: readonly RoadmapStage[];
  projects: readonly ProgramProject[];
  concepts: readonly ProgramConcept[];
  instructor: ProgramInstructor;
  reviews: readonly StudentReview[];
  /** Spec: 12 per program, 3 shown until Read More. */
  faqs: readonly ProgramFaq[];
}

export interface ProgramFacts {
  /** Shown with stars, one decimal. */
  rating: number;
  /** Display text, e.g. "10K+". */
  studentCount: string;
  format: string;
  duration: string;
  weeklyHours: string;
  /** Only Webmonk states a project count ("more than 6 projects"). */
  projectCount?: string;
}

export interface ProgramOverview {
  paragraphs: readonly string[];
  /** The grid of 8 on CodeSlayer, Machinester and IOT. */
  benefits?: readonly ProgramBenefit[];
  /** Webmonk's shorter list in place of the grid. */
  highlights?: readonly string[];
}

export type BenefitIcon =
  'live' | 'support' | 'mentor' | 'project' | 'award' | 'internship' | 'community' | 'badge';

export interface ProgramBenefit {
  icon: BenefitIcon;
  title: string;
  description: string;
}

export interface RoadmapStage {
  /** When it happens, e.g. "Weeks 1-3" or "After the program". */
  period: string;
  title: string;
  description: string;
}

export interface ProgramProject {
  title: string;
  /** Longer than 80 characters: the card cuts it there until Read Now. */
  description: string;
  skills: readonly string[];
}

export interface ProgramConcept {
  title: string;
  topics: readonly string[];
}

export interface ProgramInstructor {
  name: string;
  role: string;
  experience: string;
  bio: readonly string[];
  expertise: readonly string[];
}

export interface StudentReview {
  username: string;
  college?: string;
  program: string;
  review: string;
  /** 1 to 5. */
  rating: number;
}

export interface ProgramFaq {
  question: string;
  answer: string;
}
