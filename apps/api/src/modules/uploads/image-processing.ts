import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  EVENT_MESSAGES,
  UPLOAD_MAX_PIXELS,
  UPLOAD_MEDIA_TYPES,
  type UploadMediaType,
} from '@kaksha/shared';
import { AppError, badRequest } from '../../core/app-error';

/** The libvips input formats of our media types (AVIF is read through libheif). */
const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const MEGAPIXELS = UPLOAD_MAX_PIXELS / 1_000_000;

export const IMAGE_MESSAGES = {
  tooManyPixels: `The image is too large: at most ${MEGAPIXELS} megapixels (width × height) can be uploaded.`,
  unreadable:
    'The image could not be read: it may be damaged. Upload a valid JPEG, PNG, WebP or AVIF image.',
} as const;

/** The media type the bytes really are (by their magic numbers), when it is one we accept. */
export async function detectImageType(bytes: Uint8Array): Promise<UploadMediaType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  return mime && (UPLOAD_MEDIA_TYPES as readonly string[]).includes(mime)
    ? (mime as UploadMediaType)
    : null;
}

/** Throws the 400 the caller sees unless the bytes are a JPEG, PNG, WebP or AVIF image. */
export async function requireImageType(bytes: Uint8Array): Promise<UploadMediaType> {
  const type = await detectImageType(bytes);
  if (!type) throw badRequest(EVENT_MESSAGES.imageTypes, 'UNSUPPORTED_IMAGE_TYPE');
  return type;
}

function decodeFailure(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message)
    ? badRequest(IMAGE_MESSAGES.tooManyPixels, 'IMAGE_TOO_MANY_PIXELS')
    : badRequest(IMAGE_MESSAGES.unreadable, 'IMAGE_UNREADABLE');
}

/**
 * The image re-encoded for the web: decoded under the pixel limit (a decompression bomb is refused
 * from its header, before any pixel is decoded), turned upright per its EXIF orientation, scaled
 * down (never up) to `width`, and written as WebP without metadata (no EXIF, GPS or ICC text).
 */
export async function toPublishedWebp(input: Buffer, width: number): Promise<Buffer> {
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' } as const;
  try {
    const metadata = await sharp(input, options).metadata();
    if (!DECODED_FORMATS.has(metadata.format ?? ''))
      throw badRequest(EVENT_MESSAGES.imageTypes, 'UNSUPPORTED_IMAGE_TYPE');
    return await sharp(input, options)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw decodeFailure(error);
  }
}
