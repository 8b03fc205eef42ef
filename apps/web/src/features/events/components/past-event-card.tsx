import { EVENT_MESSAGES, youtubeVideoId } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import LiteYouTubeEmbed from 'react-lite-youtube-embed';
import 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';
import { Card } from '../../../components/ui/card';
import { AlertCircleIcon } from '../../../components/ui/icons';
import { MicIcon } from './event-icons';

/**
 * A YouTube video that costs one thumbnail until played: the player's iframe loads on click.
 * A link without a `v` parameter shows the spec's 'Invalid YouTube URL' in its place.
 */
export function EventVideo({ link, title }: { link: string; title: string }) {
  const videoId = youtubeVideoId(link);
  if (!videoId) {
    return (
      <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-2 bg-ink-100 text-ink-600">
        <AlertCircleIcon size={24} />
        <p className="font-medium">{EVENT_MESSAGES.invalidYoutube}</p>
      </div>
    );
  }
  return (
    <LiteYouTubeEmbed
      id={videoId}
      title={title}
      announce="Play the recording:"
      lazyLoad
      wrapperClass="yt-lite w-full"
    />
  );
}

/** A slide of the landing page's past-events video carousel (spec §3: past event card). */
export function PastEventCard({ event }: { event: Event }) {
  return (
    <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
      {event.youtubeLink ? (
        <EventVideo link={event.youtubeLink} title={event.heading} />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-linear-to-br from-brand-800 to-brand-500 px-6 text-center font-medium text-white">
          The recording is on its way.
        </div>
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3 className="text-h3 font-bold break-words">{event.heading}</h3>
        {event.subHeading && <p className="mt-2 flex-1 text-ink-600">{event.subHeading}</p>}
        {event.speakerName && (
          <p className="mt-4 flex items-center gap-2 text-sm font-medium text-ink-700">
            <MicIcon size={16} className="shrink-0 text-brand-700" />
            <span>
              <span className="sr-only">Speaker: </span>
              {event.speakerName}
            </span>
          </p>
        )}
      </div>
    </Card>
  );
}
