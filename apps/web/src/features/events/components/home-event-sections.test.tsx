import type { Event } from '@kaksha/shared';
import { formatEventDateTime } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { createEvent } from '../../../test/seed';

const app = setUpApp();
const tag = Math.random().toString(36).slice(2, 8);
let upcoming: Event;
let recorded: Event;

beforeAll(async () => {
  // Dated to lead their lists (see event-listing-page.test.tsx): the carousels show the first 12.
  upcoming = await createEvent({
    heading: `Landing workshop ${tag}`,
    subHeading: 'Shown in the upcoming carousel',
    date: new Date(Date.now() - 58 * 60_000).toISOString(),
  });
  // More than the three a wide screen shows, so that the carousel has somewhere to move.
  for (const minutes of [57, 56, 55]) {
    await createEvent({
      heading: `Landing extra ${minutes} ${tag}`,
      date: new Date(Date.now() - minutes * 60_000).toISOString(),
    });
  }
  recorded = await createEvent({
    heading: `Landing recording ${tag}`,
    subHeading: 'Shown in the video carousel',
    speakerName: 'Vikram Iyer',
    date: new Date(Date.UTC(2099, 11, 31, 12)).toISOString(),
    isActive: false,
    youtubeLink: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
  });
  await Promise.all([import('../../../app/pages/home'), import('./event-carousels')]);
});

async function getSection(name: string) {
  const section = (await screen.findByRole('heading', { level: 2, name })).closest('section');
  if (!section) throw new Error(`No section around ${name}`);
  return section;
}

describe('landing page event carousels', () => {
  it('shows upcoming events in an autoplaying carousel, each with Enroll Now', async () => {
    app.renderApp('/');
    const section = await getSection('Upcoming events');
    const carousel = await within(section).findByRole('region', { name: 'Upcoming events' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('data-playing')).toBe('true');

    const card = within(carousel)
      .getByRole('heading', { level: 3, name: upcoming.heading, hidden: true })
      .closest('article')!;
    expect(within(card).getByText('Shown in the upcoming carousel')).toBeTruthy();
    expect(
      within(card).getByText(formatEventDateTime(upcoming.date, upcoming.timeZone)),
    ).toBeTruthy();
    // No banner uploaded: the drawn stand-in, no image request.
    expect(card.querySelector('img')).toBeNull();
    const enroll = within(card).getByRole('link', {
      name: `Enroll Now: ${upcoming.heading}`,
      hidden: true,
    });
    expect(enroll.getAttribute('href')).toBe(`/events/${upcoming.uniqueNameForUrl}`);
    expect(
      within(section)
        .getByRole('link', { name: /See all events/ })
        .getAttribute('href'),
    ).toBe('/event-listing');
  });

  it('shows past events as videos that load the player only when played', async () => {
    app.renderApp('/');
    const section = await getSection('Missed one? Watch past events');
    const carousel = await within(section).findByRole('region', { name: 'Past event recordings' });
    const card = within(carousel)
      .getByRole('heading', { level: 3, name: recorded.heading, hidden: true })
      .closest('article')!;
    expect(within(card).getByText('Vikram Iyer')).toBeTruthy();
    expect(
      within(card).getByRole('button', {
        name: `Play the recording: ${recorded.heading}`,
        hidden: true,
      }),
    ).toBeTruthy();
    expect(card.querySelector('iframe')).toBeNull();
    expect(
      within(section)
        .getByRole('link', { name: /Browse past events/ })
        .getAttribute('href'),
    ).toBe('/event-listing?view=past');
  });

  it('says so when there are no events', async () => {
    app.network.inject('GET /v1.5/events', { respond: { status: 200, body: [] } });
    app.renderApp('/');
    expect(await screen.findByText(/^No upcoming events right now\./)).toBeTruthy();
    expect(await screen.findByText('Recordings of our past events will appear here.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull();
  });

  it('keeps the page when the events cannot load, with a retry', async () => {
    app.network.inject('GET /v1.5/events', { times: 4, refuse: { status: 503 } });
    app.renderApp('/');
    const upcomingSection = await getSection('Upcoming events');
    const alert = await within(upcomingSection).findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('We couldn’t load these events right now.');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(upcomingSection).findByRole('region', { name: 'Upcoming events' });
  });
});
