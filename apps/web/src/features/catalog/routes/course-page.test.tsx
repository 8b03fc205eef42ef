import type { Course } from '@kaksha/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../../content/site-config';
import { addCartItem } from '../../../lib/cart-store';
import { setUpApp } from '../../../test/render-app';
import { listCourses } from '../../../test/seed';
import { getDecorativeRating } from '../lib/decorative-rating';
import { formatPrice } from '../lib/format-price';

const app = setUpApp();
const courses = new Map<string, Course>();

beforeAll(async () => {
  for (const course of await listCourses()) courses.set(course.id, course);
  // Warm the lazy page so the first test does not wait on the module import.
  await import('./course-page');
});

afterEach(() => {
  vi.useRealTimers();
});

const course = (id: string) => courses.get(id)!;
/** The Enroll button once the API's price is in. */
const enrollLabel = (id: string) => `Enroll Now for ${formatPrice(course(id).price)}`;

/** The program page once the API's price is in. */
async function openProgram(path: string, id: string) {
  const rendered = app.renderApp(path);
  // A text query to wait with: on the whole app's page a role query costs ~30 ms a try.
  await screen.findByText(enrollLabel(id), { selector: 'button' });
  return rendered;
}

/**
 * Lets `ms` of the page's (faked) time pass in small steps, with real I/O between them: the toast
 * area loads with the first toast, as it does in the browser while the clock runs.
 */
async function passTime(ms: number) {
  for (let left = ms; left > 0; left -= 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(50, left));
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

function readStoredCart(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<Record<string, unknown>>;
}

function getSection(name: string | RegExp) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const section = heading.closest('section');
  if (!section) throw new Error(`No section around ${String(name)}`);
  return section;
}

describe('program page header', () => {
  it('shows the Webmonk facts, the API price and the syllabus link', async () => {
    await openProgram('/course/webmonk', 'webmonk');
    expect(document.title).toBe('Kaksha | Webmonk');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Programs' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Webmonk');
    // The catalogue card's decorative value (program-rating.test.tsx compares the two).
    const { rating } = getDecorativeRating('webmonk');
    expect(screen.getByRole('img', { name: `Rated ${rating.toFixed(1)} out of 5` })).toBeTruthy();
    expect(screen.getByText('10K+ students')).toBeTruthy();
    expect(screen.getByText('Bestseller')).toBeTruthy();
    expect(screen.getByText('Online live classes')).toBeTruthy();
    expect(screen.getByText('3 months (5-10 hrs/week)')).toBeTruthy();
    expect(screen.getByText('6+ projects')).toBeTruthy();
    expect(screen.getByRole('button', { name: enrollLabel('webmonk') })).toBeTruthy();
    const sale = formatPrice(course('webmonk').discountedPrice!);
    expect(screen.getByText(sale).closest('p')?.textContent).toContain(`Sale price ${sale}`);

    const syllabus = screen.getAllByRole('link', {
      name: /^Download syllabus/,
    });
    expect(syllabus[0]?.getAttribute('href')).toBe(siteConfig.syllabusLinks.webmonk);
    expect(syllabus[0]?.getAttribute('target')).toBe('_blank');
  });

  it('opens at the top of the page', async () => {
    vi.mocked(window.scrollTo).mockClear();
    await openProgram('/course/IOT', 'iot');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('lays the sections out in the order of the spec', async () => {
    await openProgram('/course/webmonk', 'webmonk');
    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'From your first class to your first role',
      'What you will learn in Webmonk',
      'Build projects you can show',
      'Concepts you will master',
      'Meet Aditi Raghavan',
      'What Webmonk students say',
      'Questions about Webmonk',
      'Need help deciding?',
    ]);
    expect(screen.getByRole('img', { name: /^Webmonk career roadmap: / })).toBeTruthy();
    // Kaksha issues no certificates (issue 27): no sample certificate, and no page promises one.
    expect(screen.queryByRole('img', { name: /certificate/i })).toBeNull();
    const main = screen.getByRole('main').textContent ?? '';
    expect(main).not.toMatch(/earn a certificate|certificate of completion|verification ID/i);
  });
});

describe.each([
  {
    path: '/course/webmonk',
    id: 'webmonk',
    name: 'Webmonk',
    time: '3 months (5-10 hrs/week)',
    reviews: 5,
    benefits: 0,
  },
  {
    path: '/course/codeslayer',
    id: 'code-slayer',
    name: 'Codeslayer',
    time: '2 months (2-10 hrs/week)',
    reviews: 8,
    benefits: 8,
  },
  {
    path: '/course/machinester',
    id: 'machinester',
    name: 'Machinester',
    time: '3 months (5-10 hrs/week)',
    reviews: 5,
    benefits: 8,
  },
  {
    path: '/course/IOT',
    id: 'iot',
    name: 'IOT',
    time: '3 months (5-10 hrs/week)',
    reviews: 5,
    benefits: 8,
  },
])('$path', ({ path, id, name, time, reviews, benefits }) => {
  it('shows its duration, benefits and reviews', async () => {
    await openProgram(path, id);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name);
    expect(document.title).toBe(`Kaksha | ${name}`);
    expect(screen.getByText(time)).toBeTruthy();
    expect(screen.getByRole('button', { name: enrollLabel(id) })).toBeTruthy();

    const benefitList = screen.queryByRole('list', { name: 'Program benefits' });
    expect(benefitList ? within(benefitList).getAllByRole('listitem') : []).toHaveLength(benefits);

    const reviewCarousel = screen.getByRole('region', { name: `${name} student reviews` });
    const slides = within(reviewCarousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(reviews);
    expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'false')).toHaveLength(1);
  });

  it('has 12 FAQs, 3 shown until Read More', async () => {
    await openProgram(path, id);
    const faqs = getSection(`Questions about ${name}`);
    const questions = () => within(faqs).getAllByRole('button', { expanded: false, name: /\?$/ });
    expect(questions()).toHaveLength(3);
    fireEvent.click(within(faqs).getByRole('button', { name: 'Read More' }));
    expect(questions()).toHaveLength(12);
    fireEvent.click(within(faqs).getByRole('button', { name: 'Collapse' }));
    expect(questions()).toHaveLength(3);
  });
});

describe('concepts', () => {
  it('lists the seven Webmonk topics as toggles', async () => {
    await openProgram('/course/webmonk', 'webmonk');
    const concepts = getSection('Concepts you will master');
    const toggles = within(concepts).getAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent?.replace(/[+−]$/, ''))).toEqual([
      'HTML',
      'CSS',
      'Git and Github',
      'JavaScript',
      'Node',
      'Database',
      'React',
    ]);
  });
});

describe('enrolling from a program page', () => {
  it('adds the course, shows the toast and opens /cart after 2 seconds', async () => {
    const { router } = await openProgram('/course/webmonk', 'webmonk');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: enrollLabel('webmonk') }));

    // The line as the API describes the course, its sale price included.
    const webmonk = course('webmonk');
    expect(readStoredCart()).toEqual([
      {
        id: 'webmonk',
        name: webmonk.name,
        description: webmonk.description,
        price: webmonk.price,
        discountedPrice: webmonk.discountedPrice,
        image: webmonk.image,
      },
    ]);
    await passTime(1900);
    expect(screen.getByText('Item successfully added to cart!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/course/webmonk');

    await passTime(150);
    // On its way: the cart page may still be loading.
    expect((router.state.navigation.location ?? router.state.location).pathname).toBe('/cart');
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('says so, and does not add it again, when the course is already in the cart', async () => {
    addCartItem({
      id: 'code-slayer',
      name: 'Codeslayer',
      description: 'Placement preparation',
      price: 4999,
      image: '/images/courses/code-slayer.svg',
    });
    await openProgram('/course/codeslayer', 'code-slayer');
    expect(screen.getByText(/Codeslayer is already in your cart\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: enrollLabel('code-slayer') }));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(enrollLabel('code-slayer')) }));
    expect(
      await screen.findByText('Codeslayer is already in your cart.', { selector: '[data-title]' }),
    ).toBeTruthy();
    expect(readStoredCart().map((item) => item.id)).toEqual(['code-slayer']);
  });

  it('adds a course only once when Enroll is pressed twice', async () => {
    await openProgram('/course/machinester', 'machinester');
    const enroll = screen.getByRole('button', { name: enrollLabel('machinester') });
    fireEvent.click(enroll);
    fireEvent.click(enroll);
    expect(readStoredCart().map((item) => item.id)).toEqual(['machinester']);
    expect((enroll as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('help block', () => {
  it('offers the contacts and a call-back request for this program', async () => {
    await openProgram('/course/machinester', 'machinester');
    const help = getSection('Need help deciding?');
    const hrefs = within(help)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/request-call?program=machinester',
      'tel:+918047182200',
      'tel:+919845012345',
      'mailto:hello@kaksha.in',
      'mailto:support@kaksha.in',
    ]);
  });
});
