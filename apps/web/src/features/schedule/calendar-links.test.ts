import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, toWebcalUrl } from './calendar-links';

const FEED = 'https://kaksha.in/api/v1.5/calendar-feeds/0b6c/Ab-c_d.ics';

describe('calendar feed links', () => {
  it('subscribes under webcal://, from https or http', () => {
    expect(toWebcalUrl(FEED)).toBe('webcal://kaksha.in/api/v1.5/calendar-feeds/0b6c/Ab-c_d.ics');
    expect(toWebcalUrl('http://localhost:3000/api/x.ics')).toBe(
      'webcal://localhost:3000/api/x.ics',
    );
  });

  it('hands Google Calendar the webcal address as its cid', () => {
    expect(googleCalendarUrl(FEED)).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fkaksha.in%2Fapi%2Fv1.5%2Fcalendar-feeds%2F0b6c%2FAb-c_d.ics',
    );
  });
});
