import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeCatalogServer } from '../../../test/fake-catalog-server';
import type { FakeCatalogServer } from '../../../test/fake-catalog-server';
import type * as RenderCatalog from '../../../test/render-catalog';

let server: FakeCatalogServer;
let catalog: typeof RenderCatalog;

beforeAll(async () => {
  server = await startFakeCatalogServer([]);
  // The API base is read when the API client loads, so load the pages after pointing it here.
  vi.stubEnv('VITE_API_BASE', server.apiBase);
  catalog = await import('../../../test/render-catalog');
  // Prices the page cannot have made up.
  server.courses = catalog.API_COURSES.map((course) =>
    course.id === 'iot' ? { ...course, price: 5499 } : course,
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server.close();
});

describe('the price on a program page', () => {
  it('loads from GET /api/v1.5/courses/{id}', async () => {
    catalog.renderCatalog('/course/IOT', catalog.createCatalogQueryClient());
    await screen.findByRole('heading', { level: 1, name: 'IOT' });
    expect(screen.getByText('Loading price…')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enroll Now for Rs 5499' })).toBeTruthy();
    expect(server.requests).toContain('/api/v1.5/courses/iot');
  });

  it('shows an error with Retry when the API fails, and the price once a retry works', async () => {
    server.failNext(1);
    catalog.renderCatalog('/course/codeslayer', catalog.createCatalogQueryClient());
    await screen.findByRole('heading', { level: 1, name: 'Codeslayer' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the price of Codeslayer.');
    expect(screen.queryByRole('button', { name: /^Enroll Now/ })).toBeNull();
    // The rest of the page is there regardless.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Questions about Codeslayer' }),
    ).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Enroll Now for Rs 4999' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the catalogue prices', () => {
  it('come from GET /api/v1.5/courses and recover with Retry', async () => {
    server.failNext(1);
    catalog.renderCatalog('/programs', catalog.createCatalogQueryClient());
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const iot = await screen.findByRole('button', { name: 'Enroll in IOT' });
    await vi.waitFor(() => expect((iot as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('Rs 5499')).toBeTruthy();
    expect(server.requests).toContain('/api/v1.5/courses');
  });
});
