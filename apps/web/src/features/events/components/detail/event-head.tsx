import { EVENT_LENGTH_MINUTES } from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import { PageTitle } from '../../../../components/ui/page-title';
import { siteConfig } from '../../../../content/site-config';
import { isWebLink } from '../../lib/event-links';

const DESCRIPTION_LENGTH = 160;

/** The search and link-preview summary: the sub-heading, or the start of About Event. */
export function describeEvent(event: Event): string {
  const text = (event.subHeading || event.description || `${event.heading}, a live Kaksha event.`)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > DESCRIPTION_LENGTH
    ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`
    : text;
}

/** An image link made absolute against the page (previews and crawlers need whole URLs). */
function absoluteImage(link: string, pageUrl: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, pageUrl).href;
    return isWebLink(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** schema.org/Event for search engines (an online event, organised by Kaksha). */
export function eventStructuredData(event: Event, pageUrl: string) {
  const image = [event.bannerLinkPC, event.bannerLinkMobile]
    .map((link) => absoluteImage(link, pageUrl))
    .filter((link): link is string => link !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.heading,
    description: describeEvent(event),
    startDate: event.date,
    endDate: new Date(Date.parse(event.date) + EVENT_LENGTH_MINUTES * 60_000).toISOString(),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: pageUrl },
    ...(image.length > 0 ? { image } : {}),
    organizer: { '@type': 'Organization', name: siteConfig.name, url: new URL('/', pageUrl).href },
    ...(event.speakerName ? { performer: { '@type': 'Person', name: event.speakerName } } : {}),
  };
}

/**
 * The event page's head: title, description, canonical link, Open Graph and Twitter tags and the
 * JSON-LD block, through the one page head.
 */
export function EventHead({ event, pageUrl }: { event: Event; pageUrl: string }) {
  return (
    <PageTitle
      page={event.heading}
      description={describeEvent(event)}
      path={pageUrl}
      image={absoluteImage(event.bannerLinkPC, pageUrl)}
      jsonLd={[eventStructuredData(event, pageUrl)]}
    />
  );
}
