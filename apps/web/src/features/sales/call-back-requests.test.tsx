import { CALL_BACK_CSV_COLUMNS, EXPORT_TICKET_PATH, SALES_MESSAGES } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { setUpApp, signInAs } from '../../test/render-app';
import { createStaff, seedCallBack, uniqueMobile } from '../../test/seed';
import { findResultRows, findToast, pick } from './test/sales-helpers';

const app = setUpApp();
const LIST = '/v1.5/call-back-requests';

beforeAll(async () => {
  await import('./routes/sales-page');
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openAsSales(path = '/operations/sales') {
  await signInAs(await createStaff('SALES', 'Sana Sales'));
  app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Sales' });
}

/** Three requests whose names share a tag no other test uses, oldest first. */
async function seedTagged() {
  const tag = `Cb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const mobiles = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
  const made = [
    await seedCallBack({
      name: `${tag} Asha`,
      mobileNumber: mobiles[0]!,
      program: 'webmonk',
      preferredTime: 'morning',
    }),
    await seedCallBack({
      name: `${tag} Ravi`,
      mobileNumber: mobiles[1]!,
      program: 'iot',
      preferredTime: 'any',
    }),
    await seedCallBack({
      name: `${tag} Meera`,
      mobileNumber: mobiles[2]!,
      program: 'webmonk',
      preferredTime: 'evening',
    }),
  ];
  return { tag, mobiles, ids: made.map((receipt) => receipt.id) };
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const display = () => fireEvent.click(screen.getByRole('button', { name: 'Display' }));

describe('/operations/sales: call-back requests', () => {
  it('lists the requests with a search, newest first, each with its number, program and time', async () => {
    const seeded = await seedTagged();
    await openAsSales();
    pick('Call-back', 'Call-back requests');
    fireEvent.change(input('Name or mobile'), { target: { value: seeded.tag } });
    display();

    const rows = await findResultRows('Call-back requests', 3);
    const [meera, ravi, asha] = rows.map((row) => within(row));
    expect(meera!.getByText(`${seeded.tag} Meera`)).toBeTruthy();
    expect(meera!.getByRole('link', { name: seeded.mobiles[2]! }).getAttribute('href')).toBe(
      `tel:+91${seeded.mobiles[2]}`,
    );
    expect(meera!.getByText('Evening (4 pm – 8 pm)')).toBeTruthy();
    expect(ravi!.getByText('IOT (Robotics & IoT)')).toBeTruthy();
    expect(asha!.getByText('Webmonk (full-stack web development)')).toBeTruthy();
    expect(asha!.getAllByText('Visitor')).toHaveLength(1);
    expect(screen.getByText(/Showing 3 call-back requests/)).toBeTruthy();
    const [call] = app.network.find('GET', LIST);
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(new URLSearchParams(call?.search).get('search')).toBe(seeded.tag);

    // By the digits of a number instead.
    fireEvent.change(input('Name or mobile'), { target: { value: seeded.mobiles[1]!.slice(2) } });
    display();
    const [only] = await findResultRows('Call-back requests', 1);
    expect(within(only!).getByText(`${seeded.tag} Ravi`)).toBeTruthy();
  });

  it('filters by program and pages with "Load more"', async () => {
    const seeded = await seedTagged();
    await openAsSales('/operations/sales?view=call-back-requests&limit=1');
    // The link opened the view itself.
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Call-back requests' }).checked,
    ).toBe(true);
    fireEvent.change(input('Name or mobile'), { target: { value: seeded.tag } });
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'webmonk' } });
    fireEvent.change(screen.getByLabelText('Sort by date'), { target: { value: 'oldest' } });
    display();

    let rows = await findResultRows('Call-back requests', 1);
    expect(within(rows[0]!).getByText(`${seeded.tag} Asha`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    rows = await findResultRows('Call-back requests', 2);
    expect(within(rows[1]!).getByText(`${seeded.tag} Meera`)).toBeTruthy();
    expect(screen.getByText(/Showing 2 call-back requests/).textContent).toContain(
      '(all that match)',
    );
    const calls = app.network.find('GET', LIST);
    expect(calls).toHaveLength(2);
    expect(new URLSearchParams(calls[0]?.search).get('program')).toBe('webmonk');
    expect(new URLSearchParams(calls[1]?.search).get('cursor')).toBeTruthy();
  });

  it('Download Now fetches the streamed CSV of exactly the filtered requests through a ticket', async () => {
    const seeded = await seedTagged();
    await openAsSales();
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    pick('Call-back', 'Call-back requests');
    fireEvent.change(input('Name or mobile'), { target: { value: seeded.tag } });
    fireEvent.change(screen.getByLabelText('Program'), { target: { value: 'webmonk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download Now' }));

    expect(await findToast(SALES_MESSAGES.downloadStarted)).toBeTruthy();
    const [ticket] = app.network.find('POST', EXPORT_TICKET_PATH);
    const asked = new URL(JSON.parse(ticket?.body ?? '{}').path as string, 'http://x');
    expect(asked.pathname).toBe('/v1.5/call-back-requests/export.csv');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      search: seeded.tag,
      program: 'webmonk',
      sort: 'newest',
    });
    expect(app.network.count('GET', LIST)).toBe(0);
    expect(followed[0]).toMatch(/^\/api\/v1\.5\/call-back-requests\/export\.csv\?.*ticket=/);

    const file = await fetch(`${inject('webTestApi').origin}${followed[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/filename="call-back-requests-/);
    const { parse } = await import('csv-parse/browser/esm/sync');
    const text = await file.text();
    const records = parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(Object.keys(records[0]!)).toEqual([...CALL_BACK_CSV_COLUMNS]);
    expect(records.map((r) => [r.id, r.name, r.mobileNumber, r.program])).toEqual([
      [seeded.ids[2], `${seeded.tag} Meera`, seeded.mobiles[2], 'webmonk'],
      [seeded.ids[0], `${seeded.tag} Asha`, seeded.mobiles[0], 'webmonk'],
    ]);
  });

  it('is a link away from the active-carts page', async () => {
    await signInAs(await createStaff('SALES', 'Sana Sales'));
    app.renderApp('/operations/active-carts');
    await screen.findByRole('heading', { level: 1, name: 'Active carts' });
    const link = await screen.findByRole('link', { name: 'Call-back requests' });
    expect(link.getAttribute('href')).toBe('/operations/sales?view=call-back-requests');
  });
});
