import type { z } from 'zod';
import {
  EVENT_MESSAGES,
  UPLOAD_MAX_BYTES,
  UPLOAD_WIDTHS,
  type PresignResponse,
  type UploadKind,
} from '@kaksha/shared';
import type { presignUpdateBodySchema, presignUploadBodySchema } from '@kaksha/shared';
import type { Config } from '../../core/config';
import { badRequest } from '../../core/app-error';
import { requireImageType, toPublishedWebp } from './image-processing';
import type { ObjectStorage } from '../../infra/storage/object-storage';
import {
  buildUploadKey,
  checkUploadLength,
  parseUploadContentType,
  parseUploadExtension,
  parseUploadKey,
  parseUploadKind,
} from './upload-keys';

export type PresignUploadBody = z.output<typeof presignUploadBodySchema>;
export type PresignUpdateBody = z.output<typeof presignUpdateBodySchema>;
/** True when some event's image field holds this key (events.repository's isEventFileKey). */
export type IsEventFileKey = (key: string) => Promise<boolean>;

export const UPLOAD_MESSAGES = {
  notFound: 'The uploaded image was not found. Upload it again.',
  unknownKey: 'This is not the file name of an image uploaded here. Upload the image again.',
  wrongKind: (uploaded: UploadKind, wanted: UploadKind) =>
    `This image was uploaded as ${uploaded}, not ${wanted}. Upload it again in the right field.`,
  unknownOldKey: 'oldKey is not the file of any event.',
  sizeAndTypeRequired:
    "contentType and contentLength are required: the upload URL is signed for the file's exact type and size.",
} as const;

/** How long a pre-signed upload URL stays valid. */
export const PRESIGN_EXPIRES_IN_SECONDS = 15 * 60;
const WEBP = 'image/webp';

/**
 * Event image uploads: pre-signed URLs for the browser's PUT (keys built here, spec document 2
 * §5), then publishing: the raw upload checked, re-encoded to WebP and stored under its public key.
 */
export function createUploadsService(options: {
  storage: ObjectStorage;
  /** The app's configuration (the storage was made from it). */
  config: Config;
  presignExpiresInSeconds?: number;
}) {
  const { storage } = options;
  const expiresInSeconds = options.presignExpiresInSeconds ?? PRESIGN_EXPIRES_IN_SECONDS;

  /** The request's parts, each checked and prepared again (nothing of the client's is trusted). */
  function prepare(body: PresignUploadBody) {
    const kind = parseUploadKind(body.formattedType);
    const extension = parseUploadExtension(body.formattedExtension);
    const contentType = parseUploadContentType(body.contentType);
    checkUploadLength(body.contentLength);
    // A bucket takes whatever a pre-signed URL allows: it must bind the size (within the limit)
    // and an image type, so the request has to state both. (Local uploads are checked by the
    // server that receives them.)
    if (storage.kind === 's3' && (contentType === undefined || body.contentLength === undefined))
      throw badRequest(UPLOAD_MESSAGES.sizeAndTypeRequired, 'UPLOAD_SIZE_AND_TYPE_REQUIRED');
    const key = buildUploadKey({
      heading: body.formattedHeading,
      date: body.formattedDate,
      kind,
      extension,
    });
    return { key, contentType, contentLength: body.contentLength };
  }

  async function sign(prepared: ReturnType<typeof prepare>): Promise<PresignResponse> {
    const { key, contentType, contentLength } = prepared;
    const signed = await storage.presignPut(key, { contentType, contentLength, expiresInSeconds });
    return {
      preSignedUrlForUpload: signed.url,
      fileName: key,
      headers: signed.headers,
      expiresAt: signed.expiresAt.toISOString(),
    };
  }

  return {
    storage,

    /** A new key and the URL to PUT the file to (POST /v1.5/s3/get-presigned-url-for-upload). */
    presignUpload: (body: PresignUploadBody): Promise<PresignResponse> => sign(prepare(body)),

    /** The same, replacing an event's current file: `oldKey` must be held by some event. */
    async presignUpdate(
      body: PresignUpdateBody,
      isEventFileKey: IsEventFileKey,
    ): Promise<PresignResponse> {
      const prepared = prepare(body);
      // An event without an image has no old key: its first image is a new upload.
      if (body.oldKey !== '' && !(await isEventFileKey(body.oldKey)))
        throw badRequest(UPLOAD_MESSAGES.unknownOldKey, 'UNKNOWN_OLD_KEY');
      return sign(prepared);
    },

    /**
     * Publishes the raw upload `key` (a presign answer's fileName) for the image field of `kind`:
     * checks it (kind, presence, magic bytes, size, pixels), re-encodes it to WebP at the kind's
     * width and answers its public URL. Every refusal is a 400 AppError. Idempotent: an already
     * published key answers its URL at once.
     */
    async publish(key: string, kind: UploadKind): Promise<{ url: string }> {
      const parsed = parseUploadKey(key);
      if (!parsed) throw badRequest(UPLOAD_MESSAGES.unknownKey, 'UNKNOWN_UPLOAD_KEY');
      if (parsed.kind !== kind)
        throw badRequest(UPLOAD_MESSAGES.wrongKind(parsed.kind, kind), 'UPLOAD_KIND_MISMATCH');
      const published = { url: storage.publicUrl(parsed.publishedKey) };
      if (await storage.hasPublished(parsed.publishedKey)) return published;

      const read = await storage.readIncoming(key, UPLOAD_MAX_BYTES);
      if (read.status === 'missing') {
        // Another save may have published it (and removed the raw file) in the meantime.
        if (await storage.hasPublished(parsed.publishedKey)) return published;
        throw badRequest(UPLOAD_MESSAGES.notFound, 'UPLOAD_NOT_FOUND');
      }
      if (read.status === 'too-large')
        throw badRequest(EVENT_MESSAGES.imageTooLarge, 'IMAGE_TOO_LARGE');
      await requireImageType(read.body);
      const webp = await toPublishedWebp(read.body, UPLOAD_WIDTHS[kind]);
      await storage.putPublished(parsed.publishedKey, webp, WEBP);
      // The raw file (with its EXIF, GPS included) is not kept; failing to remove it is harmless.
      await storage.deleteIncoming(key).catch(() => undefined);
      return published;
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
