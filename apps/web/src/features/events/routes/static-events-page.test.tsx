import type { Event } from '@kaksha/shared';
import { formatEventDateTime } from '@kaksha/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { createEvent } from '../../../test/seed';

const app = setUpApp();

// Test files share one API: an event that started 50 minutes ago is still open and comes before
// every future one, so it is among the four this page shows.
const tag = Math.random().toString(36).slice(2, 8);
let open: Event;

beforeAll(async () => {
  open = await createEvent({
    heading: `Rust in an evening ${tag}`,
    subHeading: 'Ownership without tears',
    date: new Date(Date.now() - 50 * 60_000).toISOString(),
    speakerName: 'Meera Nair',
  });
  await import('./static-events-page');
});

const section = () => screen.getByRole('region', { name: 'Upcoming events' });

describe('/updated-css', () => {
  it('shows up to four real upcoming events, each linking to its page', async () => {
    app.renderApp('/updated-css');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Upcoming events');
    const heading = await screen.findByRole('heading', { level: 3, name: open.heading });
    const cards = within(section()).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);

    const card = within(heading.closest('article')!);
    expect(card.getByText('Meera Nair')).toBeTruthy();
    expect(card.getByText(formatEventDateTime(open.date, open.timeZone))).toBeTruthy();
    const slug = open.uniqueNameForUrl;
    expect(
      card.getByRole('link', { name: `Details of ${open.heading}` }).getAttribute('href'),
    ).toBe(`/events/${slug}`);
    expect(card.getByRole('link', { name: `Enroll in ${open.heading}` }).getAttribute('href')).toBe(
      `/events/${slug}#register`,
    );

    // Every Details link names an event the API has.
    const details = within(section())
      .getAllByRole('link', { name: /^Details of / })
      .map((link) => link.getAttribute('href')!.replace(/^\/events\//, ''));
    for (const key of details) {
      const answer = await fetch(`${app.network.apiBase}/v1.5/events/${key}`);
      expect(answer.status, key).toBe(200);
    }
  });

  it('says so when there is no upcoming event, with no sample cards', async () => {
    app.network.inject('GET /v1.5/events', { respond: { status: 200, body: [] } });
    app.renderApp('/updated-css');
    expect(await screen.findByText('No upcoming events right now')).toBeTruthy();
    expect(within(section()).queryAllByRole('article')).toEqual([]);
    expect(
      within(section()).getByRole('link', { name: 'See all events' }).getAttribute('href'),
    ).toBe('/event-listing');
  });
});
