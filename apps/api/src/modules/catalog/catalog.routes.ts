import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseListSchema,
  courseParamsSchema,
  courseSchema,
  errorBodySchema,
} from '@kaksha/shared';
import type { CatalogService } from './catalog.service';
import { PUBLIC } from '../../core/access';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/v1.5/courses',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['catalog'],
        summary: 'List the programs on sale',
        response: { 200: courseListSchema },
      },
    },
    async (_request, reply) => {
      // Served from the catalogue snapshot's own JSON: the list is the same bytes for everyone.
      const json = await catalog.listCoursesJson();
      return reply
        .header('Cache-Control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(json as never); // pre-serialised bytes of courseListSchema
    },
  );

  app.get(
    '/v1.5/courses/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['catalog'],
        summary: 'One program',
        params: courseParamsSchema,
        response: { 200: courseSchema, 404: errorBodySchema },
      },
    },
    async (request) => catalog.getCourse(request.params.id),
  );
};
