import type { Event } from '@kaksha/shared';
import { formatEventDateTime } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApp } from '../../../test/render-app';
import { createEvent } from '../../../test/seed';

const app = setUpApp();

// Test files share one API, so each event here is new and unique, and dated to come first in its
// list: open events soonest first (one that started 50 minutes ago is still open and beats every
// future one), past ones latest first (an inactive event far ahead is "past" and beats the rest).
const tag = Math.random().toString(36).slice(2, 8);
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
let open: Event;
let external: Event;
let past: Event;

beforeAll(async () => {
  open = await createEvent({
    heading: `ai workshop ${tag}`,
    subHeading: 'Build a chatbot in an evening',
    date: minutesFromNow(-50),
    speakerName: 'Rohan Mehta',
  });
  external = await createEvent({
    heading: `Partner hackathon ${tag}`,
    subHeading: 'Registrations on the partner site',
    date: minutesFromNow(-49),
    enrollLink: 'https://hack.example.org/register',
  });
  past = await createEvent({
    heading: `Web performance clinic ${tag}`,
    subHeading: 'Core Web Vitals, measured',
    date: new Date(Date.UTC(2099, 0, 1, 13, 30)).toISOString(),
    isActive: false,
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  await import('./event-listing-page');
});

const toggle = (name: string) => screen.getByRole('button', { name });
const cardOf = (heading: string) => {
  const card = screen.getByRole('heading', { level: 3, name: heading }).closest('article');
  if (!card) throw new Error(`No card for ${heading}`);
  return card;
};

describe('/event-listing', () => {
  it('starts on Active events and shows each as a card with badge, date and two buttons', async () => {
    app.renderApp('/event-listing');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toBe('Kaksha | Events');
    expect(toggle('Active Events').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Past Events').getAttribute('aria-pressed')).toBe('false');

    await screen.findByRole('heading', { level: 3, name: open.heading });
    const card = cardOf(open.heading);
    // The initial badge: the heading's first letter, upper-cased.
    expect(card.textContent).toContain(`A${open.heading}`);
    expect(within(card).getByText('Build a chatbot in an evening')).toBeTruthy();
    expect(within(card).getByText('Rohan Mehta')).toBeTruthy();
    const date = within(card).getByText(formatEventDateTime(open.date, open.timeZone));
    expect(date.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) IST$/);
    expect(date.getAttribute('datetime')).toBe(open.date);

    const slug = open.uniqueNameForUrl;
    expect(
      within(card)
        .getByRole('link', { name: `Details of ${open.heading}` })
        .getAttribute('href'),
    ).toBe(`/events/${slug}`);
    // No link of its own: Enroll goes to the registration block of the event page.
    expect(
      within(card)
        .getByRole('link', { name: `Enroll in ${open.heading}` })
        .getAttribute('href'),
    ).toBe(`/events/${slug}#register`);
  });

  it("opens an event's own sign-up page in a new tab from Enroll", async () => {
    app.renderApp('/event-listing');
    await screen.findByRole('heading', { level: 3, name: external.heading });
    const enroll = within(cardOf(external.heading)).getByRole('link', {
      name: `Enroll in ${external.heading} (opens in a new tab)`,
    });
    expect(enroll.getAttribute('href')).toBe('https://hack.example.org/register');
    expect(enroll.getAttribute('target')).toBe('_blank');
    expect(enroll.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('switches to Past events and back', async () => {
    const { router } = app.renderApp('/event-listing');
    await screen.findByRole('heading', { level: 3, name: open.heading });
    fireEvent.click(toggle('Past Events'));
    expect(toggle('Past Events').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Active Events').getAttribute('aria-pressed')).toBe('false');
    await screen.findByRole('heading', { level: 3, name: past.heading });
    expect(screen.queryByRole('heading', { level: 3, name: open.heading })).toBeNull();
    expect(router.state.location.search).toBe('?view=past');
    // A past event has its recording instead of Enroll.
    const card = cardOf(past.heading);
    expect(within(card).queryByRole('link', { name: /^Enroll/ })).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: `Watch the recording of ${past.heading}` })
        .getAttribute('href'),
    ).toBe(`/events/${past.uniqueNameForUrl}#recording`);

    fireEvent.click(toggle('Active Events'));
    await screen.findByRole('heading', { level: 3, name: open.heading });
    expect(router.state.location.search).toBe('');
  });

  it('opens on Past events from ?view=past', async () => {
    app.renderApp('/event-listing?view=past');
    await screen.findByRole('heading', { level: 3, name: past.heading });
    expect(toggle('Past Events').getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there are no upcoming events, and offers the past ones', async () => {
    app.network.inject('GET /v1.5/events', { respond: { status: 200, body: [] } });
    app.renderApp('/event-listing');
    expect(await screen.findByText('No upcoming events right now…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See past events' }));
    expect(await screen.findByText('No past events yet…')).toBeTruthy();
    expect(app.network.find('GET', '/v1.5/events').map((r) => r.search)).toEqual([
      expect.stringContaining('active=true'),
      expect.stringContaining('active=false'),
    ]);
  });

  it('shows the loading state, then an error with a retry that recovers', async () => {
    app.network.inject('GET /v1.5/events', {
      times: 2,
      delayMs: 100,
      refuse: { status: 503, message: 'Down for maintenance' },
    });
    app.renderApp('/event-listing');
    expect(await screen.findByText('Loading active events')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the events right now.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 3, name: open.heading });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
