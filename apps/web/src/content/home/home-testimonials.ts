/**
 * The landing page's testimonial slider (spec document 1 §1 and document 2 §3: three fixed
 * testimonials of content, name, college, id and img, advancing every 4000 ms). The people and
 * colleges are fictional placeholders and the pictures are drawn illustrations
 * (apps/web/public/images/testimonials/), not photographs of anyone.
 */

export interface Testimonial {
  id: string;
  content: string;
  name: string;
  college: string;
  /** Picture under apps/web/public, 96×96. */
  img: string;
}

/** Spec: the slider advances every 4000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 4000;
export const TESTIMONIAL_SPEED_MS = 500;

export const TESTIMONIAL_IMAGE_SIZE = 96;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: '1',
    content:
      'The weekend classes fit around my semester, and the mentors reviewed every project I pushed. I built three full-stack apps in Webmonk and talked about all of them in my internship interviews.',
    name: 'Ananya Kulkarni',
    college: 'Deccan Institute of Technology',
    img: '/images/testimonials/ananya.svg',
  },
  {
    id: '2',
    content:
      'Codeslayer’s contests and mock interviews took the fear out of placement season. Whenever I was stuck at night, a teaching assistant answered within minutes.',
    name: 'Rohit Menon',
    college: 'Coromandel College of Engineering',
    img: '/images/testimonials/rohit.svg',
  },
  {
    id: '3',
    content:
      'I had never touched a microcontroller before the IOT program. By the end I had a line-following robot, a Gold TBStar badge and a paid internship offer.',
    name: 'Farah Siddiqui',
    college: 'Malwa Plateau University',
    img: '/images/testimonials/farah.svg',
  },
];
