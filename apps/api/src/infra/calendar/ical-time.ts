import type { ICalDayJsStub } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

// What every iCalendar file of the app shares: the MIME type, a zone's VTIMEZONE block and
// wall-clock times in that zone (event invites, the learner's session feed).

/** The MIME type of a calendar file, for downloads, feeds and e-mail attachments. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

const zones = tzlib_get_timezones(false);
const knownZones = new Set(Array.isArray(zones) ? zones : []);

/** The zone's VTIMEZONE block (its rules since 1970), or null for a zone the library lacks. */
export function vtimezone(zone: string): string | null {
  if (!knownZones.has(zone)) return null;
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/**
 * The instant as wall-clock time in `timeZone`. ical-generator writes a native Date with the server
 * process's own local time when a zone is set; a value that formats itself (the Day.js shape it
 * accepts) gives the event zone's date and time whatever the server's zone is.
 */
export function wallClock(instant: Date, timeZone: string): ICalDayJsStub {
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
