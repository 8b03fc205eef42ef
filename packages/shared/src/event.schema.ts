import { z } from 'zod';
import { singleLine, text } from './text.schema';

/** Every message of spec document 2 §5 and §8 about events and uploads, word for word. */
export const EVENT_MESSAGES = {
  notFound: 'Event Not found',
  invalidYoutube: 'Invalid YouTube URL',
  headingBeforeUpload: 'Please provide a heading before uploading.',
  selectFile: 'Please select a file first.',
  presignMissing: 'Pre-signed URL is missing. Cannot upload file.',
  presignFailed: 'Error generating pre-signed URL.',
  uploadFailed: 'Failed to upload file.',
  uploadSuccess: 'File uploaded successfully!',
  added: 'Event added successfully!',
  addErrorPrefix: 'An error occurred: ',
  unknownError: 'Unknown error',
  unexpected: 'An unexpected error occurred. Please try again.',
  addFailed: 'An error occurred while adding the event.',
  updated: 'Event updated successfully!',
  updateFailed: 'Failed to update event!',
  noChanges: 'No changes to update.',
  invalidToken: 'Invalid access token!',
  deleteConfirm: 'Are you sure you want to delete this event?',
  headingRequired: 'Heading is required',
  headingLong: 'Heading must be at most 200 characters',
  dateInvalid: 'Date must be a valid date and time',
  httpsOnly: 'Links must start with https://',
  htmlNotAllowed: 'Use plain text: HTML tags are not allowed',
  timeZoneInvalid: 'Unknown time zone',
  imageTypes: 'Only JPEG, PNG, WebP or AVIF images can be uploaded',
  imageTooLarge: 'Images must be at most 5 MB',
} as const;

/** Spec §9 event page constants. */
export const EVENT_STUDENTS_LABEL = '10K+ Students';
export const EVENT_MODE_DEFAULT = 'Online';
export const EVENT_FAQ_VISIBLE = 3;
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Kolkata';
/** How long an event is taken to last (no end time in the spec): the calendar entry's length, and
 * when an event moves from the open list to the past list. */
export const EVENT_LENGTH_MINUTES = 60;

export const EVENT_LIMITS = {
  heading: 200,
  subHeading: 300,
  description: 5000,
  mode: 40,
  speakerName: 120,
  aboutSpeaker: 3000,
  speakerExperience: 300,
  link: 500,
  fileName: 300,
  capacityMax: 100_000,
} as const;

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

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube watch link (it must carry a `v` parameter, spec §5), or null. */
export function youtubeVideoId(link: string): string | null {
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
    const id = url.searchParams.get('v');
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
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
