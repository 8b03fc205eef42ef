import { formatEventDateTime, youtubeVideoId } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { eventPath, isWebLink, REGISTER_SECTION_ID } from '../lib/event-links';
import { EventCard } from './event-card';
import type { EventCardAction } from './event-card';

/** The id of the recording on the event page, for Watch recording links (#recording). */
export const RECORDING_SECTION_ID = 'recording';

function actionFor(event: Event, isOpen: boolean): EventCardAction | undefined {
  if (isOpen) {
    // Enroll: the event's own sign-up page in a new tab, or our registration block.
    return isWebLink(event.enrollLink)
      ? {
          label: 'Enroll',
          href: event.enrollLink,
          ariaLabel: `Enroll in ${event.heading} (opens in a new tab)`,
        }
      : {
          label: 'Enroll',
          to: `${eventPath(event)}#${REGISTER_SECTION_ID}`,
          ariaLabel: `Enroll in ${event.heading}`,
        };
  }
  if (event.youtubeLink && youtubeVideoId(event.youtubeLink)) {
    return {
      label: 'Watch',
      to: `${eventPath(event)}#${RECORDING_SECTION_ID}`,
      ariaLabel: `Watch the recording of ${event.heading}`,
    };
  }
  return undefined;
}

/** An event from the API as a card of /event-listing: Enroll when open, Watch when past. */
export function ListedEventCard({ event, isOpen }: { event: Event; isOpen: boolean }) {
  return (
    <EventCard
      heading={event.heading}
      subHeading={event.subHeading}
      speakerName={event.speakerName}
      date={formatEventDateTime(event.date, event.timeZone)}
      dateTime={event.date}
      detailsTo={eventPath(event)}
      action={actionFor(event, isOpen)}
    />
  );
}
