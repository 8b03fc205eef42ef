import { randomInt } from 'node:crypto';
import {
  EVENT_MESSAGES,
  UPLOAD_KINDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_TYPES,
  extensionForMediaType,
  formatFileNamePart,
  type UploadKind,
} from '@kaksha/shared';
import { badRequest } from '../../core/app-error';

/**
 * The keys of uploaded event images, built on the server (spec document 2 §5, file-name
 * preparation) and never taken from the client:
 *
 *   events/<kind>/<Heading>_<Date>_<token>.<ext>    the raw upload (the presign answer's fileName)
 *   events/<kind>/<Heading>_<Date>_<token>.webp     the published, re-encoded image
 *
 * The random token makes every key new, so a published file never changes and may be cached forever.
 */

const KIND_ALIASES: Record<string, UploadKind> = {
  bannerpc: 'banner-pc',
  bannerlinkpc: 'banner-pc',
  bannerpcfilename: 'banner-pc',
  bannermobile: 'banner-mobile',
  bannerlinkmobile: 'banner-mobile',
  bannermobilefilename: 'banner-mobile',
  speaker: 'speaker',
  speakerimage: 'speaker',
  speakerimagelink: 'speaker',
  speakerimg: 'speaker',
  speakerimagelinkfilename: 'speaker',
};

const RAW_EXTENSIONS = ['png', 'jpg', 'webp', 'avif'] as const;
type RawExtension = (typeof RAW_EXTENSIONS)[number];

const HEADING_PART_MAX = 100;
const DATE_PART_MAX = 40;
const TOKEN_LENGTH = 8;
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** When the heading has no ASCII word characters at all (a heading in Devanagari, say). */
const FALLBACK_NAME = 'event';

const KIND_PATTERN = UPLOAD_KINDS.join('|');
const NAME_PATTERN = `[A-Za-z0-9_-]{1,${HEADING_PART_MAX + DATE_PART_MAX + 1}}_[a-z0-9]{${TOKEN_LENGTH}}`;
const RAW_KEY = new RegExp(`^events/(${KIND_PATTERN})/(${NAME_PATTERN})\\.(png|jpg|webp|avif)$`);
const PUBLISHED_KEY = new RegExp(`^events/(${KIND_PATTERN})/(${NAME_PATTERN})\\.webp$`);

/** The upload kind named by the request's formattedType (the form field's name is accepted too). */
export function parseUploadKind(formattedType: string): UploadKind {
  const normalized = formattedType.toLowerCase().replace(/[^a-z0-9]/g, '');
  const kind = KIND_ALIASES[normalized];
  if (!kind)
    throw badRequest(
      `formattedType must be one of: ${UPLOAD_KINDS.join(', ')}`,
      'UNKNOWN_UPLOAD_TYPE',
    );
  return kind;
}

/** The key's extension from formattedExtension: an extension (png, .jpeg) or a media type (image/png). */
export function parseUploadExtension(formattedExtension: string): RawExtension {
  const value = formattedExtension.trim().toLowerCase().replace(/^\./, '');
  const extension = value.includes('/')
    ? extensionForMediaType(value)
    : value === 'jpeg'
      ? 'jpg'
      : value;
  if (!extension || !(RAW_EXTENSIONS as readonly string[]).includes(extension))
    throw badRequest(EVENT_MESSAGES.imageTypes, 'UNSUPPORTED_IMAGE_TYPE');
  return extension as RawExtension;
}

/** The media type the upload URL is bounded to, when the client names one. */
export function parseUploadContentType(contentType: string | undefined): string | undefined {
  if (contentType === undefined || contentType === '') return undefined;
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  if (!(UPLOAD_MEDIA_TYPES as readonly string[]).includes(essence))
    throw badRequest(EVENT_MESSAGES.imageTypes, 'UNSUPPORTED_IMAGE_TYPE');
  return essence;
}

export function checkUploadLength(contentLength: number | undefined): void {
  if (contentLength !== undefined && contentLength > UPLOAD_MAX_BYTES)
    throw badRequest(EVENT_MESSAGES.imageTooLarge, 'IMAGE_TOO_LARGE');
}

function randomToken(): string {
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i += 1)
    token += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return token;
}

/** A new raw upload key from the request's parts, each prepared again here (spec §5). */
export function buildUploadKey(parts: {
  heading: string;
  date: string;
  kind: UploadKind;
  extension: RawExtension;
}): string {
  if (parts.heading.trim() === '')
    throw badRequest(EVENT_MESSAGES.headingBeforeUpload, 'HEADING_REQUIRED');
  const heading = formatFileNamePart(parts.heading).slice(0, HEADING_PART_MAX) || FALLBACK_NAME;
  const date = formatFileNamePart(parts.date).slice(0, DATE_PART_MAX);
  const name = [heading, date].filter(Boolean).join('_');
  return `events/${parts.kind}/${name}_${randomToken()}.${parts.extension}`;
}

export type UploadKey = { key: string; kind: UploadKind; publishedKey: string };

/** A raw upload key this server built, or null. */
export function parseUploadKey(key: string): UploadKey | null {
  const match = RAW_KEY.exec(key);
  if (!match) return null;
  const kind = match[1] as UploadKind;
  return { key, kind, publishedKey: `events/${kind}/${match[2]}.webp` };
}

export function isPublishedKey(key: string): boolean {
  return PUBLISHED_KEY.test(key);
}
