import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/app-error';

export const JSON_PATCH_TYPE = 'application/json-patch+json';

/** Parses `application/json-patch+json` bodies as JSON in this plugin scope. */
export function acceptJsonPatch(app: FastifyInstance) {
  app.addContentTypeParser(
    JSON_PATCH_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
}

/**
 * A route's `preValidation`: refuses (415) a body that is not a JSON Patch. `alsoJson` accepts
 * `application/json` too, for clients that send a patch array as plain JSON (the spec's events
 * client).
 */
export function requireJsonPatchBody({ alsoJson = false } = {}) {
  return async (request: FastifyRequest) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type === JSON_PATCH_TYPE || (alsoJson && type === 'application/json')) return;
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      415,
      `Send a JSON Patch with Content-Type: ${JSON_PATCH_TYPE}`,
    );
  };
}
