import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  jsonPatchSchema,
  PROFILE_EDITORS,
  PROFILE_READERS,
  profileSchema,
  setRoleBodySchema,
  userIdParamsSchema,
  usernameParamsSchema,
  zoroResponseSchema,
} from '@kaksha/shared';
import { ownerOr, PUBLIC, rolesOnly, SIGNED_IN } from '../../plugins/access-policy';
import { acceptJsonPatch, requireJsonPatchBody } from '../../plugins/json-patch';
import { callerOf } from '../../plugins/auth-guard';
import type { UsersService } from './users.service';

const bearer = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  acceptJsonPatch(app);

  app.get(
    '/v1.5/requests/test/private/zoro',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Token check: answers the caller for any role',
        security: bearer,
        response: { 200: zoroResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => zoroResponseSchema.parse(await users.getOwnProfile(callerOf(request))),
  );

  app.get(
    '/v1.5/requests/test/public',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['users'],
        summary: 'Public test call',
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async () => ({ message: 'Public endpoint: no token needed.' }),
  );

  app.get(
    '/v1.5/users/get-profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Your profile',
        security: bearer,
        response: { 200: profileSchema, 401: errorBodySchema },
      },
    },
    async (request) => users.getOwnProfile(callerOf(request)),
  );

  app.get(
    '/v1.5/users/@:username',
    {
      config: { access: ownerOr(...PROFILE_READERS) },
      schema: {
        tags: ['users'],
        summary: 'A profile by e-mail or id (yourself; anyone for SALES and ADMIN)',
        security: bearer,
        params: usernameParamsSchema,
        response: { 200: profileSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => users.getProfileByKey(callerOf(request), request.params.username),
  );

  app.patch(
    '/v1.5/users/:id',
    {
      config: { access: ownerOr(...PROFILE_EDITORS) },
      preValidation: requireJsonPatchBody(),
      schema: {
        tags: ['users'],
        summary: 'Update your profile with a JSON Patch of replace operations',
        security: bearer,
        params: userIdParamsSchema,
        body: jsonPatchSchema,
        response: {
          200: profileSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => users.patchProfile(callerOf(request), request.params.id, request.body),
  );

  app.put(
    '/v1.5/users/:id/role',
    {
      config: { access: rolesOnly('ADMIN') },
      schema: {
        tags: ['users'],
        summary: 'Grant or revoke a staff role (ADMIN)',
        security: bearer,
        params: userIdParamsSchema,
        body: setRoleBodySchema,
        response: {
          200: profileSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => users.setRole(callerOf(request), request.params.id, request.body.role),
  );
};
