import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  UPLOAD_MAX_BYTES,
  errorBodySchema,
  messageSchema,
  text,
} from '@kaksha/shared';
import { AppError, notFound } from '../../core/app-error';
import { PUBLIC } from '../../core/access';
import { detectImageType } from './image-processing';
import type { LocalStorage } from '../../infra/storage/local-storage';
import { PUBLISHED_CACHE_CONTROL } from '../../infra/storage/object-storage';
import { readAtMost } from '../../infra/storage/read-at-most';
import { isPublishedKey, parseUploadKey } from './upload-keys';

const INCOMPLETE_LINK = 'This upload link is incomplete. Request a new one and upload again.';
const keyParams = z.object({ '*': text().max(400) });
const putQuerySchema = z.object({
  expires: z.coerce.number({ error: INCOMPLETE_LINK }).int().positive(),
  signature: text({ error: INCOMPLETE_LINK }).max(128),
  type: text().max(100).optional(),
  length: z.coerce.number().int().positive().optional(),
});

const tooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', 413, EVENT_MESSAGES.imageTooLarge, { connection: 'close' });
const noSuchImage = () => notFound('No such image.', 'IMAGE_NOT_FOUND');

function contentLengthOf(header: string | undefined): number | undefined {
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/**
 * The local storage's own upload endpoint and file server (STORAGE=local): PUT to a URL this
 * server signed, and GET of published images. Raw uploads are never served.
 */
export const localUploadRoutes: FastifyPluginAsyncZod<{ storage: LocalStorage }> = async (
  app,
  { storage },
) => {
  // The body of an upload is the file itself, whatever its declared type: read here as a stream,
  // with a byte cap, never parsed or buffered by Fastify (in this scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put(
    '/uploads/*',
    {
      config: { access: PUBLIC },
      // A refused upload is not read: the connection closes rather than take the rest of it.
      onRequest: (_request, reply, done) => {
        reply.header('connection', 'close');
        done();
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a file to a pre-signed URL (authorised by its signature)',
        params: keyParams,
        querystring: putQuerySchema,
        response: {
          200: messageSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const contentLength = contentLengthOf(request.headers['content-length']);
      storage.verifyPut(key, request.query, {
        contentType: request.headers['content-type'],
        contentLength,
      });
      if (!parseUploadKey(key)) throw noSuchImage();
      if (contentLength !== undefined && contentLength > UPLOAD_MAX_BYTES) throw tooLarge();
      const body = await readAtMost(request.body as Readable, UPLOAD_MAX_BYTES);
      if (!body) throw tooLarge();
      reply.removeHeader('connection');
      if (!(await detectImageType(body)))
        throw new AppError('UNSUPPORTED_IMAGE_TYPE', 415, EVENT_MESSAGES.imageTypes);
      await storage.writeIncoming(key, body);
      return { message: EVENT_MESSAGES.uploadSuccess };
    },
  );

  app.get(
    '/uploads/*',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['uploads'],
        summary: 'A published event image (WebP, cached forever)',
        params: keyParams,
        response: { 200: z.unknown().describe('The image, image/webp'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // Keys are plain [A-Za-z0-9_-/.] text: anything encoded (%2F, %2E) is no key of ours.
      const path = request.raw.url?.split('?')[0] ?? '';
      if (path.includes('%') || !isPublishedKey(key)) throw noSuchImage();
      const file = await storage.openPublished(key);
      if (!file) throw noSuchImage();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', file.size)
        .header('cache-control', PUBLISHED_CACHE_CONTROL)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream);
    },
  );
};
