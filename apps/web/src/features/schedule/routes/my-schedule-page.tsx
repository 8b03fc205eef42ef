import { JOIN_OPENS_MINUTES } from '@kaksha/shared';
import type { ScheduleSession } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { nextChangeAfter, splitSchedule } from '../../../lib/live-sessions';
import { scheduleQuery } from '../../../lib/schedule';
import { useNow } from '../../../lib/use-now';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { PastSessions } from '../components/past-sessions';
import { UpcomingSessions } from '../components/upcoming-sessions';

const NO_SESSIONS: readonly ScheduleSession[] = [];

/**
 * /my-schedule (issue 25): every live session of the learner's batches, upcoming ones by IST day
 * with Join from 15 minutes before the start, past ones with their recordings, and the calendar
 * feed. Signed-in learners only (the route sits behind RequireSession).
 */
export function MySchedulePage() {
  const query = useQuery(scheduleQuery());
  const sessions = query.data?.sessions ?? NO_SESSIONS;
  const now = useNow((at) => nextChangeAfter(sessions, at));

  return (
    <>
      <PageTitle page="My schedule" />
      <div className="border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
        <Container className="py-10 sm:py-12">
          <h1 className="text-h2 font-extrabold sm:text-h1">My schedule</h1>
          <p className="mt-3 max-w-2xl text-lg text-ink-600">
            Every live session of your Kaksha batches, in India Standard Time (IST). The Join button
            appears {JOIN_OPENS_MINUTES} minutes before a session starts.
          </p>
        </Container>
      </div>
      <Container className="py-8 sm:py-12">
        <div className="mx-auto max-w-3xl space-y-12">
          {query.isPending ? (
            <div className="flex justify-center py-10">
              <Spinner size="md" label="Loading your schedule" />
            </div>
          ) : query.isError ? (
            <Card role="alert" className="border-error-100 bg-error-50 text-error-700">
              <p className="font-semibold">We couldn't load your schedule.</p>
              <p className="mt-1 text-sm text-ink-600">Check your connection and try again.</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => void query.refetch()}
              >
                Try again
              </Button>
            </Card>
          ) : sessions.length === 0 ? (
            <NoSessions />
          ) : (
            <ScheduleSections sessions={sessions} now={now} />
          )}
          <CalendarFeedCard />
        </div>
      </Container>
    </>
  );
}

function NoSessions() {
  return (
    <Card className="text-center">
      <p className="font-semibold text-ink-900">
        No live sessions yet — when you join a batch its sessions appear here.
      </p>
      <p className="mt-2 text-sm text-ink-600">
        Kaksha programs run as live weekend batches with a mentor. Pick a program and a batch that
        suits you.
      </p>
      <ButtonLink to="/programs" variant="primary" size="sm" className="mt-4">
        Explore programs
      </ButtonLink>
    </Card>
  );
}

function ScheduleSections({ sessions, now }: { sessions: readonly ScheduleSession[]; now: Date }) {
  const { upcoming, past } = splitSchedule(sessions, now);
  return (
    <>
      <section aria-labelledby="upcoming-sessions-heading" className="space-y-4">
        <h2 id="upcoming-sessions-heading" className="text-h3 font-extrabold">
          Upcoming sessions
        </h2>
        {upcoming.length === 0 ? (
          <Card>
            <p className="font-semibold text-ink-900">No upcoming sessions right now.</p>
            <p className="mt-1 text-sm text-ink-600">
              Your batches have no more sessions scheduled.
              {past.length > 0 && ' Catch up on the recordings below.'}
            </p>
          </Card>
        ) : (
          <UpcomingSessions sessions={upcoming} now={now} />
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-sessions-heading" className="space-y-4">
          <h2 id="past-sessions-heading" className="text-h3 font-extrabold">
            Past sessions
          </h2>
          <PastSessions sessions={past} />
        </section>
      )}
    </>
  );
}
