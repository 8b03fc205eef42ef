import { formatFileNamePart, type Event } from '@kaksha/shared';
import type { EventWithCounts } from './events.repository';
import type { EventRow } from './events.table';

/** An event as the API answers it (spec §3 names). */
export function toEvent(row: EventRow | EventWithCounts): Event {
  return {
    id: row.id,
    uuid: row.uuid,
    heading: row.heading,
    subHeading: row.subHeading,
    date: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    description: row.description,
    mode: row.mode,
    bannerLinkPC: row.bannerPcUrl,
    bannerLinkMobile: row.bannerMobileUrl,
    bannerPCFileName: row.bannerPcKey,
    bannerMobileFileName: row.bannerMobileKey,
    speakerImageLink: row.speakerImageUrl,
    speakerImageLinkFileName: row.speakerImageKey,
    speakerImg: row.speakerImageUrl,
    speakerName: row.speakerName,
    aboutSpeaker: row.aboutSpeaker,
    speakerSocial: row.speakerSocial,
    speakerExperience: row.speakerExperience,
    youtubeLink: row.youtubeLink,
    enrollLink: row.enrollLink,
    uniqueNameForUrl: row.uniqueNameForUrl,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    capacity: row.capacity,
    registeredCount: 'registeredCount' in row ? row.registeredCount : 0,
    waitlistCount: 'waitlistCount' in row ? row.waitlistCount : 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "tech-talk-react-19-2025-03-05": the heading's words and the event's day (in its zone). */
export function eventSlug(heading: string, startsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(startsAt);
  const words = formatFileNamePart(
    heading
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  )
    .replace(/_/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  return `${words || 'event'}-${day}`;
}

/** The events.csv columns of spec §3, in order. */
export const EVENTS_CSV_HEADER = [
  'bannerLinkPC',
  'bannerLinkMobile',
  'heading',
  'subHeading',
  'date',
  'aboutSpeaker',
  'speakerSocial',
  'speakerExperience',
  'mode',
  'speakerImage',
  'speakerName',
] as const;
