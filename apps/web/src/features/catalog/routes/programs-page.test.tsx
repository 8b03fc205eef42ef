import type { Course } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { listCourses } from '../../../test/seed';
import { formatPrice } from '../lib/format-price';

const app = setUpApp();
let courses: Course[];

beforeAll(async () => {
  courses = await listCourses();
  // Warm the lazy page so the first test does not wait on the module import.
  await import('./programs-page');
});

const course = (id: string) => courses.find((c) => c.id === id)!;

/** /programs, once the API's prices are in (the Enroll buttons wait for them). */
async function openPrograms() {
  const { router } = app.renderApp('/programs');
  // Text queries to wait with: on the whole app's page a role query costs ~30 ms a try.
  await screen.findByText('Programs', { selector: 'h1' });
  await waitFor(() =>
    expect(screen.queryAllByText(/^(Loading price…|Price unavailable)$/)).toEqual([]),
  );
  return { router };
}

function readStoredCart(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<Record<string, unknown>>;
}

function getCardHeadings() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

function getFilter(name: string) {
  return within(screen.getByRole('group', { name: 'Filter programs by category' })).getByRole(
    'button',
    { name },
  );
}

describe('/programs', () => {
  it('shows all four programs, and each category only its own', async () => {
    await openPrograms();
    expect(getCardHeadings()).toEqual(['Webmonk', 'Machinester', 'Codeslayer', 'IOT']);
    expect(getFilter('All').getAttribute('aria-pressed')).toBe('true');

    const expected: Array<[string, string]> = [
      ['Machine Learning', 'Machinester'],
      ['Web Development', 'Webmonk'],
      ['Coding', 'Codeslayer'],
      ['IOT', 'IOT'],
    ];
    for (const [category, program] of expected) {
      fireEvent.click(getFilter(category));
      expect(getCardHeadings()).toEqual([program]);
      expect(getFilter(category).getAttribute('aria-pressed')).toBe('true');
      expect(getFilter('All').getAttribute('aria-pressed')).toBe('false');
      expect(screen.getByRole('status').textContent).toBe(`Showing 1 program: ${program}`);
    }

    fireEvent.click(getFilter('All'));
    expect(getCardHeadings()).toHaveLength(4);
  });

  it('links each card to its program page and shows teacher, rating and price', async () => {
    await openPrograms();
    const hrefs = screen.getAllByRole('article').map((card) =>
      within(card)
        .getByRole('link', { name: /^[A-Za-z]+$/ })
        .getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/course/webmonk',
      '/course/machinester',
      '/course/codeslayer',
      '/course/iot',
    ]);

    const webmonk = screen.getAllByRole('article')[0]!;
    expect(within(webmonk).getByText('Aditi Raghavan')).toBeTruthy();
    expect(within(webmonk).getByRole('img', { name: /^Rated [45]\.\d out of 5$/ })).toBeTruthy();
    expect(within(webmonk).getByText(/^\([89],\d{3} reviews\)$|^\(10,000 reviews\)$/)).toBeTruthy();
    // Sale price first, list price struck through: both from the API.
    const { price, discountedPrice } = course('webmonk');
    expect(discountedPrice).not.toBeNull();
    expect(within(webmonk).getByText(formatPrice(discountedPrice!))).toBeTruthy();
    expect(within(webmonk).getByText(formatPrice(price)).tagName).toBe('S');
  });

  it('keeps the decorative rating the same across renders', async () => {
    await openPrograms();
    const readRatings = () =>
      screen.getAllByRole('img', { name: /^Rated/ }).map((star) => star.getAttribute('aria-label'));
    const before = readRatings();
    fireEvent.click(getFilter('Coding'));
    fireEvent.click(getFilter('All'));
    expect(readRatings()).toEqual(before);
  });

  it('Enroll adds the course to the cart and opens /cart at once', async () => {
    const { router } = await openPrograms();
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Machinester' }));

    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(router.state.location.pathname).toBe('/cart');
    // The line as the API describes the course; it has no sale price.
    const machinester = course('machinester');
    expect(machinester.discountedPrice).toBeNull();
    expect(readStoredCart()).toEqual([
      {
        id: 'machinester',
        name: machinester.name,
        description: machinester.description,
        price: machinester.price,
        image: machinester.image,
      },
    ]);
    expect(await screen.findByText('Item successfully added to cart!')).toBeTruthy();
  });

  it('does not add a course that is already in the cart a second time', async () => {
    const { router } = await openPrograms();
    fireEvent.click(screen.getByRole('button', { name: 'Enroll in Webmonk' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });

    await router.navigate('/programs');
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll in Webmonk' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });

    expect(readStoredCart().map((item) => item.id)).toEqual(['webmonk']);
    const { price, discountedPrice } = course('webmonk');
    expect(readStoredCart()[0]).toMatchObject({ price, discountedPrice });
    expect(await screen.findByText('Webmonk is already in your cart.')).toBeTruthy();
  });

  it('without prices from the API, shows an error with Retry and keeps Enroll disabled', async () => {
    // The network is down: every request for the catalogue is lost.
    app.network.inject('GET /v1.5/courses', { drop: true });
    app.renderApp('/programs');
    await screen.findByRole('heading', { level: 1, name: 'Programs' });
    expect(screen.getAllByText('Loading price…')).toHaveLength(4);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('couldn’t load prices');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    for (const button of screen.getAllByRole('button', { name: /^Enroll in/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getAllByText('Price unavailable')).toHaveLength(4);
    expect(readStoredCart()).toEqual([]);
  });

  it('Explore moves focus to the course list', async () => {
    await openPrograms();
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Find your program' }),
      ),
    );
  });
});
