import ical, { ICalCalendarMethod } from 'ical-generator';
import { vtimezone, wallClock } from '../../infra/calendar/ical-time';
import { EVENT_LENGTH_MINUTES } from '@kaksha/shared';

export type CalendarEvent = {
  uuid: string;
  heading: string;
  subHeading: string;
  description: string;
  startsAt: Date;
  timeZone: string;
  uniqueNameForUrl: string;
  mode: string;
};

export { CALENDAR_CONTENT_TYPE } from '../../infra/calendar/ical-time';

/**
 * The event as an iCalendar file ("Add to calendar" and the e-mails' invite): one VEVENT an hour
 * long (the spec has no end time) starting at DTSTART;TZID=<the event's zone>, with that zone's
 * VTIMEZONE, the event page as URL and a UID stable across downloads (from the event's uuid), so
 * adding it twice updates one entry.
 */
export function buildEventCalendar(event: CalendarEvent, publicUrl: string): string {
  const url = `${publicUrl}/events/${encodeURIComponent(event.uniqueNameForUrl)}`;
  const zone = vtimezone(event.timeZone) ? event.timeZone : null;
  const at = (instant: Date) => (zone ? wallClock(instant, zone) : instant);
  const calendar = ical({
    prodId: { company: 'Kaksha', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: 'Kaksha events',
    ...(zone ? { timezone: { name: zone, generator: vtimezone } } : {}),
  });
  const end = new Date(event.startsAt.getTime() + EVENT_LENGTH_MINUTES * 60_000);
  const description = [event.subHeading, event.description, `Event page: ${url}`]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: `${event.uuid}@kaksha`,
    start: at(event.startsAt),
    end: at(end),
    ...(zone ? { timezone: zone } : {}),
    stamp: zone ? wallClock(new Date(), 'UTC') : new Date(),
    summary: event.heading,
    description,
    location: event.mode,
    url,
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  return `${calendar.toString()}\r\n`;
}
