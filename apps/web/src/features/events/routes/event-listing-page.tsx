import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { AlertCircleIcon, CalendarIcon } from '../../../components/ui/icons';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { joinClassNames } from '../../../lib/class-names';
import { useIsClient } from '../../../lib/use-is-client';
import { eventListQuery } from '../api';
import { EventCardSkeletons } from '../components/event-card-skeletons';
import { ListedEventCard } from '../components/listed-event-card';

type EventView = 'active' | 'past';

const VIEWS: ReadonlyArray<{ view: EventView; label: string }> = [
  { view: 'active', label: 'Active Events' },
  { view: 'past', label: 'Past Events' },
];

const EMPTY_MESSAGES: Record<EventView, { title: string; text: string }> = {
  active: {
    title: 'No upcoming events right now…',
    text: 'New workshops and talks are announced every few weeks. Meanwhile, catch up on the recordings of past events.',
  },
  past: {
    title: 'No past events yet…',
    text: 'Recordings of our events will appear here once they have taken place.',
  },
};

/** The list a link can open: /event-listing?view=past. */
const EVENT_VIEW_PARAM = 'view';

/** /event-listing: upcoming and past events, a toggle between them (spec §2, starts on Active). */
export function EventListingPage() {
  // The prerendered page (served for any query) is the Active list; ?view=past applies once
  // hydrated, so the two first renders agree.
  const isClient = useIsClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: EventView =
    isClient && searchParams.get(EVENT_VIEW_PARAM) === 'past' ? 'past' : 'active';
  const setView = (next: EventView) =>
    setSearchParams(next === 'past' ? { [EVENT_VIEW_PARAM]: 'past' } : {}, {
      replace: true,
      preventScrollReset: true,
    });
  const listId = useId();
  const headingId = useId();
  const isOpen = view === 'active';
  const query = useInfiniteQuery(eventListQuery(isOpen));
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const viewLabel = VIEWS.find((entry) => entry.view === view)!.label;

  return (
    <>
      <PageTitle
        page="Events"
        description="Free live workshops and talks by Kaksha mentors and industry experts, and the recordings of past events."
        path="/event-listing"
      />
      <PageHeading
        eyebrow="Events"
        title="Learn live with industry experts"
        description="Workshops, talks and Q&A sessions with the engineers who mentor our programs. Join live, or watch the recordings."
      />
      <section aria-labelledby={headingId} className="py-12 sm:py-16">
        <Container>
          {/* The cards' titles are h3s: this keeps the outline h1 → h2 → h3 for screen readers. */}
          <h2 id={headingId} className="sr-only">
            {viewLabel}
          </h2>
          <div
            role="group"
            aria-label="Show events"
            className="inline-flex rounded-full bg-ink-100 p-1 ring-1 ring-ink-200 ring-inset"
          >
            {VIEWS.map((entry) => {
              const isPressed = entry.view === view;
              return (
                <button
                  key={entry.view}
                  type="button"
                  aria-pressed={isPressed}
                  aria-controls={listId}
                  onClick={() => setView(entry.view)}
                  className={joinClassNames(
                    'rounded-full px-4 py-2 text-sm font-semibold transition-colors sm:px-5',
                    isPressed
                      ? 'bg-brand-700 text-white shadow-[0_6px_16px_-6px_rgb(90_33_217/0.6)]'
                      : 'text-ink-700 hover:bg-white hover:text-brand-800',
                  )}
                >
                  {entry.label}
                </button>
              );
            })}
          </div>

          <div id={listId} className="mt-8" aria-busy={query.isPending || undefined}>
            {query.isPending ? (
              <EventCardSkeletons label={`Loading ${viewLabel.toLowerCase()}`} />
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
              <EmptyEvents view={view} onShowPast={() => setView('past')} />
            ) : (
              <>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {events.map((event) => (
                    <li key={event.id}>
                      <ListedEventCard event={event} isOpen={isOpen} />
                    </li>
                  ))}
                </ul>
                {query.hasNextPage && (
                  <div className="mt-10 flex justify-center">
                    <Button
                      variant="secondary"
                      onClick={() => void query.fetchNextPage()}
                      disabled={query.isFetchingNextPage}
                    >
                      {query.isFetchingNextPage ? (
                        <Spinner size="sm" tone="current" label="Loading more events" />
                      ) : (
                        'Show more events'
                      )}
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </Container>
      </section>
    </>
  );
}

function EmptyEvents({ view, onShowPast }: { view: EventView; onShowPast: () => void }) {
  const message = EMPTY_MESSAGES[view];
  return (
    <div className="flex flex-col items-center rounded-panel border border-dashed border-ink-300 bg-ink-50 px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card ring-1 ring-brand-100">
        <CalendarIcon size={28} />
      </span>
      <p className="mt-5 text-xl font-bold text-ink-900">{message.title}</p>
      <p className="mt-2 max-w-md text-ink-600">{message.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {view === 'active' && (
          <Button variant="secondary" onClick={onShowPast}>
            See past events
          </Button>
        )}
        <ButtonLink to="/programs" variant="ghost">
          Explore programs
        </ButtonLink>
      </div>
    </div>
  );
}
