import ical, { ICalCalendarMethod, type ICalDayJsStub } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
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

/** The MIME type of the file, for the download and the e-mail attachment. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const zones = tzlib_get_timezones(false);
const knownZones = new Set(Array.isArray(zones) ? zones : []);

/** The zone's VTIMEZONE block (its rules since 1970), or null for a zone the library lacks. */
function vtimezone(zone: string): string | null {
  if (!knownZones.has(zone)) return null;
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/**
 * The instant as wall-clock time in `timeZone`. ical-generator writes a native Date with the server
 * process's own local time when a zone is set; a value that formats itself (the Day.js shape it
 * accepts) gives the event zone's date and time whatever the server's zone is.
 */
function wallClock(instant: Date, timeZone: string): ICalDayJsStub {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const formats: Record<string, string> = {
    YYYYMMDD: `${p.year}${p.month}${p.day}`,
    HHmmss: `${p.hour}${p.minute}${p.second}`,
  };
  const self: ICalDayJsStub = {
    format: (pattern) => formats[pattern ?? ''] ?? instant.toISOString(),
    isValid: () => true,
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
  };
  return self;
}

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
