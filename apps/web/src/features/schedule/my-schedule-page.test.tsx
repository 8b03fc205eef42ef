import { istDate, istTime } from '@kaksha/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatIstDay } from '../../lib/ist-dates';
import { setUpApp, signInAs } from '../../test/render-app';
import { createLearner } from '../../test/seed';
import {
  calendarFeedOf,
  learnerInRunningBatch,
  minutesFromNow as fromNow,
} from '../../test/seed-batches';
import type { Learner } from '../../test/seed';

// /my-schedule against the real API, on real time: its learners are placed in running batches of
// their own (learnerInRunningBatch), with sessions around now.

const app = setUpApp();
const SCHEDULE = '/v1.5/users/me/schedule';
const ROTATE = '/v1.5/users/me/calendar-feed/rotate';
const MINUTE = 60_000;

beforeAll(async () => {
  await import('./routes/my-schedule-page');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** "10:00–12:00 IST", worked out here from the instant. */
const timeRange = (startsAt: string, minutes: number) =>
  `${istTime(startsAt)}–${istTime(new Date(Date.parse(startsAt) + minutes * MINUTE))} IST`;

async function openSchedule(learner: Learner) {
  await signInAs(learner);
  app.renderApp('/my-schedule');
  return screen.findByRole('heading', { level: 1, name: 'My schedule' });
}

describe('/my-schedule', () => {
  it('lists upcoming sessions by IST day with Join only when open, cancelled ones badged, and past ones with their recordings', async () => {
    const soon = { title: 'Two pointers, live', startsAt: fromNow(10), durationMinutes: 60 };
    const cancelled = { title: 'Doubt clearing', startsAt: fromNow(12), durationMinutes: 30 };
    const later = { title: 'Sliding window', startsAt: fromNow(2 * 24 * 60), durationMinutes: 120 };
    const recorded = {
      title: 'Arrays warm-up',
      startsAt: fromNow(-2 * 24 * 60),
      durationMinutes: 120,
    };
    const unrecorded = {
      title: 'Hashing basics',
      startsAt: fromNow(-24 * 60),
      durationMinutes: 90,
    };
    const { learner, batch } = await learnerInRunningBatch([
      { ...soon, joinUrl: 'https://meet.example.com/cs-two-pointers' },
      { ...cancelled, joinUrl: 'https://meet.example.com/cs-doubts', cancelled: true },
      { ...later, joinUrl: 'https://meet.example.com/cs-sliding-window' },
      { ...recorded, recordingUrl: 'https://videos.example.com/cs-arrays' },
      unrecorded,
    ]);

    await openSchedule(learner);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming sessions' }));
    const days = within(upcoming.getByRole('list', { name: 'Upcoming sessions by day' }));
    const sessionIn = (session: { title: string; startsAt: string }) =>
      within(
        within(days.getByRole('list', { name: formatIstDay(istDate(session.startsAt)) })).getByRole(
          'article',
          { name: session.title },
        ),
      );
    expect(
      days.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([...new Set([soon, cancelled, later].map((s) => formatIstDay(istDate(s.startsAt))))]);

    const open = sessionIn(soon);
    expect(open.getByText(timeRange(soon.startsAt, 60))).toBeTruthy();
    expect(open.getByText(`Codeslayer · ${batch.name}`)).toBeTruthy();
    expect(open.getByText(/^starts in \d+ min$/)).toBeTruthy();
    // (jsdom joins the visible and screen-reader words without the space a browser keeps.)
    const join = open.getByRole('link', { name: /^Join\s*Two pointers, live/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/cs-two-pointers');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');

    // Inside its Join window too, but cancelled: a badge, never a Join.
    const off = sessionIn(cancelled);
    expect(off.getByText('Cancelled')).toBeTruthy();
    expect(off.queryByRole('link')).toBeNull();

    const notYet = sessionIn(later);
    expect(notYet.getByText(timeRange(later.startsAt, 120))).toBeTruthy();
    expect(notYet.queryByRole('link')).toBeNull();
    expect(notYet.getByText('Join opens 15 min before the start')).toBeTruthy();
    expect(upcoming.queryByText(recorded.title)).toBeNull();

    const past = within(screen.getByRole('region', { name: 'Past sessions' }));
    const items = past.getAllByRole('listitem');
    // Latest first.
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      unrecorded.title,
      recorded.title,
    ]);
    expect(within(items[0]!).getByText('No recording yet')).toBeTruthy();
    const recording = within(items[1]!).getByRole('link', {
      name: /^Watch recording\s*of Arrays warm-up/,
    });
    expect(recording.getAttribute('href')).toBe('https://videos.example.com/cs-arrays');
    expect(recording.getAttribute('target')).toBe('_blank');
    expect(
      within(items[1]!).getByText(
        `${formatIstDay(istDate(recorded.startsAt))}, ${timeRange(recorded.startsAt, 120)}`,
      ),
    ).toBeTruthy();

    expect(app.network.find('GET', SCHEDULE)[0]?.authorization).toBe(
      `Bearer ${localStorage.getItem('access-token')}`,
    );
  });

  it('says there is nothing yet, and where to find a batch, for a learner in none', async () => {
    await openSchedule(await createLearner());
    expect(
      await screen.findByText(
        'No live sessions yet — when you join a batch its sessions appear here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore programs' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(screen.queryByRole('region', { name: 'Upcoming sessions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Past sessions' })).toBeNull();
  });

  it('shows an error with a retry that loads the schedule', async () => {
    // The first read and the app's one automatic retry both fail.
    app.network.inject(`GET ${SCHEDULE}`, { times: 2, refuse: { status: 500 } });
    await openSchedule(await createLearner());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your schedule.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No live sessions yet — when you join a batch its sessions appear here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(app.network.count('GET', SCHEDULE)).toBe(3);
  });

  it('sends a signed-out visitor to log in, to come back here', async () => {
    const { router } = app.renderApp('/my-schedule');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/my-schedule');
  });
});

describe('calendar feed on /my-schedule', () => {
  /** The subscription links, as a learner would read them, for the feed at `url`. */
  function expectLinksFor(card: ReturnType<typeof within>, url: string) {
    const webcal = url.replace(/^https?:\/\//, 'webcal://');
    expect(card.getByRole('link', { name: /^Add to Google Calendar/ }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(card.getByRole('link', { name: 'Apple Calendar or Outlook' }).getAttribute('href')).toBe(
      webcal,
    );
  }

  async function openFeedCard(learner: Learner) {
    await openSchedule(learner);
    const card = within(
      await screen.findByRole('region', { name: 'Add your sessions to your calendar' }),
    );
    await card.findByRole('link', { name: /^Add to Google Calendar/ });
    return card;
  }

  it('offers Google Calendar, webcal and a copy of the secret feed link', async () => {
    const learner = await createLearner();
    const url = await calendarFeedOf(learner);
    expect(url).toMatch(/^https?:\/\/.+\.ics$/);
    const card = await openFeedCard(learner);
    expectLinksFor(card, url);
    const google = card.getByRole('link', { name: /^Add to Google Calendar/ });
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');

    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void (copied = text)) },
    });
    fireEvent.click(card.getByRole('button', { name: 'Copy link' }));
    expect(await card.findByText(/^Link copied\./)).toBeTruthy();
    expect(copied).toBe(url);
  });

  it('shows the link to copy by hand when the clipboard is out of reach', async () => {
    const learner = await createLearner();
    const url = await calendarFeedOf(learner);
    const card = await openFeedCard(learner);
    expect(card.queryByLabelText('Your calendar link')).toBeNull();
    // jsdom, like an older browser or a denied permission, gives no clipboard.
    fireEvent.click(card.getByRole('button', { name: 'Copy link' }));
    const field = await card.findByLabelText<HTMLInputElement>('Your calendar link');
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
  });

  it('resets the link after a confirmation that the old one stops working', async () => {
    const learner = await createLearner();
    const before = await calendarFeedOf(learner);
    const card = await openFeedCard(learner);

    // Kept: no call.
    fireEvent.click(card.getByRole('button', { name: 'Reset link' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.network.count('POST', ROTATE)).toBe(0);
    expectLinksFor(card, before);

    fireEvent.click(card.getByRole('button', { name: 'Reset link' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reset your calendar link?' });
    expect(dialog.textContent).toContain('Your current link stops working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(await card.findByText(/^Your calendar link is new\./)).toBeTruthy();
    expect(app.network.count('POST', ROTATE)).toBe(1);
    const after = await calendarFeedOf(learner);
    expect(after).not.toBe(before);
    expectLinksFor(card, after);
  });
});
