import { formatEventDateTime } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { joinClassNames } from '../../../lib/class-names';

export interface EventListItemProps {
  event: Event;
  /** A delete or undelete of this event is on its way. */
  isChanging: boolean;
  onUpdate: (event: Event) => void;
  onDelete: (event: Event) => void;
  onUndelete: (event: Event) => void;
  onRegistrations: (event: Event) => void;
}

/** The bulb of spec §2: green for an active event, red for an inactive one. */
function StatusBulb({ isActive }: { isActive: boolean }) {
  return (
    <span
      role="img"
      aria-label={isActive ? 'Active' : 'Inactive'}
      title={isActive ? 'Active' : 'Inactive'}
      className={joinClassNames(
        'inline-block size-3.5 shrink-0 rounded-full ring-4',
        isActive ? 'bg-success-500 ring-success-100' : 'bg-error-500 ring-error-100',
      )}
    />
  );
}

/** One event: a row from 768 px up, a card below. */
export function EventListItem({
  event,
  isChanging,
  onUpdate,
  onDelete,
  onUndelete,
  onRegistrations,
}: EventListItemProps) {
  const headingId = useId();
  const seats =
    event.capacity === null
      ? `${event.registeredCount} registered`
      : `${event.registeredCount} / ${event.capacity} registered`;

  return (
    <li
      aria-labelledby={headingId}
      className={joinClassNames(
        'rounded-card border bg-white p-4 shadow-card md:grid md:grid-cols-[auto_minmax(0,1fr)_auto] md:items-center md:gap-4',
        event.isDeleted ? 'border-ink-200 bg-ink-50' : 'border-ink-100',
      )}
    >
      <div className="mb-2 flex items-center gap-2 md:mb-0">
        <StatusBulb isActive={event.isActive} />
        {event.isDeleted && (
          <Badge tone="neutral" className="md:hidden">
            Deleted
          </Badge>
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            id={headingId}
            className={joinClassNames(
              'text-base font-bold break-words',
              event.isDeleted && 'text-ink-500 line-through decoration-ink-300',
            )}
          >
            {event.heading}
          </h3>
          {event.isDeleted && (
            <Badge tone="neutral" className="hidden md:inline-flex">
              Deleted
            </Badge>
          )}
        </div>
        {event.subHeading && (
          <p className="mt-0.5 text-sm break-words text-ink-600">{event.subHeading}</p>
        )}
        <p className="mt-1 text-sm text-ink-700">
          <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone)}</time>
          <span className="text-ink-400"> · </span>
          <span>{event.mode}</span>
          {!event.enrollLink && (
            <>
              <span className="text-ink-400"> · </span>
              <span>
                {seats}
                {event.waitlistCount > 0 && `, ${event.waitlistCount} waiting`}
              </span>
            </>
          )}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 md:mt-0 md:justify-end">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`UPDATE ${event.heading}`}
          onClick={() => onUpdate(event)}
        >
          UPDATE
        </Button>
        <Button
          size="sm"
          variant={event.isDeleted ? 'secondary' : 'ghost'}
          className={
            event.isDeleted ? undefined : 'text-error-700! hover:bg-error-50! hover:text-error-700!'
          }
          disabled={isChanging}
          aria-busy={isChanging || undefined}
          aria-label={`${event.isDeleted ? 'UNDELETE' : 'DELETE'} ${event.heading}`}
          onClick={() => (event.isDeleted ? onUndelete(event) : onDelete(event))}
        >
          {event.isDeleted ? 'UNDELETE' : 'DELETE'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Registrations for ${event.heading}`}
          onClick={() => onRegistrations(event)}
        >
          Registrations
        </Button>
      </div>
    </li>
  );
}
