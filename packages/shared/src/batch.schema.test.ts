import { describe, expect, it } from 'vitest';
import { createBatchBodySchema, createSessionBodySchema } from './batch.schema';
import {
  generateWeeklySessions,
  istDate,
  istInstant,
  istTime,
  scheduleSummary,
} from './ist-calendar';

describe('IST calendar arithmetic', () => {
  it('maps IST wall-clock times to instants and back, across the UTC date line', () => {
    expect(istInstant('2027-03-06', '10:00').toISOString()).toBe('2027-03-06T04:30:00.000Z');
    expect(istInstant('2027-03-06', '02:00').toISOString()).toBe('2027-03-05T20:30:00.000Z');
    expect(istDate('2027-03-05T20:30:00.000Z')).toBe('2027-03-06');
    expect(istTime('2027-03-05T20:30:00.000Z')).toBe('02:00');
  });
});

describe('the weekly pattern generator', () => {
  it('gives Saturdays and Sundays 10:00 IST for 12 weeks: 24 sessions in order', () => {
    // 2027-03-06 is a Saturday.
    const sessions = generateWeeklySessions('2027-03-06', {
      weekdays: [6, 0],
      startTime: '10:00',
      durationMinutes: 120,
      weeks: 12,
    });
    expect(sessions).toHaveLength(24);
    expect(sessions[0]).toEqual({
      startsAt: '2027-03-06T04:30:00.000Z',
      durationMinutes: 120,
      title: 'Session 1',
    });
    expect(sessions[1]!.startsAt).toBe('2027-03-07T04:30:00.000Z');
    expect(sessions.at(-1)).toMatchObject({
      startsAt: '2027-05-23T04:30:00.000Z',
      title: 'Session 24',
    });
    const times = sessions.map((s) => Date.parse(s.startsAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('starts on the start date even mid-week, and gives nothing for a day outside one week', () => {
    // 2027-03-03 is a Wednesday: its first week runs Wednesday to Tuesday.
    const weekly = generateWeeklySessions('2027-03-03', {
      weekdays: [1],
      startTime: '19:30',
      durationMinutes: 90,
      weeks: 1,
    });
    expect(weekly.map((s) => istDate(s.startsAt))).toEqual(['2027-03-08']);
  });
});

describe('the schedule summary', () => {
  const at = (date: string, time: string, minutes = 120, status = 'scheduled') => ({
    startsAt: istInstant(date, time).toISOString(),
    durationMinutes: minutes,
    status,
  });

  it('names the days Monday first and the one shared time', () => {
    expect(scheduleSummary([at('2027-03-07', '10:00'), at('2027-03-06', '10:00')])).toBe(
      'Sat & Sun, 10:00–12:00 IST',
    );
    expect(
      scheduleSummary([
        at('2027-03-08', '19:00', 90),
        at('2027-03-10', '19:00', 90),
        at('2027-03-12', '19:00', 90),
      ]),
    ).toBe('Mon, Wed & Fri, 19:00–20:30 IST');
  });

  it('says the times vary, leaves cancelled sessions out, and says when nothing is scheduled', () => {
    expect(scheduleSummary([at('2027-03-06', '10:00'), at('2027-03-07', '11:00')])).toBe(
      'Sat & Sun, times vary (IST)',
    );
    expect(
      scheduleSummary([at('2027-03-06', '10:00'), at('2027-03-07', '11:00', 120, 'cancelled')]),
    ).toBe('Sat, 10:00–12:00 IST');
    expect(scheduleSummary([])).toBe('Schedule to be announced');
  });
});

describe('batch and session bodies', () => {
  it('refuses impossible dates, unknown programs and http links, naming the field', () => {
    const bad = createBatchBodySchema.safeParse({
      courseId: 'cooking',
      name: 'Weekend batch',
      startDate: '2027-02-30',
      capacity: 40,
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['courseId', 'startDate']));

    const link = createSessionBodySchema.safeParse({
      startsAt: '2027-03-06T10:00:00+05:30',
      durationMinutes: 120,
      title: 'Kick-off',
      joinUrl: 'http://meet.example.com/abc',
    });
    expect(link.success).toBe(false);
    expect(link.error!.issues[0]!.message).toBe('joinUrl must be an https:// link');
  });
});
