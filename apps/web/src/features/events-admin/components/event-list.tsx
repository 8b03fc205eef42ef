import type { Event } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { adminErrorMessage, allEventsQuery } from '../api';

import { EventListItem } from './event-list-item';
import type { EventListItemProps } from './event-list-item';

export type EventListProps = Omit<EventListItemProps, 'event' | 'isChanging'> & {
  /** The event whose delete or undelete is under way. */
  changingId: number | undefined;
};

/** Every event, deleted and inactive ones too, in date order; loading, empty and error states. */
export function EventList({ changingId, ...actions }: EventListProps) {
  const events = useQuery(allEventsQuery());

  if (events.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="md" label="Loading events" />
      </div>
    );
  }
  if (events.isError) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center">
        <FormAlert message={adminErrorMessage(events.error)} />
        <Button variant="secondary" onClick={() => void events.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (events.data.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-ink-300 bg-white p-10 text-center text-ink-600">
        No events yet. Press ADD to create the first one.
      </p>
    );
  }

  const counts = summarize(events.data);
  return (
    <>
      <p className="mb-3 text-sm text-ink-600" aria-live="polite">
        {counts}
        {events.isFetching && <span className="ml-2 text-ink-500">Refreshing…</span>}
      </p>
      <ul aria-label="Events" className="space-y-3">
        {events.data.map((event) => (
          <EventListItem
            key={event.id}
            event={event}
            isChanging={changingId === event.id}
            {...actions}
          />
        ))}
      </ul>
    </>
  );
}

function summarize(events: readonly Event[]): string {
  const deleted = events.filter((event) => event.isDeleted).length;
  const inactive = events.filter((event) => !event.isDeleted && !event.isActive).length;
  const noun = events.length === 1 ? 'event' : 'events';
  return `${events.length} ${noun}: ${events.length - deleted - inactive} active, ${inactive} inactive, ${deleted} deleted`;
}
