import { attendanceOf, istDate } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { JoinSessionLink } from '../../../components/ui/join-session-link';
import { formatIstDay, formatIstTimeRange } from '../../../lib/ist-dates';
import { formatStartsIn, nextSessionOf, splitSchedule } from '../../../lib/live-sessions';

/** The learner's sessions as "My programs" has them: still loading, failed, or read at `now`. */
export type ScheduleState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; sessions: readonly ScheduleSession[]; now: Date };

/** Recordings listed on a program's card; the rest are on /my-schedule. */
const RECORDINGS_SHOWN = 3;

/** One program's batch, its dates, the next live session (with Join when open) and recordings. */
export function ProgramSessions({
  batchId,
  batchName,
  schedule,
}: {
  batchId: string | null;
  batchName: string | null;
  schedule: ScheduleState;
}) {
  if (!batchId) {
    return (
      <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
        We are placing you in a batch. Its dates and live sessions will show here.
      </p>
    );
  }
  const sessions =
    schedule.status === 'ready' ? schedule.sessions.filter((s) => s.batchId === batchId) : [];
  const dates = batchDates(sessions);

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-600">Batch</dt>
          <dd className="font-semibold break-words text-ink-950">{batchName}</dd>
        </div>
        {dates && (
          <div>
            <dt className="text-ink-600">Dates</dt>
            <dd className="font-semibold text-ink-950">{dates}</dd>
          </div>
        )}
        {schedule.status === 'ready' && <Attendance sessions={sessions} now={schedule.now} />}
      </dl>
      {schedule.status === 'loading' && (
        <p className="text-sm text-ink-600">Loading your live sessions…</p>
      )}
      {schedule.status === 'ready' && <NextSession sessions={sessions} now={schedule.now} />}
      {schedule.status === 'ready' && <Recordings sessions={sessions} now={schedule.now} />}
    </div>
  );
}

/** The batch's first to last live day, from its sessions: 'Sat, 6 Mar 2027 – Sun, 30 May 2027'. */
function batchDates(sessions: readonly ScheduleSession[]): string | undefined {
  const days = sessions
    .filter((s) => s.status === 'scheduled')
    .map((s) => istDate(s.startsAt))
    .sort();
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return undefined;
  return first === last ? formatIstDay(first) : `${formatIstDay(first)} – ${formatIstDay(last)}`;
}

function NextSession({ sessions, now }: { sessions: readonly ScheduleSession[]; now: Date }) {
  const next = nextSessionOf(sessions, now);
  if (!next) {
    const hadSessions = sessions.some((s) => s.status === 'scheduled');
    return (
      <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
        {hadSessions
          ? 'All live sessions of this batch are done.'
          : 'Session dates will be announced soon.'}
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label="Next live session"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          Next live session
        </p>
        <p className="mt-1 font-bold break-words text-ink-950">{next.title}</p>
        <p className="text-sm text-ink-700 tabular-nums">
          {formatIstDay(istDate(next.startsAt))},{' '}
          {formatIstTimeRange(next.startsAt, next.durationMinutes)}
        </p>
        <p className="text-sm font-medium text-brand-800">{formatStartsIn(next, now)}</p>
      </div>
      <div className="shrink-0">
        <JoinSessionLink session={next} now={now} />
      </div>
    </div>
  );
}

function Recordings({ sessions, now }: { sessions: readonly ScheduleSession[]; now: Date }) {
  const recorded = splitSchedule(sessions, now).past.filter((s) => s.recordingUrl);
  if (recorded.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink-900">Recordings</h4>
      <ul aria-label="Recordings" className="mt-2 space-y-1.5 text-sm">
        {recorded.slice(0, RECORDINGS_SHOWN).map((session) => (
          <li key={session.id}>
            <ExternalLink
              href={session.recordingUrl!}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {session.title}
            </ExternalLink>{' '}
            <span className="text-ink-500">· {formatIstDay(istDate(session.startsAt))}</span>
          </li>
        ))}
      </ul>
      {recorded.length > RECORDINGS_SHOWN && (
        <Link
          to="/my-schedule"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          All {recorded.length} recordings
        </Link>
      )}
    </div>
  );
}

/** The learner's attendance share, as staff see it: present over sessions held so far. */
function Attendance({ sessions, now }: { sessions: readonly ScheduleSession[]; now: Date }) {
  const { held, attended } = attendanceOf(sessions, now);
  if (held === 0) return null;
  return (
    <div>
      <dt className="text-ink-600">Attendance</dt>
      <dd className="font-semibold text-ink-950 tabular-nums">
        {Math.round((attended / held) * 100)}% ({attended} of {held}{' '}
        {held === 1 ? 'session' : 'sessions'})
      </dd>
    </div>
  );
}
