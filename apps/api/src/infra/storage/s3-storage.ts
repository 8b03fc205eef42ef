import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  PUBLISHED_CACHE_CONTROL,
  type IncomingRead,
  type ObjectStorageBase,
  type PresignPutOptions,
  signedPutHeaders,
} from './storage-types';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES } from '@kaksha/shared';
import { readAtMost } from './read-at-most';
import { DEFAULT_S3_REGION, s3PublicBase, type S3Settings } from './storage-origins';

export type S3Storage = ObjectStorageBase & { kind: 's3'; client: S3Client; bucket: string };

/** Raw uploads live under this prefix; only the published `events/` keys should be public. */
export const S3_INCOMING_PREFIX = 'incoming/';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible bucket. Browsers PUT straight to the bucket with a pre-signed URL
 * that always signs Content-Type (an image type) and Content-Length (within the limit); the bucket's CORS
 * rules must allow PUT from the web app's origin.
 */
export function createS3Storage(config: S3Settings): S3Storage {
  const bucket = config.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is required when STORAGE=s3');
  const client = new S3Client({
    region: config.S3_REGION ?? DEFAULT_S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // No CRC32 checksums in pre-signed URLs: a browser PUT cannot compute and send them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const incoming = (key: string) => `${S3_INCOMING_PREFIX}${key}`;
  const publicBase = s3PublicBase(config);

  return {
    kind: 's3',
    client,
    bucket,

    async presignPut(
      key: string,
      { contentType, contentLength, expiresInSeconds }: PresignPutOptions,
    ) {
      // Never a URL that takes any size or any type (the uploads service refuses such a request
      // with a 400 first).
      if (
        !contentType ||
        !(UPLOAD_MEDIA_TYPES as readonly string[]).includes(contentType) ||
        contentLength === undefined ||
        contentLength < 1 ||
        contentLength > UPLOAD_MAX_BYTES
      )
        throw new Error('An S3 upload URL needs an image type and a length within the limit');
      const signed = new Set(['content-type', 'content-length']);
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: bucket,
          Key: incoming(key),
          ContentType: contentType,
          ContentLength: contentLength,
        }),
        { expiresIn: expiresInSeconds, signableHeaders: signed, unhoistableHeaders: signed },
      );
      return {
        url,
        headers: signedPutHeaders(contentType),
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      };
    },

    async readIncoming(key: string, maxBytes: number): Promise<IncomingRead> {
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: incoming(key) }));
      } catch (error) {
        if (isNotFound(error)) return { status: 'missing' };
        throw error;
      }
      const body = response.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered without a readable body');
      if ((response.ContentLength ?? 0) > maxBytes) {
        body.destroy();
        return { status: 'too-large' };
      }
      const bytes = await readAtMost(body, maxBytes);
      if (bytes === null) {
        body.destroy();
        return { status: 'too-large' };
      }
      return { status: 'found', body: bytes };
    },

    async deleteIncoming(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: incoming(key) }));
    },

    async hasPublished(key: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async putPublished(key: string, body: Buffer, contentType: string) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: PUBLISHED_CACHE_CONTROL,
        }),
      );
    },

    publicUrl: (key) => `${publicBase}/${key}`,
  };
}
