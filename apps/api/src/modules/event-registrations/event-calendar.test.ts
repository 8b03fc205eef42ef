import { describe, expect, it } from 'vitest';
import { buildEventCalendar, type CalendarEvent } from './event-calendar';

const event: CalendarEvent = {
  uuid: '3f1c2d9e-5b7a-4c1d-9e2f-0a1b2c3d4e5f',
  heading: 'Machine learning, live; with Q&A',
  subHeading: 'An evening with Meera Iyer',
  description: 'Bring your questions.\nWe start on time.',
  startsAt: new Date('2025-03-05T13:30:00Z'),
  timeZone: 'Asia/Kolkata',
  uniqueNameForUrl: 'ml-live-2025',
  mode: 'Online',
};

/** Content lines, with folded continuation lines joined back (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('buildEventCalendar', () => {
  it('gives one hour-long VEVENT in the event zone, with that zone’s VTIMEZONE', () => {
    const ics = buildEventCalendar(event, 'https://kaksha.in');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const all = lines(ics);
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all).toContain('METHOD:PUBLISH');
    const zoneStart = all.indexOf('BEGIN:VTIMEZONE');
    expect(all[zoneStart + 1]).toBe('TZID:Asia/Kolkata');
    expect(all).toContain('TZOFFSETTO:+0530');
    expect(all).toContain('DTSTART;TZID=Asia/Kolkata:20250305T190000');
    expect(all).toContain('DTEND;TZID=Asia/Kolkata:20250305T200000');
    expect(all).toContain(`UID:${event.uuid}@kaksha`);
    expect(all).toContain('SUMMARY:Machine learning\\, live\\; with Q&A');
    expect(all).toContain('LOCATION:Online');
    expect(all).toContain('URL;VALUE=URI:https://kaksha.in/events/ml-live-2025');
    expect(all.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:An evening with Meera Iyer\\n\\nBring your questions.\\nWe start on time.\\n\\nEvent page: https://kaksha.in/events/ml-live-2025',
    );
    expect(all.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('keeps the UID from one download to the next', () => {
    const uid = (ics: string) => lines(ics).find((l) => l.startsWith('UID:'));
    expect(uid(buildEventCalendar(event, 'https://kaksha.in'))).toBe(
      uid(buildEventCalendar({ ...event, heading: 'Renamed' }, 'https://kaksha.in')),
    );
  });

  it('writes the local time of a zone with daylight saving, and its rules', () => {
    const ics = buildEventCalendar(
      { ...event, timeZone: 'America/New_York', startsAt: new Date('2025-07-01T23:00:00Z') },
      'https://kaksha.in',
    );
    const all = lines(ics);
    expect(all).toContain('DTSTART;TZID=America/New_York:20250701T190000');
    expect(all).toContain('BEGIN:DAYLIGHT');
    expect(all).toContain('TZOFFSETTO:-0400');
  });
});
