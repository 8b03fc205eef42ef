import { JOIN_OPENS_MINUTES, istDate } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';

// A learner's live sessions against the clock: which is next, which are over, how far off the
// next one is and when any of that next changes. Shared by "My programs" (features/users) and the
// schedule page (features/schedule); whether Join shows is `isJoinOpen` from @kaksha/shared.

type Timing = Pick<ScheduleSession, 'startsAt' | 'durationMinutes' | 'status'>;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const startOf = (session: Timing) => Date.parse(session.startsAt);
export const endOf = (session: Timing) => startOf(session) + session.durationMinutes * MINUTE_MS;

/** Over: past its end (Join closes then too). */
export const hasEnded = (session: Timing, now: Date) => now.getTime() > endOf(session);

const byStart = (a: Timing, b: Timing) => startOf(a) - startOf(b);

/** The session to show as "next": the soonest scheduled one not over yet (one on now counts). */
export function nextSessionOf<T extends Timing>(sessions: readonly T[], now: Date): T | undefined {
  return sessions
    .filter((session) => session.status === 'scheduled' && !hasEnded(session, now))
    .sort(byStart)[0];
}

/**
 * Upcoming sessions (not over, cancelled ones included so the learner sees the change), soonest
 * first; past ones (cancelled ones left out: there is nothing to watch), latest first.
 */
export function splitSchedule<T extends Timing>(
  sessions: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const upcoming = sessions.filter((session) => !hasEnded(session, now)).sort(byStart);
  const past = sessions
    .filter((session) => session.status === 'scheduled' && hasEnded(session, now))
    .sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/** Sessions in the order given, grouped by their IST calendar day ('2027-03-06'). */
export function groupByIstDay<T extends Timing>(
  sessions: readonly T[],
): Array<{ date: string; sessions: T[] }> {
  const days: Array<{ date: string; sessions: T[] }> = [];
  for (const session of sessions) {
    const date = istDate(session.startsAt);
    const last = days.at(-1);
    if (last?.date === date) last.sessions.push(session);
    else days.push({ date, sessions: [session] });
  }
  return days;
}

const calendarDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * How far off a session is, in words: 'starts in 40 min', 'starts in 2 h', 'starts tomorrow',
 * 'starts in 3 days' (IST calendar days); 'on now' while it runs; 'ended' after.
 */
export function formatStartsIn(session: Timing, now: Date): string {
  const untilStart = startOf(session) - now.getTime();
  if (untilStart <= 0) return hasEnded(session, now) ? 'ended' : 'on now';
  const minutes = Math.floor(untilStart / MINUTE_MS);
  if (minutes < 1) return 'starts in under a minute';
  if (minutes < 60) return `starts in ${minutes} min`;
  if (minutes < 24 * 60) return `starts in ${Math.floor(minutes / 60)} h`;
  const days = calendarDaysBetween(istDate(now), istDate(session.startsAt));
  return days === 1 ? 'starts tomorrow' : `starts in ${days} days`;
}

/**
 * The next moment what the sessions show changes after `now` (a Join link opening or closing, a
 * session starting), so a page can wake for it; undefined when nothing is left to change.
 */
export function nextChangeAfter(sessions: readonly Timing[], now: Date): number | undefined {
  let next: number | undefined;
  for (const session of sessions) {
    if (session.status !== 'scheduled') continue;
    const start = startOf(session);
    for (const moment of [start - JOIN_OPENS_MINUTES * MINUTE_MS, start, endOf(session) + 1]) {
      if (moment > now.getTime() && (next === undefined || moment < next)) next = moment;
    }
  }
  return next;
}
