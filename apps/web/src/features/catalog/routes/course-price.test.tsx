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
});

const course = (id: string) => courses.find((c) => c.id === id)!;
const enrollLabel = (id: string) => `Enroll Now for ${formatPrice(course(id).price)}`;

describe('the price on a program page', () => {
  it('loads from GET /api/v1.5/courses/{id}', async () => {
    // A slow answer, so the page is seen waiting for it.
    app.network.inject('GET /v1.5/courses/iot', { delayMs: 300 });
    app.renderApp('/course/IOT');
    await screen.findByRole('heading', { level: 1, name: 'IOT' });
    expect(screen.getByText('Loading price…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Enroll Now/ })).toBeNull();
    expect(await screen.findByRole('button', { name: enrollLabel('iot') })).toBeTruthy();
    expect(app.network.count('GET', '/v1.5/courses/iot')).toBe(1);
  });

  it('shows an error with Retry when the API fails, and the price once a retry works', async () => {
    // The first request and the app's one automatic retry fail.
    app.network.inject('GET /v1.5/courses/code-slayer', { times: 2, refuse: { status: 503 } });
    app.renderApp('/course/codeslayer');
    await screen.findByRole('heading', { level: 1, name: 'Codeslayer' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the price of Codeslayer.');
    expect(screen.queryByRole('button', { name: /^Enroll Now/ })).toBeNull();
    // The rest of the page is there regardless.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Questions about Codeslayer' }),
    ).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: enrollLabel('code-slayer') })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.network.count('GET', '/v1.5/courses/code-slayer')).toBe(3);
  });
});

describe('the catalogue prices', () => {
  it('come from GET /api/v1.5/courses and recover with Retry', async () => {
    app.network.inject('GET /v1.5/courses', { times: 2, refuse: { status: 503 } });
    app.renderApp('/programs');
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const iot = await screen.findByRole('button', { name: 'Enroll in IOT' });
    await waitFor(() => expect((iot as HTMLButtonElement).disabled).toBe(false));
    for (const card of screen.getAllByRole('article')) {
      const name = within(card).getByRole('heading', { level: 3 }).textContent;
      const shown = courses.find((c) => c.name === name)!;
      const price = formatPrice(shown.discountedPrice ?? shown.price);
      expect(within(card).getByText(price)).toBeTruthy();
    }
    expect(app.network.count('GET', '/v1.5/courses')).toBe(3);
  });
});
