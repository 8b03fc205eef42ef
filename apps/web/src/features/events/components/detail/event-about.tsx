import type { Event } from '@kaksha/shared';
import { ExternalLink } from '../../../../components/ui/external-link';
import { ArrowRightIcon } from '../../../../components/ui/icons';
import { Section } from '../../../../components/ui/section';
import { isWebLink } from '../../lib/event-links';
import { SpeakerImage } from './speaker-image';

/** About Events: staff's text, kept as text with its line breaks (never read as HTML). */
export function AboutEvent({ event }: { event: Event }) {
  if (!event.description) return null;
  return (
    <Section eyebrow="About" title="About Events">
      <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-ink-700">
        {event.description}
      </p>
    </Section>
  );
}

/** About speaker (spec §2): experience, photo (a default without one), name, about, Let's Connect. */
export function AboutSpeaker({ event }: { event: Event }) {
  if (!event.speakerName && !event.aboutSpeaker) return null;
  return (
    <Section tone="muted" eyebrow="Your speaker" title="About speaker">
      <div className="grid gap-8 rounded-panel border border-ink-200/80 bg-white p-6 shadow-card sm:p-10 md:grid-cols-[auto_1fr]">
        <div className="flex items-center gap-5 md:flex-col md:items-start">
          <SpeakerImage
            src={event.speakerImageLink}
            name={event.speakerName}
            className="size-28 sm:size-36"
          />
          <div>
            {event.speakerName && (
              <p className="text-lg font-bold text-ink-950">{event.speakerName}</p>
            )}
            {event.speakerExperience && <p className="text-brand-700">{event.speakerExperience}</p>}
          </div>
        </div>
        <div>
          {event.aboutSpeaker && (
            <p className="leading-relaxed whitespace-pre-line text-ink-700">{event.aboutSpeaker}</p>
          )}
          {isWebLink(event.speakerSocial) && (
            <ExternalLink
              href={event.speakerSocial}
              className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Let's Connect
              <ArrowRightIcon size={18} />
            </ExternalLink>
          )}
        </div>
      </div>
    </Section>
  );
}
