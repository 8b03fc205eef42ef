import type { Event } from '@kaksha/shared';
import { EVENT_MESSAGES, EVENT_STUDENTS_LABEL } from '@kaksha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../../content/site-config';
import { EVENT_FAQS } from '../../../content/events/event-faqs';
import { setUpApp } from '../../../test/render-app';
import { createEvent } from '../../../test/seed';

const app = setUpApp();
const tag = Math.random().toString(36).slice(2, 8);
let full: Event;
let past: Event;
let external: Event;

beforeAll(async () => {
  full = await createEvent({
    heading: `React 19 deep dive ${tag}`,
    subHeading: 'Server components, actions and the new hooks',
    // 7:00 PM in Kolkata, read in the event's zone.
    date: '2099-03-05T19:00',
    description: 'First line of the talk.\nSecond line, after a break.',
    speakerName: 'Aditi Raghavan',
    aboutSpeaker: 'Builds web products for a living.',
    speakerSocialLink: 'https://www.linkedin.com/in/aditi-example',
    speakerExperienceDetails: '9 years in full-stack engineering',
    youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  past = await createEvent({
    heading: `Kickoff recap ${tag}`,
    date: '2024-01-10T18:30',
    isActive: false,
    youtubeLink: 'https://www.youtube.com/watch?v=9bZkp7q19f0',
  });
  external = await createEvent({
    heading: `Partner summit ${tag}`,
    date: '2099-04-01T10:00',
    enrollLink: 'https://summit.example.org/tickets',
  });
  await import('./event-detail-page');
});

async function openEvent(path: string, heading: string) {
  const rendered = app.renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return rendered;
}

function getSection(name: string | RegExp) {
  const section = screen.getByRole('heading', { level: 2, name }).closest('section');
  if (!section) throw new Error(`No section around ${String(name)}`);
  return section;
}

describe('event page', () => {
  it('shows the header blocks: breadcrumb, heading, students, date, time, mode, Enroll Now', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Events' }).getAttribute('href')).toBe(
      '/event-listing',
    );
    expect(within(breadcrumb).getByText(full.heading).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Server components, actions and the new hooks')).toBeTruthy();
    expect(screen.getByText(EVENT_STUDENTS_LABEL)).toBeTruthy();
    expect(screen.getByText('March 5, 2099').getAttribute('datetime')).toBe(full.date);
    expect(screen.getByText('7:00 PM IST')).toBeTruthy();
    expect(screen.getByText('Mode : Online')).toBeTruthy();
    // No link of its own: Enroll Now goes to the registration block.
    expect(screen.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      `/events/${full.uniqueNameForUrl}#register`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reserve your seat' })).toBeTruthy();
  });

  it('offers the calendar file and a one-hour Google Calendar entry', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const file = screen.getByRole('link', { name: 'Calendar file (.ics)' });
    expect(file.getAttribute('href')).toBe(
      `${app.network.apiBase}/v1.5/events/${full.uniqueNameForUrl}/calendar.ics`,
    );
    expect(file.hasAttribute('download')).toBe(true);
    const google = new URL(
      screen.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')!,
    );
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(full.heading);
    // 19:00 IST is 13:30 UTC.
    expect(google.searchParams.get('dates')).toBe('20990305T133000Z/20990305T143000Z');
    expect(google.searchParams.get('location')).toBe('Online');
    expect(google.searchParams.get('details')).toContain(`/events/${full.uniqueNameForUrl}`);
  });

  it('embeds the YouTube video, which loads its player only when played', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const video = getSection('Watch before you join');
    expect(video.querySelector('iframe')).toBeNull();
    fireEvent.click(within(video).getByRole('button', { name: /Play the recording/ }));
    const iframe = video.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('plays a link that is not YouTube in a plain video player', async () => {
    app.network.inject(`GET /v1.5/events/${full.uniqueNameForUrl}`, {
      respond: {
        status: 200,
        body: { ...full, youtubeLink: 'https://media.example.org/talk.mp4' },
      },
    });
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const player = getSection('Watch before you join').querySelector('video');
    expect(player?.getAttribute('src')).toBe('https://media.example.org/talk.mp4');
    expect(player?.textContent).toBe('Loading...');
  });

  it('shows About Events as text with its line breaks, and the speaker block', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const about = getSection('About Events');
    const text = within(about).getByText(/^First line of the talk\./);
    expect(text.textContent).toBe('First line of the talk.\nSecond line, after a break.');
    expect(text.className).toContain('whitespace-pre-line');

    const speaker = getSection('About speaker');
    expect(within(speaker).getByText('Aditi Raghavan')).toBeTruthy();
    expect(within(speaker).getByText('9 years in full-stack engineering')).toBeTruthy();
    expect(within(speaker).getByText('Builds web products for a living.')).toBeTruthy();
    // No photo uploaded: the default image.
    expect(within(speaker).getByRole('img', { name: 'Aditi Raghavan (no photo)' })).toBeTruthy();
    const connect = within(speaker).getByRole('link', { name: /^Let's Connect/ });
    expect(connect.getAttribute('href')).toBe('https://www.linkedin.com/in/aditi-example');
    expect(connect.getAttribute('target')).toBe('_blank');
  });

  it('lists 10 questions, 3 until Read More and 3 again after Collapse', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const faq = getSection('Questions about our events');
    const questions = () =>
      within(faq)
        .getAllByRole('button', { expanded: false })
        .filter((button) => button.textContent?.endsWith('+'));
    expect(questions().map((q) => q.textContent?.slice(0, -1))).toEqual(
      EVENT_FAQS.slice(0, 3).map((f) => f.question),
    );
    fireEvent.click(within(faq).getByRole('button', { name: 'Read More' }));
    expect(questions()).toHaveLength(10);
    const first = within(faq).getByRole('button', { name: new RegExp(EVENT_FAQS[0]!.question) });
    fireEvent.click(first);
    expect(first.textContent).toContain('−');
    expect(within(faq).getByText(EVENT_FAQS[0]!.answer)).toBeTruthy();
    fireEvent.click(within(faq).getByRole('button', { name: 'Collapse' }));
    expect(within(faq).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('ends with the help block: phones, e-mails and the call-back link', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    const help = getSection('Questions about this event?');
    expect(
      within(help)
        .getByRole('link', { name: /Request a call back/ })
        .getAttribute('href'),
    ).toBe('/request-call');
    expect(within(help).getByText(siteConfig.emails.hello.address)).toBeTruthy();
    expect(within(help).getByText(siteConfig.phones.admissions.display)).toBeTruthy();
  });

  it('sets the title, description, Open Graph tags and schema.org Event data', async () => {
    await openEvent(`/events/${full.uniqueNameForUrl}`, full.heading);
    expect(document.title).toBe(`Kaksha | ${full.heading}`);
    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(meta('name="description"')).toBe('Server components, actions and the new hooks');
    expect(meta('property="og:title"')).toBe(full.heading);
    expect(meta('property="og:type"')).toBe('website');
    expect(meta('property="og:url"')).toMatch(new RegExp(`/events/${full.uniqueNameForUrl}$`));
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: full.heading,
      startDate: full.date,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation' },
      organizer: { '@type': 'Organization', name: 'Kaksha' },
      performer: { '@type': 'Person', name: 'Aditi Raghavan' },
    });
  });

  it('opens by numeric id and by uuid as well', async () => {
    await openEvent(`/events/${full.id}`, full.heading);
    await openEvent(`/events/${full.uuid}`, full.heading);
  });

  it('hides Enroll Now and registration on a past event and shows its recording', async () => {
    await openEvent(`/events/${past.uniqueNameForUrl}`, past.heading);
    expect(screen.queryByRole('link', { name: /Enroll Now/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reserve your seat' })).toBeNull();
    expect(getSection('Watch the recording').id).toBe('recording');
  });

  it("sends Enroll Now to the event's own page in a new tab when it has one", async () => {
    await openEvent(`/events/${external.uniqueNameForUrl}`, external.heading);
    const enroll = screen.getByRole('link', { name: /^Enroll Now/ });
    expect(enroll.getAttribute('href')).toBe('https://summit.example.org/tickets');
    expect(enroll.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('heading', { name: 'Reserve your seat' })).toBeNull();
  });

  it("shows 'Event Not found' for an unknown event", async () => {
    app.renderApp(`/events/no-such-event-${tag}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: EVENT_MESSAGES.notFound }),
    ).toBeTruthy();
    expect(document.title).toBe(`Kaksha | ${EVENT_MESSAGES.notFound}`);
    expect(screen.getByRole('link', { name: 'See all events' }).getAttribute('href')).toBe(
      '/event-listing',
    );
  });

  it('offers a retry when the event could not be loaded', async () => {
    app.network.inject(`GET /v1.5/events/${full.uniqueNameForUrl}`, {
      times: 1,
      refuse: { status: 503 },
    });
    app.renderApp(`/events/${full.uniqueNameForUrl}`);
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this event' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: full.heading });
  });
});
