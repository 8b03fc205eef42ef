import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_MANAGERS,
  errorBodySchema,
  presignResponseSchema,
  presignUpdateBodySchema,
  presignUploadBodySchema,
} from '@kaksha/shared';
import type { Config } from '../../config';
import { rolesOnly } from '../../plugins/access-policy';
import { localUploadRoutes } from './local-upload.routes';
import type { IsEventFileKey, UploadsService } from './uploads.service';

const bearer = [{ bearer: [] }];
const EVENT_STAFF = rolesOnly(...EVENT_MANAGERS);
const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * Event image uploads (spec document 2 §4, §7): the two pre-signed URL requests, and with the
 * local storage the upload and file routes themselves (under the API base path: /api/uploads/...).
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  isEventFileKey: IsEventFileKey;
  config: Config;
}> = async (app, { uploads, isEventFileKey }) => {
  app.post(
    '/v1.5/s3/get-presigned-url-for-upload',
    {
      config: { access: EVENT_STAFF },
      schema: {
        tags: ['uploads'],
        summary: 'A URL to upload an event image to, and its file name (EVENTS, ADMIN)',
        security: bearer,
        body: presignUploadBodySchema,
        response: { 200: presignResponseSchema, ...staffErrors },
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
        security: bearer,
        body: presignUpdateBodySchema,
        response: { 200: presignResponseSchema, ...staffErrors },
      },
    },
    async (request) => uploads.presignUpdate(request.body, isEventFileKey),
  );

  if (uploads.storage.kind === 'local')
    await app.register(localUploadRoutes, { storage: uploads.storage });
};
