import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { AlertCircleIcon, CalendarIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { eventCarouselQuery } from '../api';
import { EventCardSkeletons } from '../components/event-card-skeletons';
import { ListedEventCard } from '../components/listed-event-card';

/** The spec's page shows four events. */
const SHOWN_EVENTS = 4;

/**
 * /updated-css: four events (spec §2: title, speaker, date, time, Enroll and Details), read from
 * the API as the event listing reads them, so that every link opens an event that exists. With
 * no upcoming event it says so rather than showing samples.
 */
export function StaticEventsPage() {
  // The landing page's upcoming-events read: the same cached answer, soonest first.
  const query = useQuery(eventCarouselQuery(true));
  const events = query.data?.slice(0, SHOWN_EVENTS) ?? [];

  return (
    <>
      <PageTitle
        page="Upcoming events"
        description="The next Kaksha events: free live sessions with our mentors on web development, machine learning, coding interviews and IoT."
        path="/updated-css"
        // The event listing is the page to find; this one repeats its first events.
        isNoIndex
      />
      <PageHeading
        eyebrow="Events"
        title="Upcoming Events"
        description="Live sessions with the mentors behind our programs. Pick one, enroll, and bring your questions."
      />
      <section
        aria-label="Upcoming events"
        aria-busy={query.isPending || undefined}
        className="py-12 sm:py-16"
      >
        <Container>
          {query.isPending ? (
            <EventCardSkeletons label="Loading upcoming events" />
          ) : query.isError ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-card border border-error-100 bg-error-50 p-4 text-error-700 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-center gap-2 font-medium">
                <AlertCircleIcon size={20} className="shrink-0" />
                We couldn’t load the events right now.
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {query.isFetching ? 'Retrying…' : 'Retry'}
              </Button>
            </div>
          ) : events.length === 0 ? (
            <div className="flex flex-col items-center rounded-panel border border-dashed border-ink-300 bg-ink-50 px-6 py-14 text-center">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card ring-1 ring-brand-100">
                <CalendarIcon size={28} />
              </span>
              <p className="mt-5 text-xl font-bold text-ink-900">No upcoming events right now</p>
              <p className="mt-2 max-w-md text-ink-600">
                New workshops and talks are announced on the events page when they are scheduled.
              </p>
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {events.map((event) => (
                <li key={event.id}>
                  <ListedEventCard event={event} isOpen />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 flex justify-center">
            <ButtonLink to="/event-listing" variant="secondary">
              See all events
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
