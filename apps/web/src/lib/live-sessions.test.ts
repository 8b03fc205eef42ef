import { describe, expect, it } from 'vitest';
import {
  formatStartsIn,
  groupByIstDay,
  nextChangeAfter,
  nextSessionOf,
  splitSchedule,
} from './live-sessions';

// Saturday 6 March 2027, 10:00 IST is 04:30 UTC.
const session = (
  id: string,
  startsAt: string,
  status: 'scheduled' | 'cancelled' = 'scheduled',
  durationMinutes = 120,
) => ({ id, startsAt, durationMinutes, status });

const SAT_10 = session('sat', '2027-03-06T04:30:00Z');
const SUN_10 = session('sun', '2027-03-07T04:30:00Z');
const SAT_14_CANCELLED = session('cancelled', '2027-03-06T08:30:00Z', 'cancelled');
const at = (iso: string) => new Date(iso);

describe('live sessions against the clock', () => {
  it('takes the soonest scheduled session not over yet as next, never a cancelled one', () => {
    const sessions = [SUN_10, SAT_14_CANCELLED, SAT_10];
    expect(nextSessionOf(sessions, at('2027-03-06T04:00:00Z'))).toBe(SAT_10);
    // On now: still next, until its end.
    expect(nextSessionOf(sessions, at('2027-03-06T06:30:00Z'))).toBe(SAT_10);
    expect(nextSessionOf(sessions, at('2027-03-06T06:30:01Z'))).toBe(SUN_10);
    expect(nextSessionOf([SAT_14_CANCELLED], at('2027-03-06T04:00:00Z'))).toBeUndefined();
  });

  it('splits upcoming (cancelled kept) from past (latest first, cancelled left out)', () => {
    const past = session('past', '2027-02-27T04:30:00Z');
    const pastCancelled = session('past-cancelled', '2027-02-28T04:30:00Z', 'cancelled');
    const { upcoming, past: done } = splitSchedule(
      [SUN_10, past, SAT_14_CANCELLED, pastCancelled, SAT_10],
      at('2027-03-01T00:00:00Z'),
    );
    expect(upcoming.map((s) => s.id)).toEqual(['sat', 'cancelled', 'sun']);
    expect(done.map((s) => s.id)).toEqual(['past']);
  });

  it('groups by the IST day, across midnight UTC', () => {
    // 00:30 IST on Sunday is still Saturday in UTC.
    const sunEarly = session('sun-early', '2027-03-06T19:00:00Z');
    const days = groupByIstDay([SAT_10, SAT_14_CANCELLED, sunEarly, SUN_10]);
    expect(days.map((d) => [d.date, d.sessions.map((s) => s.id)])).toEqual([
      ['2027-03-06', ['sat', 'cancelled']],
      ['2027-03-07', ['sun-early', 'sun']],
    ]);
  });

  it('says how far off a session is', () => {
    expect(formatStartsIn(SAT_10, at('2027-03-06T04:29:31Z'))).toBe('starts in under a minute');
    expect(formatStartsIn(SAT_10, at('2027-03-06T04:15:00Z'))).toBe('starts in 15 min');
    expect(formatStartsIn(SAT_10, at('2027-03-06T02:00:00Z'))).toBe('starts in 2 h');
    // Friday 11:00 IST: under a day, but tomorrow by the calendar.
    expect(formatStartsIn(SAT_10, at('2027-03-05T05:30:00Z'))).toBe('starts in 23 h');
    expect(formatStartsIn(SAT_10, at('2027-03-05T04:00:00Z'))).toBe('starts tomorrow');
    expect(formatStartsIn(SAT_10, at('2027-03-03T10:00:00Z'))).toBe('starts in 3 days');
    expect(formatStartsIn(SAT_10, at('2027-03-06T05:00:00Z'))).toBe('on now');
    expect(formatStartsIn(SAT_10, at('2027-03-06T07:00:00Z'))).toBe('ended');
  });

  it('wakes for the next Join opening, start or end', () => {
    const sessions = [SUN_10, SAT_14_CANCELLED, SAT_10];
    // Join for Saturday opens 15 minutes before 10:00 IST.
    expect(nextChangeAfter(sessions, at('2027-03-06T00:00:00Z'))).toBe(
      Date.parse('2027-03-06T04:15:00Z'),
    );
    expect(nextChangeAfter(sessions, at('2027-03-06T04:20:00Z'))).toBe(
      Date.parse('2027-03-06T04:30:00Z'),
    );
    // Join closes just after the end (the end itself is still open).
    expect(nextChangeAfter(sessions, at('2027-03-06T05:00:00Z'))).toBe(
      Date.parse('2027-03-06T06:30:00Z') + 1,
    );
    expect(nextChangeAfter([SAT_14_CANCELLED], at('2027-03-06T00:00:00Z'))).toBeUndefined();
  });
});
