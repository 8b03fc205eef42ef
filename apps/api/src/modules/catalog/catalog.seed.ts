import type { Database } from '../../infra/database/database';
import { announceInvalidations } from '../../infra/invalidation/invalidation-bus';
import { upsertCourses } from './catalog.repository';
import type { NewCourseRow } from './catalog.table';

/** The programs Kaksha sells. Prices in paise: 4999 rupees each, Webmonk on sale at 3499. */
export const COURSE_SEED: readonly NewCourseRow[] = [
  {
    id: 'webmonk',
    name: 'Webmonk',
    description:
      'Full-stack web development: HTML, CSS, JavaScript, Git, Node, databases and React, with 6+ live projects.',
    image: '/images/courses/webmonk.svg',
    category: 'web-development',
    pricePaise: 499_900,
    discountedPricePaise: 349_900,
    sortOrder: 1,
  },
  {
    id: 'machinester',
    name: 'Machinester',
    description:
      'Machine learning from Python and statistics to models you can deploy, taught live over 3 months.',
    image: '/images/courses/machinester.svg',
    category: 'machine-learning',
    pricePaise: 499_900,
    discountedPricePaise: null,
    sortOrder: 2,
  },
  {
    id: 'iot',
    name: 'IOT',
    description:
      'Robotics and the Internet of Things: sensors, microcontrollers, connectivity and cloud dashboards.',
    image: '/images/courses/iot.svg',
    category: 'iot',
    pricePaise: 499_900,
    discountedPricePaise: null,
    sortOrder: 3,
  },
  {
    id: 'code-slayer',
    name: 'Codeslayer',
    description:
      'Placement and competitive-programming preparation: data structures, algorithms and mock interviews.',
    image: '/images/courses/code-slayer.svg',
    category: 'coding',
    pricePaise: 499_900,
    discountedPricePaise: null,
    sortOrder: 4,
  },
];

/** The seed may change prices (a new release): instances already running drop their catalogue. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertCourses(tx, COURSE_SEED);
    await announceInvalidations(tx, [{ cache: 'catalog' }]);
  });
}
