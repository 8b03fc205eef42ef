import { istDate } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';
import { ButtonAnchor } from '../../../components/ui/button';
import { formatIstDay, formatIstTimeRange } from '../../../lib/ist-dates';

/** Sessions that are over, latest first, each with its recording once the mentor has added it. */
export function PastSessions({ sessions }: { sessions: readonly ScheduleSession[] }) {
  return (
    <ul
      aria-label="Past sessions"
      className="divide-y divide-ink-100 rounded-card border border-ink-200/80 bg-white shadow-card"
    >
      {sessions.map((session) => (
        <li
          key={session.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-ink-950">{session.title}</p>
            <p className="text-sm break-words text-ink-600">
              {session.courseName} · {session.batchName}
            </p>
            <p className="text-sm text-ink-600 tabular-nums">
              {formatIstDay(istDate(session.startsAt))},{' '}
              {formatIstTimeRange(session.startsAt, session.durationMinutes)}
            </p>
          </div>
          <div className="shrink-0">
            {session.recordingUrl ? (
              <ButtonAnchor
                href={session.recordingUrl}
                variant="secondary"
                size="sm"
                className="w-full sm:w-auto"
              >
                Watch recording<span className="sr-only"> of {session.title}</span>
              </ButtonAnchor>
            ) : (
              <p className="text-sm text-ink-500">No recording yet</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
