import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CalendarFeed, Schedule, SessionStatus } from '@kaksha/shared';
import { notFound } from '../../core/app-error';
import type { Caller } from '../../core/caller';
import type { Database } from '../../infra/database/database';
import { buildScheduleCalendar } from './schedule-calendar';
import {
  currentFeedVersion,
  feedVersion,
  listLearnerSessions,
  rotateFeed,
} from './schedules.repository';

export const FEED_NOT_FOUND = 'No such calendar feed';

/**
 * The learner's schedule and calendar feed. The feed's secret is derived from the account and a
 * version (HMAC with a key of the install's own), so it is never stored and rotating ends the old
 * URL at once.
 */
export function createSchedulesService(deps: {
  db: Database;
  secret: string;
  publicUrl: string;
  apiBasePath: string;
}) {
  const { db } = deps;
  const key = `calendar-feed:${deps.secret}`;
  const tokenOf = (userId: string, version: number) =>
    createHmac('sha256', key).update(`${userId}:${version}`).digest('base64url');
  const urlOf = (userId: string, version: number) =>
    `${deps.publicUrl}${deps.apiBasePath}/v1.5/calendar-feeds/${userId}/${tokenOf(userId, version)}.ics`;
  const scheduleLink = `${deps.publicUrl}/my-schedule`;

  return {
    async schedule(caller: Caller): Promise<Schedule> {
      const rows = await listLearnerSessions(db, caller.id);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          batchId: row.batchId,
          batchName: row.batchName,
          courseId: row.courseId,
          courseName: row.courseName,
          startsAt: row.startsAt.toISOString(),
          durationMinutes: row.durationMinutes,
          title: row.title,
          status: row.status as SessionStatus,
          joinUrl: row.joinUrl,
          recordingUrl: row.recordingUrl,
          attended: row.attended,
        })),
      };
    },

    async feedUrl(caller: Caller): Promise<CalendarFeed> {
      return { url: urlOf(caller.id, await feedVersion(db, caller.id)) };
    },

    async rotate(caller: Caller): Promise<CalendarFeed> {
      return { url: urlOf(caller.id, await rotateFeed(db, caller.id)) };
    },

    /** The feed's file, when the token is the account's current one; otherwise 404. */
    async feed(userId: string, token: string): Promise<string> {
      const version = await currentFeedVersion(db, userId);
      const expected = version === undefined ? null : Buffer.from(tokenOf(userId, version));
      const given = Buffer.from(token);
      if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given))
        throw notFound(FEED_NOT_FOUND, 'FEED_NOT_FOUND');
      return buildScheduleCalendar(await listLearnerSessions(db, userId), {
        schedule: scheduleLink,
      });
    },
  };
}
export type SchedulesService = ReturnType<typeof createSchedulesService>;
