/**
 * The landing page's key attributes (spec document 2, §1 claims), shown as numbers that count up
 * from 0 when the band comes into view.
 */

export interface KeyAttribute {
  id: string;
  /** The number the count-up ends on. */
  value: number;
  /** Written after the number: the spec's claims are all "N+". */
  suffix: string;
  label: string;
  /** One line under the label. */
  detail: string;
}

/** Spec §9: the count-up lasts 4000 ms. */
export const COUNT_UP_DURATION_MS = 4000;

export const KEY_ATTRIBUTES: readonly KeyAttribute[] = [
  {
    id: 'learners',
    value: 50000,
    suffix: '+',
    label: 'Learners',
    detail: 'students and early-career engineers have learnt with us',
  },
  {
    id: 'partnerships',
    value: 250,
    suffix: '+',
    label: 'Partnerships',
    detail: 'with colleges, universities and tech communities',
  },
  {
    id: 'hiring-partners',
    value: 50,
    suffix: '+',
    label: 'Hiring partners',
    detail: 'companies that interview our learners',
  },
  {
    id: 'technologies',
    value: 150,
    suffix: '+',
    label: 'Technologies',
    detail: 'languages, frameworks and tools across our programs',
  },
];
