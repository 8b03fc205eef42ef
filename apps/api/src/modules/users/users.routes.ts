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
  deleteAccountBodySchema,
  messageSchema,
} from '@kaksha/shared';
import { ownerOr, PUBLIC, rolesOnly, SIGNED_IN } from '../../core/access';
import { acceptJsonPatch, JSON_PATCH_TYPE, requireJsonPatchBody } from '../../plugins/json-patch';
import { callerOf } from '../../core/caller';
import type { UsersService } from './users.service';
import type { DataRights } from './data-rights';

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  dataRights: DataRights;
}> = async (app, { users, dataRights }) => {
  acceptJsonPatch(app);

  app.get(
    '/v1.5/requests/test/private/zoro',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Token check: answers the caller for any role',
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
        response: { 200: profileSchema, 401: errorBodySchema },
      },
    },
    async (request) => users.getOwnProfile(callerOf(request)),
  );

  app.get(
    '/v1.5/users/me/export',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Everything held about you, as JSON (a download)',
        response: { 200: z.record(z.string(), z.unknown()), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await dataRights.exportFor(callerOf(request));
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Disposition', 'attachment; filename="kaksha-my-data.json"');
      return data;
    },
  );

  app.delete(
    '/v1.5/users/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Erase your account (password, or a fresh Google sign-in)',
        body: deleteAccountBodySchema,
        response: {
          200: messageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => dataRights.erase(callerOf(request), request.body ?? {}),
  );

  app.get(
    '/v1.5/users/@:username',
    {
      config: { access: ownerOr(...PROFILE_READERS) },
      schema: {
        tags: ['users'],
        summary: 'A profile by e-mail or id (yourself; anyone for SALES and ADMIN)',
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
        consumes: [JSON_PATCH_TYPE],
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
        params: userIdParamsSchema,
        body: setRoleBodySchema,
        response: {
          200: profileSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => users.setRole(callerOf(request), request.params.id, request.body.role),
  );
};
