import { EVENT_MESSAGES, EXPORT_TICKET_PATH, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { setUpApp } from '../../test/render-app';
import { createLearner, registerForEventAs } from '../../test/seed';
import {
  findEventItem,
  findToast,
  openDialog,
  seedEvent,
  signInAsEventManager,
} from './test/manage-events-helpers';

const app = setUpApp();
const PAGE = '/operations/manage-events';
// Several real API round trips per test on a machine busy with the rest of the run.

// Downloads: the links the page clicked for the browser to download (their default action, a
// navigation jsdom cannot do, is stopped here): the browser's own download is the boundary. jsdom
// has no object URLs, so a file built in the page would fail here before any link.
const downloads: string[] = [];
function recordDownload(event: MouseEvent) {
  const target = event.target;
  if (target instanceof HTMLAnchorElement && target.hasAttribute('download')) {
    downloads.push(target.getAttribute('href') ?? '');
    event.preventDefault();
  }
}

beforeAll(async () => {
  document.addEventListener('click', recordDownload);
  // Warm the lazy route so the first test does not wait on the module import.
  await import('./routes/manage-events-page');
});
afterAll(() => {
  document.removeEventListener('click', recordDownload);
});
beforeEach(() => {
  downloads.length = 0;
});

describe('/operations/manage-events: downloads', () => {
  /** The file behind a download link, fetched as the browser would: the ticket, no bearer token. */
  const fetchDownload = (href: string) => fetch(`${inject('webTestApi').origin}${href}`);

  it('downloads events.csv natively: a ticket for its path, then the browser fetches the file', async () => {
    await signInAsEventManager();
    const event = await seedEvent();
    app.renderApp(PAGE);
    await findEventItem(event.heading);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({ path: '/v1.5/events/export.csv' });
    // The file never passes through the page: the page does not read it with its token.
    expect(app.network.count('GET', '/v1.5/events/export.csv')).toBe(0);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatch(/^\/api\/v1\.5\/events\/export\.csv\?ticket=/);

    const file = await fetchDownload(downloads[0]!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="events.csv"');
    const csv = await file.text();
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain('heading');
    expect(csv).toContain(event.heading);
  });

  it("shows an event's registrations, waiting list included, and downloads them as CSV", async () => {
    await signInAsEventManager();
    const event = await seedEvent({ capacity: 1 });
    const first = await createLearner({ name: 'Ravi Kumar' });
    const second = await createLearner({ name: 'Sita Menon' });
    await registerForEventAs(first, String(event.id));
    await registerForEventAs(second, String(event.id));
    app.renderApp(PAGE);
    await findEventItem(event.heading);

    const dialog = await openDialog(`Registrations for ${event.heading}`, 'Registrations');
    const table = await within(dialog).findByRole('table', {
      name: `Registrations for ${event.heading}`,
    });
    // The table shows at once, its rows once the registrations are read.
    await within(table).findByText(second.email);
    // The one staff table: its rows scroll inside a focusable region named like the table.
    const region = within(dialog).getByRole('region', {
      name: `Registrations for ${event.heading}`,
    });
    expect(region.tabIndex).toBe(0);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Ravi Kumar', first.email, 'confirmed', '—'],
      ['Sita Menon', second.email, 'waitlisted', '1'],
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    const path = `/v1.5/events/${event.id}/registrations.csv`;
    expect(JSON.parse(ticket?.body ?? '{}')).toEqual({ path });
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.startsWith(`/api${path}?ticket=`)).toBe(true);
    const file = await fetchDownload(downloads[0]!);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="${event.uniqueNameForUrl}-registrations.csv"`,
    );
    const csv = await file.text();
    expect(csv).toContain(first.email);
    expect(csv).toContain(second.email);

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the download cannot start, and downloads nothing', async () => {
    await signInAsEventManager();
    const event = await seedEvent();
    app.network.inject(`POST ${EXPORT_TICKET_PATH}`, { refuse: { status: 503 } });
    app.renderApp(PAGE);
    await findEventItem(event.heading);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await findToast(EVENT_MESSAGES.unexpected)).toBeTruthy();
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download' }).disabled).toBe(
      false,
    );
  });
});
