import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentsBodySchema, consentsSchema } from '@kaksha/shared';
import { SIGNED_IN } from '../../core/access';
import { callerOf } from '../../core/caller';
import type { ConsentsService } from './consents';

export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (
  app,
  { consents },
) => {
  app.get(
    '/v1.5/users/me/consents',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Your choice about reminders and offers by e-mail',
        response: { 200: consentsSchema },
      },
    },
    async (request) => consents.read(callerOf(request)),
  );

  app.put(
    '/v1.5/users/me/consents',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary:
          'Give or withdraw consent to reminders and offers (recorded with time and wording)',
        body: consentsBodySchema,
        response: { 200: consentsSchema },
      },
    },
    async (request) => consents.update(callerOf(request), request.body),
  );
};
