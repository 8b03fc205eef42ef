import { z } from 'zod';
import { EVENT_LIMITS } from './event.constants';
import { singleLine, text } from './text.schema';

/** Uploads: what the server accepts (checked again on the server by magic bytes and size). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];
/** The three image slots of an event, and the width (px) each is re-encoded to. */
export const UPLOAD_KINDS = ['banner-pc', 'banner-mobile', 'speaker'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_WIDTHS: Record<UploadKind, number> = {
  'banner-pc': 1600,
  'banner-mobile': 800,
  speaker: 400,
};
/** The event form's image field for each kind. */
export const UPLOAD_FIELD_OF_KIND = {
  'banner-pc': 'bannerLinkPC',
  'banner-mobile': 'bannerLinkMobile',
  speaker: 'speakerImageLink',
} as const satisfies Record<UploadKind, string>;

/** Upload URL request (spec §3), plus what our client also sends so the URL can be bounded. */
export const presignUploadBodySchema = z.object({
  formattedHeading: singleLine('formattedHeading').trim().max(EVENT_LIMITS.heading),
  formattedDate: text().trim().max(64).default(''),
  formattedType: text().trim().min(1, 'formattedType is required').max(40),
  formattedExtension: text().trim().min(1, 'formattedExtension is required').max(40),
  /** The file's size in bytes; when given, the URL accepts exactly that many. */
  contentLength: z.number().int().min(1).optional(),
  /** The file's media type; when given, the URL accepts only it. */
  contentType: text().trim().max(100).optional(),
});
export const presignUpdateBodySchema = presignUploadBodySchema.extend({
  /** The event's current file; '' (an event without an image yet) makes it a new upload. */
  oldKey: text({ error: 'oldKey is required' }).trim().max(EVENT_LIMITS.fileName),
});
export const presignResponseSchema = z.object({
  preSignedUrlForUpload: z.string(),
  fileName: z.string(),
  /** Headers the PUT must send (the signed ones). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;

/** File-name preparation of spec §5: trimmed, whitespace to underscores, non-word but hyphen dropped. */
export function formatFileNamePart(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\w-]/g, '');
}

/** The extension for an accepted media type (spec §5: from the file's media type). */
export function extensionForMediaType(mediaType: string): string | null {
  switch (mediaType.toLowerCase()) {
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    case 'image/avif':
      return 'avif';
    default:
      return null;
  }
}
