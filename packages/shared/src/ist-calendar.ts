import { WEEKDAY_SHORT } from './batch.constants';
import type { WeeklyPattern } from './batch.schema';

// ---- IST calendar arithmetic (no daylight saving: a fixed +05:30) ----

const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** The instant of an IST wall-clock time on an IST date. */
export function istInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - IST_OFFSET_MINUTES * 60_000);
}

/** The IST calendar date (`YYYY-MM-DD`) of an instant. */
export function istDate(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** The IST wall-clock time (`HH:MM`) of an instant. */
export function istTime(at: Date | string): string {
  const shifted = new Date(new Date(at).getTime() + IST_OFFSET_MINUTES * 60_000);
  return shifted.toISOString().slice(11, 16);
}

/** The weekday (0 Sunday … 6 Saturday) of an IST calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sessions of a weekly pattern from `startDate` on: every chosen weekday of each of `weeks`
 * consecutive weeks (the first week begins on the start date), at the start time in IST, titled
 * "Session 1", "Session 2", … in order.
 */
export function generateWeeklySessions(
  startDate: string,
  pattern: WeeklyPattern,
): Array<{ startsAt: string; durationMinutes: number; title: string }> {
  const chosen = new Set(pattern.weekdays);
  const sessions: Array<{ startsAt: string; durationMinutes: number; title: string }> = [];
  for (let day = 0; day < pattern.weeks * 7; day += 1) {
    const date = addDays(startDate, day);
    if (!chosen.has(weekdayOf(date))) continue;
    sessions.push({
      startsAt: istInstant(date, pattern.startTime).toISOString(),
      durationMinutes: pattern.durationMinutes,
      title: `Session ${sessions.length + 1}`,
    });
  }
  return sessions;
}

/** Monday first, as a timetable reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} & ${words.at(-1)}`;
}

/**
 * A batch's schedule in one line, from its scheduled sessions: "Sat & Sun, 10:00–12:00 IST";
 * "Mon, Wed & Fri, times vary (IST)" when the sessions do not share one time; "Schedule to be
 * announced" without sessions.
 */
export function scheduleSummary(
  sessions: ReadonlyArray<{ startsAt: string | Date; durationMinutes: number; status?: string }>,
): string {
  const live = sessions.filter((s) => s.status !== 'cancelled');
  if (live.length === 0) return 'Schedule to be announced';
  const days = new Set(live.map((s) => weekdayOf(istDate(s.startsAt))));
  const dayText = joinWords(WEEK_ORDER.filter((d) => days.has(d)).map((d) => WEEKDAY_SHORT[d]!));
  const ranges = new Set(
    live.map((s) => {
      const start = new Date(s.startsAt);
      const end = new Date(start.getTime() + s.durationMinutes * 60_000);
      return `${istTime(start)}–${istTime(end)}`;
    }),
  );
  return ranges.size === 1 ? `${dayText}, ${[...ranges][0]} IST` : `${dayText}, times vary (IST)`;
}
