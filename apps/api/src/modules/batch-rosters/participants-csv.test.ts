import { describe, expect, it } from 'vitest';
import { minutesOf, readParticipants } from './participants-csv';

describe('a participant list', () => {
  it('reads durations as the meeting tools write them', () => {
    expect(minutesOf('95')).toBe(95);
    expect(minutesOf('90', 1)).toBe(1.5);
    expect(minutesOf('1:05:30')).toBe(65.5);
    expect(minutesOf('1h 59m 30s')).toBe(119.5);
    expect(minutesOf('1 hr 5 min')).toBe(65);
    expect(minutesOf('45 mins')).toBe(45);
    expect(minutesOf('')).toBeUndefined();
    expect(minutesOf('about an hour')).toBeUndefined();
  });

  it('finds the e-mail column by its usual names and semicolon-separated files', () => {
    for (const header of ['Email', 'E-mail', 'User Email', 'Attendee Email', 'Participant Email'])
      expect(readParticipants(`Name;${header}\nAsha;asha@example.in\n`)).toEqual([
        { line: 2, email: 'asha@example.in', name: 'Asha' },
      ]);
  });

  it('counts lines from where a row starts, a quoted cell over lines included', () => {
    expect(
      readParticipants('Email,Note\r\na@example.in,"two\r\nlines"\r\n\r\nb@example.in,x\r\n'),
    ).toEqual([
      { line: 2, email: 'a@example.in' },
      { line: 5, email: 'b@example.in' },
    ]);
  });
});
