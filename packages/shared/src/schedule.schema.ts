import { z } from 'zod';
import { SESSION_STATUSES } from './batch.constants';

/**
 * A learner's live schedule (issue 25): every session of the batches they are placed in, with the
 * join link (shown from 15 minutes before the start to the end) and the recording afterwards; and
 * a personal calendar feed at a secret URL.
 */

export const SCHEDULE_PATH = '/v1.5/users/me/schedule';
export const CALENDAR_FEED_PATH = '/v1.5/users/me/calendar-feed';
/** The join button opens this long before a session starts. */
export const JOIN_OPENS_MINUTES = 15;

export const scheduleSessionSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  title: z.string(),
  status: z.enum(SESSION_STATUSES),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  attended: z
    .boolean()
    .nullable()
    .optional()
    .describe('the learner marked present (true) or absent (false); null when not marked'),
});
export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;
export const scheduleSchema = z.object({ sessions: z.array(scheduleSessionSchema) });
export type Schedule = z.infer<typeof scheduleSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * The learner's attendance share in a batch, as staff see it on the roster: sessions marked
 * present over sessions held (started and not cancelled) at `now`.
 */
export function attendanceOf(
  sessions: ReadonlyArray<Pick<ScheduleSession, 'startsAt' | 'status' | 'attended'>>,
  now: Date = new Date(),
): { held: number; attended: number } {
  const held = sessions.filter(
    (s) => s.status === 'scheduled' && Date.parse(s.startsAt) <= now.getTime(),
  );
  return { held: held.length, attended: held.filter((s) => s.attended === true).length };
}

/** Whether a session's join link should be offered at `now`: from 15 minutes before to its end. */
export function isJoinOpen(
  session: { startsAt: string; durationMinutes: number; status: string },
  now: Date = new Date(),
): boolean {
  if (session.status !== 'scheduled') return false;
  const start = Date.parse(session.startsAt);
  return (
    now.getTime() >= start - JOIN_OPENS_MINUTES * 60_000 &&
    now.getTime() <= start + session.durationMinutes * 60_000
  );
}
