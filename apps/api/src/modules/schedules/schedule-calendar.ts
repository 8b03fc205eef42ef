import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { vtimezone, wallClock } from '../../infra/calendar/ical-time';
import type { LearnerSession } from './schedules.repository';

const ZONE = 'Asia/Kolkata';

/**
 * A learner's sessions as one calendar feed: VTIMEZONE Asia/Kolkata, one VEVENT per session with a
 * UID stable across downloads (from the session's id) and SEQUENCE its change count, so a moved
 * session moves in the subscriber's calendar and a cancelled one shows STATUS:CANCELLED; the join
 * link is in the description (the feed's URL is the learner's secret).
 */
export function buildScheduleCalendar(
  sessions: readonly LearnerSession[],
  links: { schedule: string },
): string {
  const calendar = ical({
    prodId: { company: 'Kaksha', product: 'Live sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: 'Kaksha live sessions',
    timezone: { name: ZONE, generator: vtimezone },
  });
  for (const session of sessions) {
    const end = new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
    const description = [
      `${session.courseName} · ${session.batchName}`,
      session.joinUrl
        ? `Join: ${session.joinUrl}`
        : 'The join link will appear here before the session.',
      session.recordingUrl ? `Recording: ${session.recordingUrl}` : '',
      `Your schedule: ${links.schedule}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: `session-${session.id}@kaksha`,
      sequence: session.sequence,
      start: wallClock(session.startsAt, ZONE),
      end: wallClock(end, ZONE),
      timezone: ZONE,
      stamp: wallClock(session.updatedAt, 'UTC'),
      summary: `${session.courseName}: ${session.title}`,
      description,
      status:
        session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      url: links.schedule,
    });
  }
  return `${calendar.toString()}\r\n`;
}
