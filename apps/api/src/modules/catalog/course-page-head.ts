import { toRupees } from '@kaksha/shared';
import type { CatalogCache } from './catalog-cache';
import type { CourseRow } from './catalog.table';

const COURSE_PAGE = /^\/course\/([a-z-]+)$/;

/** '/course/codeslayer' names 'code-slayer': a program's page is its id without hyphens. */
function findCourse(rows: readonly CourseRow[], slug: string): CourseRow | undefined {
  return rows.find((row) => row.id.replace(/-/g, '') === slug);
}

/** JSON in a script element: '<' escaped so no text can close the element. */
const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * schema.org/Course for a program page (https://schema.org/Course), with its offer at today's
 * price. Prices are never baked into the prerendered HTML (a sale would wait for a rebuild), so the
 * server adds this block when it serves the page, from the same catalogue that prices orders.
 */
export function courseJsonLd(course: CourseRow, publicUrl: string, path: string) {
  const pricePaise = course.discountedPricePaise ?? course.pricePaise;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: `${publicUrl}${path}`,
    image: `${publicUrl}/og/program-${course.id}.png`,
    courseCode: course.id,
    inLanguage: 'en-IN',
    provider: { '@type': 'Organization', name: 'Kaksha', sameAs: publicUrl },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: toRupees(pricePaise).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${publicUrl}${path}`,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        byDay: ['Saturday', 'Sunday'],
      },
    },
  };
}

/** Extra head tags for a prerendered page: the Course block of a program page, else none. */
export function createCoursePageHeads(catalog: CatalogCache, publicUrl: string) {
  return async (canonicalPath: string): Promise<string[] | undefined> => {
    const match = COURSE_PAGE.exec(canonicalPath);
    if (!match) return undefined;
    const course = findCourse((await catalog.snapshot()).rows, match[1]!);
    if (!course) return undefined;
    const block = toScriptJson(courseJsonLd(course, publicUrl, canonicalPath));
    return [`<script type="application/ld+json">${block}</script>`];
  };
}
