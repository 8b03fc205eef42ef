import { addDays, istDate } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';
import { Badge } from '../../../components/ui/badge';
import { JoinSessionLink } from '../../../components/ui/join-session-link';
import { joinClassNames } from '../../../lib/class-names';
import { formatIstDay, formatIstTimeRange } from '../../../lib/ist-dates';
import { formatStartsIn, groupByIstDay } from '../../../lib/live-sessions';

/** Upcoming sessions by IST day, each with its program, batch, time and Join (or Cancelled). */
export function UpcomingSessions({
  sessions,
  now,
}: {
  sessions: readonly ScheduleSession[];
  now: Date;
}) {
  const today = istDate(now);
  return (
    <ol aria-label="Upcoming sessions by day" className="space-y-8">
      {groupByIstDay(sessions).map((day) => {
        const label = formatIstDay(day.date);
        const near =
          day.date === today ? 'Today' : day.date === addDays(today, 1) ? 'Tomorrow' : undefined;
        return (
          <li key={day.date}>
            <div className="flex items-baseline gap-2">
              <h3 className="text-lg font-bold text-ink-950">{label}</h3>
              {near && <span className="text-sm font-semibold text-brand-700">{near}</span>}
            </div>
            <ul aria-label={label} className="mt-3 space-y-3">
              {day.sessions.map((session) => (
                <li key={session.id}>
                  <UpcomingSession session={session} now={now} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function UpcomingSession({ session, now }: { session: ScheduleSession; now: Date }) {
  const isCancelled = session.status === 'cancelled';
  return (
    <article
      aria-label={session.title}
      className={joinClassNames(
        'flex flex-col gap-3 rounded-card border p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5',
        isCancelled ? 'border-ink-200 bg-ink-50' : 'border-ink-200/80 bg-white',
      )}
    >
      <div className="min-w-0">
        <p
          className={joinClassNames(
            'text-sm font-semibold tabular-nums',
            isCancelled ? 'text-ink-500 line-through' : 'text-brand-700',
          )}
        >
          {formatIstTimeRange(session.startsAt, session.durationMinutes)}
        </p>
        <h4 className="mt-0.5 font-bold break-words text-ink-950">{session.title}</h4>
        <p className="text-sm break-words text-ink-600">
          {session.courseName} · {session.batchName}
        </p>
        {!isCancelled && (
          <p className="mt-1 text-sm text-ink-600">{formatStartsIn(session, now)}</p>
        )}
      </div>
      <div className="shrink-0">
        {isCancelled ? (
          <Badge tone="error">Cancelled</Badge>
        ) : (
          <JoinSessionLink session={session} now={now} />
        )}
      </div>
    </article>
  );
}
