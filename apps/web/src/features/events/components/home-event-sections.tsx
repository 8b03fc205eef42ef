import { lazy, Suspense, useRef } from 'react';
import type { ComponentType } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { useIsClient } from '../../../lib/use-is-client';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { EventCardSkeletons } from './event-card-skeletons';

// The landing page's event sections (spec §2: a carousel of active events, a video carousel of
// past events). The page is prerendered without the API, so the server and the hydrating render
// both draw the placeholder; the carousels (their code and their data) load in the browser
// afterwards, when the visitor scrolls near them: on a phone they sit well below the fold, and
// loading them at once cost the first screen ~55 KB of JavaScript and its main-thread time.

const UpcomingEventsCarousel = lazy(() =>
  import('./event-carousels').then((module) => ({ default: module.UpcomingEventsCarousel })),
);
const PastEventsCarousel = lazy(() =>
  import('./event-carousels').then((module) => ({ default: module.PastEventsCarousel })),
);

function ClientCarousel({ Carousel, label }: { Carousel: ComponentType; label: string }) {
  const isClient = useIsClient();
  const placeholderRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeholderRef);
  const placeholder = (
    <div ref={placeholderRef}>
      <EventCardSkeletons label={label} hasMedia />
    </div>
  );
  if (!isClient || !isNear) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Carousel />
    </Suspense>
  );
}

function AllEventsLink({ to, children }: { to: string; children: string }) {
  return (
    <div className="mt-8 flex justify-center">
      <ButtonLink to={to} variant="secondary">
        {children}
        <ArrowRightIcon size={18} />
      </ButtonLink>
    </div>
  );
}

export function UpcomingEventsSection() {
  return (
    <Section
      eyebrow="Live events"
      title="Upcoming events"
      description="Workshops and talks with our mentors. Enroll, join live and bring your questions."
    >
      <ClientCarousel Carousel={UpcomingEventsCarousel} label="Loading upcoming events" />
      <AllEventsLink to="/event-listing">See all events</AllEventsLink>
    </Section>
  );
}

export function PastEventsSection() {
  return (
    <Section
      tone="muted"
      eyebrow="Recordings"
      title="Missed one? Watch past events"
      description="Recordings of our past sessions. The video loads only when you press play."
    >
      <ClientCarousel Carousel={PastEventsCarousel} label="Loading past events" />
      <AllEventsLink to="/event-listing?view=past">Browse past events</AllEventsLink>
    </Section>
  );
}
