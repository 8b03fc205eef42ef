import type { Event } from '@kaksha/shared';
import { formatEventDateTime } from '@kaksha/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { createEvent } from '../../../test/seed';

const app = setUpApp();

// Test files share one API, and other files add open events too: the page is checked against what
// the API itself answers (its first four open events), with one open event made here so the list
// is never empty.
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  await createEvent({
    heading: `Rust in an evening ${tag}`,
    subHeading: 'Ownership without tears',
    date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    speakerName: 'Meera Nair',
  });
  await import('./static-events-page');
});

const section = () => screen.getByRole('region', { name: 'Upcoming events' });

describe('/updated-css', () => {
  it('shows the first four real upcoming events, each linking to its page', async () => {
    app.renderApp('/updated-css');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Upcoming events');
    await within(section()).findAllByRole('article');
    // The page's query has answered: the API, asked the same now, names the same first four.
    const listed = (await (
      await fetch(`${app.network.apiBase}/v1.5/events?active=true&limit=12`)
    ).json()) as Event[];
    const shown = listed.slice(0, 4);
    expect(shown.length).toBeGreaterThan(0);
    const cards = within(section()).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(shown.map((event) => event.heading));

    const first = shown[0]!;
    const card = within(cards[0]!);
    expect(card.getByText(formatEventDateTime(first.date, first.timeZone))).toBeTruthy();
    const slug = first.uniqueNameForUrl;
    expect(
      card.getByRole('link', { name: `Details of ${first.heading}` }).getAttribute('href'),
    ).toBe(`/events/${slug}`);
    expect(
      card.getByRole('link', { name: `Enroll in ${first.heading}` }).getAttribute('href'),
    ).toBe(`/events/${slug}#register`);

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
