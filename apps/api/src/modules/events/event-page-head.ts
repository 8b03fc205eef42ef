import {
  EVENT_FAQS,
  EVENT_LENGTH_MINUTES,
  formatEventDateTime,
  isSafeText,
  type Event,
} from '@kaksha/shared';
import { AppError } from '../../core/app-error';
import type { EventsService } from './events.service';

/** What the server puts in an event page's <head> before the app loads: for crawlers and link previews. */
export type PageHead = { status: 200 | 404; headTags: string[] };

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/i;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const absolute = (publicUrl: string, link: string) =>
  link.startsWith('/') ? `${publicUrl}${link}` : link;

/** schema.org/Event for an online event (https://schema.org/Event). */
export function eventJsonLd(event: Event, publicUrl: string): Record<string, unknown> {
  const url = `${publicUrl}/events/${event.uniqueNameForUrl}`;
  const end = new Date(new Date(event.date).getTime() + EVENT_LENGTH_MINUTES * 60_000);
  const image = event.bannerLinkPC || event.bannerLinkMobile;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.heading,
    description: event.subHeading || event.description.slice(0, 300),
    startDate: event.date,
    endDate: end.toISOString(),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: event.enrollLink || url },
    ...(image ? { image: [absolute(publicUrl, image)] } : {}),
    organizer: { '@type': 'Organization', name: 'Kaksha', url: publicUrl },
    ...(event.speakerName ? { performer: { '@type': 'Person', name: event.speakerName } } : {}),
    url,
  };
}

/** The page's breadcrumb (Home › Events › heading) and its FAQ, as the page shows them. */
export function eventPageJsonLd(event: Event, publicUrl: string): Record<string, unknown>[] {
  const url = `${publicUrl}/events/${event.uniqueNameForUrl}`;
  const steps = [
    { name: 'Home', item: `${publicUrl}/` },
    { name: 'Events', item: `${publicUrl}/event-listing` },
    { name: event.heading, item: url },
  ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        ...step,
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: EVENT_FAQS.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}

export function eventHeadTags(event: Event, publicUrl: string): string[] {
  const title = `Kaksha | ${event.heading}`;
  const when = formatEventDateTime(event.date, event.timeZone);
  const description = [event.subHeading, `${when}, online.`].filter(Boolean).join(' · ');
  const url = `${publicUrl}/events/${event.uniqueNameForUrl}`;
  const image = event.bannerLinkPC || event.bannerLinkMobile;
  // JSON in a script element: "<" escaped so no text can close the element.
  const jsonLd = [eventJsonLd(event, publicUrl), ...eventPageJsonLd(event, publicUrl)].map(
    (block) => JSON.stringify(block).replace(/</g, '\\u003c'),
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(event.heading)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Kaksha" />`,
    // Without a banner, the site's own 1200×630 preview (apps/web/public/og/kaksha.png).
    `<meta property="og:image" content="${escapeHtml(image ? absolute(publicUrl, image) : `${publicUrl}/og/kaksha.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(event.heading)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${block}</script>`),
  ];
}

/**
 * The head of an event page, or a 404 for an event that does not exist (or was deleted), so
 * crawlers and link previews see the event without running the app. Undefined for other paths.
 */
export function createEventPageHeads(events: EventsService, publicUrl: string) {
  return async (pathname: string): Promise<PageHead | undefined> => {
    const match = EVENT_PAGE.exec(pathname);
    if (!match) return undefined;
    let key: string;
    try {
      key = decodeURIComponent(match[1]!);
    } catch {
      return { status: 404, headTags: [] };
    }
    if (key.length > 300 || !isSafeText(key)) return { status: 404, headTags: [] };
    try {
      return { status: 200, headTags: eventHeadTags(await events.getPublic(key), publicUrl) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'EVENT_NOT_FOUND')
        return { status: 404, headTags: [] };
      throw error;
    }
  };
}
