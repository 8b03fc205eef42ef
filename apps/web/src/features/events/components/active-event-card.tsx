import { formatEventDateTime } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CalendarIcon } from '../../../components/ui/icons';
import { eventPath } from '../lib/event-links';
import { EventBanner } from './event-banner';

/** A slide of the landing page's upcoming-events carousel (spec §3: active event card). */
export function ActiveEventCard({ event }: { event: Event }) {
  return (
    <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
      <EventBanner
        heading={event.heading}
        desktopSrc={event.bannerLinkPC}
        mobileSrc={event.bannerLinkMobile}
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-h3 font-bold break-words">{event.heading}</h3>
        {event.subHeading && <p className="mt-2 flex-1 text-ink-600">{event.subHeading}</p>}
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-700">
          <CalendarIcon size={16} className="shrink-0 text-brand-700" />
          <time dateTime={event.date}>{formatEventDateTime(event.date, event.timeZone)}</time>
        </p>
        <ButtonLink
          to={eventPath(event)}
          size="sm"
          className="mt-5 self-start"
          aria-label={`Enroll Now: ${event.heading}`}
        >
          Enroll Now
        </ButtonLink>
      </div>
    </Card>
  );
}
