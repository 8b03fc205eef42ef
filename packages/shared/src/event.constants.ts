/**
 * Events' constants, messages and link helpers, apart from their schemas: a page that shows an
 * event needs these, not zod (ADR 0020).
 */

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
