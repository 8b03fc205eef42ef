import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_MANAGERS,
  presignResponseSchema,
  presignUpdateBodySchema,
  presignUploadBodySchema,
} from '@kaksha/shared';
import { rolesOnly } from '../../core/access';
import { localUploadRoutes } from './local-upload.routes';
import type { IsEventFileKey, UploadsService } from './uploads.service';

const EVENT_STAFF = rolesOnly(...EVENT_MANAGERS);

/**
 * Event image uploads (spec document 2 §4, §7): the two pre-signed URL requests, and with the
 * local storage the upload and file routes themselves (under the API base path: /api/uploads/...).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  isEventFileKey: IsEventFileKey;
}> = async (app, { uploads, isEventFileKey }) => {
  app.post(
    '/v1.5/s3/get-presigned-url-for-upload',
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags: ['uploads'],
        summary: 'A URL to upload an event image to, and its file name (EVENTS, ADMIN)',
        body: presignUploadBodySchema,
        response: { 200: presignResponseSchema },
      },
    },
    async (request) => uploads.presignUpload(request.body),
  );

  app.post(
    '/v1.5/s3/get-presigned-url-for-update',
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags: ['uploads'],
        summary: 'The same, to replace an event image (oldKey: its current file) (EVENTS, ADMIN)',
        body: presignUpdateBodySchema,
        response: { 200: presignResponseSchema },
      },
    },
    async (request) => uploads.presignUpdate(request.body, isEventFileKey),
  );

  if (uploads.storage.kind === 'local')
    await app.register(localUploadRoutes, { storage: uploads.storage });
};
