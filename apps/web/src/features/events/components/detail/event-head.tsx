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

/** JSON for inside a <script>: '<' and the line separators escaped so it can never end the tag. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The event page's head: title, description, canonical link, Open Graph tags (React 19 moves
 * them into <head>) and the JSON-LD block.
 */
export function EventHead({ event, pageUrl }: { event: Event; pageUrl: string }) {
  const description = describeEvent(event);
  const image = absoluteImage(event.bannerLinkPC, pageUrl);
  return (
    <>
      <PageTitle page={event.heading} description={description} />
      <link rel="canonical" href={pageUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.name} />
      <meta property="og:title" content={event.heading} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={pageUrl} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <script
        type="application/ld+json"
        // JSON data, not script: escaped above so no value can close the tag.
        dangerouslySetInnerHTML={{ __html: toScriptJson(eventStructuredData(event, pageUrl)) }}
      />
    </>
  );
}
