import { z } from 'zod';
import {
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_MODE_DEFAULT,
  httpsLinkOrEmpty,
  isValidTimeZone,
  text,
  toEventInstant,
  toLocalInputValue,
  youtubeVideoId,
} from '@kaksha/shared';
import type { Event } from '@kaksha/shared';
import type { EventInputBody, EventPatch } from './api';

// The add and update forms: every value a string as the inputs hold it, checked with the shared
// field rules before anything is sent (the server checks again and its 400 shows in the form).

/** The zones offered in the form; an event saved in another zone keeps its own as an option. */
export const EVENT_TIME_ZONES = [
  'Asia/Kolkata',
  'UTC',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
] as const;

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

function plain(max: number, label: string) {
  return text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !HTML_TAG.test(v), { message: EVENT_MESSAGES.htmlNotAllowed });
}

const imageRef = text().trim().max(EVENT_LIMITS.fileName);

export const eventFormSchema = z.object({
  eventMode: plain(EVENT_LIMITS.mode, 'Mode'),
  heading: text()
    .trim()
    .min(1, EVENT_MESSAGES.headingRequired)
    .max(EVENT_LIMITS.heading, EVENT_MESSAGES.headingLong)
    .refine((v) => !HTML_TAG.test(v), { message: EVENT_MESSAGES.htmlNotAllowed }),
  subHeading: plain(EVENT_LIMITS.subHeading, 'Sub-heading'),
  description: plain(EVENT_LIMITS.description, 'About Event'),
  date: text()
    .trim()
    .refine((v) => v !== '' && toEventInstant(v, 'UTC') !== null, {
      message: EVENT_MESSAGES.dateInvalid,
    }),
  timeZone: text().refine(isValidTimeZone, { message: EVENT_MESSAGES.timeZoneInvalid }),
  enrollLink: httpsLinkOrEmpty(),
  speakerName: plain(EVENT_LIMITS.speakerName, 'Speaker name'),
  aboutSpeaker: plain(EVENT_LIMITS.aboutSpeaker, 'About speaker'),
  speakerSocialLink: httpsLinkOrEmpty(),
  speakerExperienceDetails: plain(EVENT_LIMITS.speakerExperience, 'Speaker experience'),
  youtubeLink: text()
    .trim()
    .max(EVENT_LIMITS.link, `Links must be at most ${EVENT_LIMITS.link} characters`)
    .refine((v) => v === '' || youtubeVideoId(v) !== null, {
      message: EVENT_MESSAGES.invalidYoutube,
    }),
  isActive: z.enum(['Yes', 'No']),
  bannerLinkPC: imageRef,
  bannerLinkMobile: imageRef,
  speakerImageLink: imageRef,
  capacity: text()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), { message: 'Capacity must be a whole number' })
    .refine((v) => v === '' || Number(v) >= 1, { message: 'Capacity must be at least 1' })
    .refine((v) => v === '' || Number(v) <= EVENT_LIMITS.capacityMax, {
      message: `Capacity must be at most ${EVENT_LIMITS.capacityMax}`,
    }),
});

export type EventFormValues = z.infer<typeof eventFormSchema>;

/** The three image fields and what the upload URL request calls each (formattedType). */
export const IMAGE_FIELDS = {
  bannerLinkPC: 'bannerPC',
  bannerLinkMobile: 'bannerMobile',
  speakerImageLink: 'speakerImage',
} as const;
export type ImageField = keyof typeof IMAGE_FIELDS;
export type UploadSlot = (typeof IMAGE_FIELDS)[ImageField];

export const EMPTY_EVENT_FORM: EventFormValues = {
  eventMode: EVENT_MODE_DEFAULT,
  heading: '',
  subHeading: '',
  description: '',
  date: '',
  timeZone: DEFAULT_EVENT_TIME_ZONE,
  enrollLink: '',
  speakerName: '',
  aboutSpeaker: '',
  speakerSocialLink: '',
  speakerExperienceDetails: '',
  youtubeLink: '',
  isActive: 'Yes',
  bannerLinkPC: '',
  bannerLinkMobile: '',
  speakerImageLink: '',
  capacity: '',
};

/** The event's current file name of each image field: the `oldKey` of a replacing upload. */
export function currentFileName(event: Event, field: ImageField): string {
  switch (field) {
    case 'bannerLinkPC':
      return event.bannerPCFileName;
    case 'bannerLinkMobile':
      return event.bannerMobileFileName;
    case 'speakerImageLink':
      return event.speakerImageLinkFileName;
  }
}

/** An event as the update form starts: its date as wall-clock time in its own zone. */
export function eventToFormValues(event: Event): EventFormValues {
  return {
    eventMode: event.mode,
    heading: event.heading,
    subHeading: event.subHeading,
    description: event.description,
    date: toLocalInputValue(event.date, event.timeZone),
    timeZone: event.timeZone,
    enrollLink: event.enrollLink,
    speakerName: event.speakerName,
    aboutSpeaker: event.aboutSpeaker,
    speakerSocialLink: event.speakerSocial,
    speakerExperienceDetails: event.speakerExperience,
    youtubeLink: event.youtubeLink,
    isActive: event.isActive ? 'Yes' : 'No',
    bannerLinkPC: event.bannerPCFileName || event.bannerLinkPC,
    bannerLinkMobile: event.bannerMobileFileName || event.bannerLinkMobile,
    speakerImageLink: event.speakerImageLinkFileName || event.speakerImageLink,
    capacity: event.capacity === null ? '' : String(event.capacity),
  };
}

/** What the API takes: trimmed text, the date as the instant it names in the chosen zone. */
export function formValuesToInput(values: EventFormValues): EventInputBody {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  ) as EventFormValues;
  const instant = toEventInstant(trimmed.date, trimmed.timeZone);
  return {
    ...trimmed,
    date: instant ? instant.toISOString() : trimmed.date,
    capacity: trimmed.capacity === '' ? null : Number(trimmed.capacity),
  };
}

/** A JSON Patch of the fields that differ (spec §4), in form order; empty when nothing does. */
export function buildEventPatch(original: EventFormValues, edited: EventFormValues): EventPatch {
  const before = formValuesToInput(original);
  const after = formValuesToInput(edited);
  return (Object.keys(after) as Array<keyof EventInputBody>)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ op: 'replace', path: `/${field}`, value: after[field] }));
}

/** The options of the zone select: the short list, plus the event's own zone when it is not on it. */
export function timeZoneOptions(current: string): Array<{ value: string; label: string }> {
  const zones: string[] = [...EVENT_TIME_ZONES];
  if (current && !zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}
