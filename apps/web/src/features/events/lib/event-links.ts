import { EVENT_LENGTH_MINUTES } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';

/** How an event is named in links: its uniqueNameForUrl, or its id for an event without one. */
export function eventKey(event: Pick<Event, 'id' | 'uniqueNameForUrl'>): string {
  return event.uniqueNameForUrl || String(event.id);
}

/** /events/<slug>: the event's page. */
export function eventPath(event: Pick<Event, 'id' | 'uniqueNameForUrl'>): string {
  return `/events/${encodeURIComponent(eventKey(event))}`;
}

/** The id of the registration block on the event page, for Enroll links (#register). */
export const REGISTER_SECTION_ID = 'register';

/** The card's initial badge: the heading's first letter (or character), upper-cased. */
export function eventInitial(heading: string): string {
  const first = Array.from(heading.trim())[0] ?? '?';
  return first.toLocaleUpperCase('en-US');
}

/** 20250305T133000Z: Google Calendar's UTC form of an instant. */
function toCalendarStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A Google Calendar "add event" link: the event's hour, its page in the details, online. */
export function googleCalendarUrl(event: Event, pageUrl: string): string {
  const start = new Date(event.date);
  const end = new Date(start.getTime() + EVENT_LENGTH_MINUTES * 60_000);
  const details = [event.subHeading, `Details and joining link: ${pageUrl}`]
    .filter(Boolean)
    .join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.heading,
    dates: `${toCalendarStamp(start)}/${toCalendarStamp(end)}`,
    details,
    location: 'Online',
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** An https (or http) link that can go into an href; anything else (javascript:, junk) is not. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
