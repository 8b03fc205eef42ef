import { youtubeVideoId } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { Section } from '../../../../components/ui/section';
import { isWebLink } from '../../lib/event-links';
import { RECORDING_SECTION_ID } from '../listed-event-card';
import { EventVideo } from '../past-event-card';

/**
 * The event's video (spec §2): the YouTube player for a link with a `v` parameter, otherwise a
 * plain video player on the link (with the spec's "Loading..." fallback). Nothing without a link.
 */
export function EventRecording({ event }: { event: Event }) {
  const link = event.youtubeLink;
  if (!link) return null;
  const isYoutube = youtubeVideoId(link) !== null;
  if (!isYoutube && !isWebLink(link)) return null;

  return (
    <Section
      id={RECORDING_SECTION_ID}
      eyebrow={event.isActive ? 'Video' : 'Recording'}
      title={event.isActive ? 'Watch before you join' : 'Watch the recording'}
      className="scroll-mt-20"
    >
      <div className="mx-auto max-w-4xl overflow-hidden rounded-panel bg-ink-950 shadow-raised">
        {isYoutube ? (
          <EventVideo link={link} title={event.heading} />
        ) : (
          <video
            src={link}
            controls
            preload="metadata"
            aria-label={`Video: ${event.heading}`}
            className="aspect-[16/9] w-full"
          >
            Loading...
          </video>
        )}
      </div>
    </Section>
  );
}
