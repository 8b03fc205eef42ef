import { z } from 'zod';
import { singleLine, text } from './text.schema';
import {
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_MODE_DEFAULT,
  isHttpsUrl,
  isValidTimeZone,
  youtubeVideoId,
} from './event.constants';

const HTML_TAG = /<\/?[a-z!][^>]*>/i;

/** Plain text, bounded; HTML tags refused (the pages show it as text, nothing is stored raw). */
function plain(max: number, label: string, options: { singleLine?: boolean } = {}) {
  return (options.singleLine ? singleLine(label) : text())
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !HTML_TAG.test(v), { message: EVENT_MESSAGES.htmlNotAllowed });
}

/** An https link or nothing (''). */
export function httpsLinkOrEmpty() {
  return text()
    .trim()
    .max(EVENT_LIMITS.link, `Links must be at most ${EVENT_LIMITS.link} characters`)
    .refine((v) => v === '' || isHttpsUrl(v), { message: EVENT_MESSAGES.httpsOnly });
}

/** Yes/No of the spec's form, or a boolean. */
const yesNo = z.union([
  z.boolean(),
  z.enum(['Yes', 'No', 'yes', 'no', 'true', 'false']).transform((v) => /^(yes|true)$/i.test(v)),
]);

/**
 * The date field: an instant with an offset (the spec's client sends `toISOString()`), or a
 * `datetime-local` value without one, read in the event's time zone.
 */
const eventDate = text()
  .trim()
  .refine((v) => z.iso.datetime({ offset: true, local: true }).safeParse(v).success, {
    message: EVENT_MESSAGES.dateInvalid,
  });

/** An uploaded file's key (the presign answer's `fileName`), the event's current link, or ''. */
const imageRef = text().trim().max(EVENT_LIMITS.fileName);

/**
 * An event as staff submit it (spec §3 event form fields). The spec's form names win; the entity's
 * names are accepted too (`mode`, `speakerSocial`, `speakerExperience`). Unknown keys are dropped.
 */
export const eventInputSchema = z
  .object({
    heading: singleLine('Heading', { error: EVENT_MESSAGES.headingRequired })
      .trim()
      .min(1, EVENT_MESSAGES.headingRequired)
      .max(EVENT_LIMITS.heading, EVENT_MESSAGES.headingLong)
      .refine((v) => !HTML_TAG.test(v), { message: EVENT_MESSAGES.htmlNotAllowed }),
    subHeading: plain(EVENT_LIMITS.subHeading, 'Sub-heading', { singleLine: true }).default(''),
    description: plain(EVENT_LIMITS.description, 'About Event').default(''),
    date: eventDate,
    timeZone: text()
      .trim()
      .refine(isValidTimeZone, { message: EVENT_MESSAGES.timeZoneInvalid })
      .default(DEFAULT_EVENT_TIME_ZONE),
    eventMode: plain(EVENT_LIMITS.mode, 'Mode', { singleLine: true }).optional(),
    mode: plain(EVENT_LIMITS.mode, 'Mode', { singleLine: true }).optional(),
    enrollLink: httpsLinkOrEmpty().default(''),
    speakerName: plain(EVENT_LIMITS.speakerName, 'Speaker name', { singleLine: true }).default(''),
    aboutSpeaker: plain(EVENT_LIMITS.aboutSpeaker, 'About speaker').default(''),
    speakerSocialLink: httpsLinkOrEmpty().optional(),
    speakerSocial: httpsLinkOrEmpty().optional(),
    speakerExperienceDetails: plain(
      EVENT_LIMITS.speakerExperience,
      'Speaker experience',
    ).optional(),
    speakerExperience: plain(EVENT_LIMITS.speakerExperience, 'Speaker experience').optional(),
    youtubeLink: text()
      .trim()
      .max(EVENT_LIMITS.link)
      .refine((v) => v === '' || youtubeVideoId(v) !== null, {
        message: EVENT_MESSAGES.invalidYoutube,
      })
      .default(''),
    isActive: yesNo.default(true),
    bannerLinkPC: imageRef.default(''),
    bannerLinkMobile: imageRef.default(''),
    speakerImageLink: imageRef.default(''),
    capacity: z
      .number()
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(EVENT_LIMITS.capacityMax, `Capacity must be at most ${EVENT_LIMITS.capacityMax}`)
      .nullable()
      .default(null),
  })
  .transform(
    ({
      eventMode,
      mode,
      speakerSocialLink,
      speakerSocial,
      speakerExperienceDetails,
      speakerExperience,
      ...rest
    }) => ({
      ...rest,
      mode: (eventMode ?? mode ?? '') || EVENT_MODE_DEFAULT,
      speakerSocial: speakerSocialLink ?? speakerSocial ?? '',
      speakerExperience: speakerExperienceDetails ?? speakerExperience ?? '',
    }),
  );
export type EventInput = z.input<typeof eventInputSchema>;
/** A validated event: the entity's names, every field present. */
export type EventFields = z.output<typeof eventInputSchema>;

/** An event as the API answers it (spec §3 Event, plus its time zone and registration figures). */
export const eventSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  heading: z.string(),
  subHeading: z.string(),
  /** The start, an ISO instant (UTC). */
  date: z.string(),
  timeZone: z.string(),
  description: z.string(),
  mode: z.string(),
  bannerLinkPC: z.string(),
  bannerLinkMobile: z.string(),
  bannerPCFileName: z.string(),
  bannerMobileFileName: z.string(),
  speakerImageLink: z.string(),
  speakerImageLinkFileName: z.string(),
  /** The speaker image again, under the spec's second name. */
  speakerImg: z.string(),
  speakerName: z.string(),
  aboutSpeaker: z.string(),
  speakerSocial: z.string(),
  speakerExperience: z.string(),
  youtubeLink: z.string(),
  enrollLink: z.string(),
  uniqueNameForUrl: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /** Seats for the internal registration (no enrollLink); null = no limit. */
  capacity: z.number().int().nullable(),
  registeredCount: z.number().int(),
  waitlistCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

/** The fields a JSON Patch may touch (both spellings of the renamed ones). */
export const PATCHABLE_EVENT_FIELDS = [
  'heading',
  'subHeading',
  'description',
  'date',
  'timeZone',
  'eventMode',
  'mode',
  'enrollLink',
  'speakerName',
  'aboutSpeaker',
  'speakerSocialLink',
  'speakerSocial',
  'speakerExperienceDetails',
  'speakerExperience',
  'youtubeLink',
  'isActive',
  'bannerLinkPC',
  'bannerLinkMobile',
  'speakerImageLink',
  'capacity',
] as const;

export const eventIdParamsSchema = z.object({ id: text().trim().min(1).max(300) });
export const eventListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
  /** Opaque cursor from `X-Next-Cursor`; absent = the first page. */
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
/** Staff list: everything, in pages of up to 1000. */
export const eventAllQuerySchema = z.object({
  cursor: text().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export const eventDeleteQuerySchema = z.object({
  isDeleted: z.enum(['true', 'false'], { error: 'isDeleted must be true or false' }),
});
