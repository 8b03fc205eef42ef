import type { Event } from '@kaksha/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardCarousel } from '../../../components/ui/card-carousel';
import { eventCarouselQuery } from '../api';
import { ActiveEventCard } from './active-event-card';
import { EventCardSkeletons } from './event-card-skeletons';
import { CarouselNotice } from './carousel-notice';
import { PastEventCard } from './past-event-card';

// The landing page's two event carousels, loaded with their data after the page has hydrated
// (home-event-sections.tsx): the carousel, video and schema code stay off the first load.

interface EventCarouselProps {
  isOpen: boolean;
  label: string;
  emptyText: string;
  renderSlide: (event: Event) => ReactNode;
}

function EventCarousel({ isOpen, label, emptyText, renderSlide }: EventCarouselProps) {
  const query = useQuery(eventCarouselQuery(isOpen));
  if (query.isPending)
    return <EventCardSkeletons label={`Loading ${label.toLowerCase()}`} hasMedia />;
  if (query.isError) {
    return (
      <CardSizedSlot>
        <CarouselNotice
          text="We couldn’t load these events right now."
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </CardSizedSlot>
    );
  }
  if (query.data.length === 0)
    return (
      <CardSizedSlot>
        <CarouselNotice text={emptyText} />
      </CardSizedSlot>
    );
  return (
    <CardCarousel
      label={label}
      itemName="event"
      items={query.data}
      getKey={(event) => String(event.id)}
      getItemTitle={(event) => event.heading}
      renderSlide={renderSlide}
    />
  );
}

/**
 * A notice in the space the loading cards took (a card with its banner is ~24rem tall at every
 * width), so the page below does not jump up when there is nothing to show (CLS).
 */
function CardSizedSlot({ children }: { children: ReactNode }) {
  return <div className="flex min-h-96 flex-col justify-center">{children}</div>;
}

export function UpcomingEventsCarousel() {
  return (
    <EventCarousel
      isOpen
      label="Upcoming events"
      emptyText="No upcoming events right now. New workshops are announced every few weeks, so check back soon."
      renderSlide={(event) => <ActiveEventCard event={event} />}
    />
  );
}

export function PastEventsCarousel() {
  return (
    <EventCarousel
      isOpen={false}
      label="Past event recordings"
      emptyText="Recordings of our past events will appear here."
      renderSlide={(event) => <PastEventCard event={event} />}
    />
  );
}
