import {
  courseBatchesPath,
  courseListSchema,
  courseSchema,
  publicBatchListSchema,
} from '@kaksha/shared';
import type { Course, PublicBatch } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The catalogue's data access: query option factories on the one API client, answers checked
// with the shared schemas. Components pass them to useQuery; loaders can prefetch them.

export const courseQueryKeys = {
  list: ['courses', 'list'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
  batches: (id: string) => ['courses', 'batches', id] as const,
};

/** The whole catalogue: prices for the /programs cards. */
export function coursesQuery() {
  return queryOptions({
    queryKey: courseQueryKeys.list,
    queryFn: async ({ signal }): Promise<Course[]> =>
      courseListSchema.parse(await callApi<unknown>('/v1.5/courses', { signal })),
  });
}

/** One course; starts from the catalogue list when /programs already loaded it. */
export function courseQuery(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: courseQueryKeys.detail(id),
    queryFn: async ({ signal }): Promise<Course> => {
      const path = `/v1.5/courses/${encodeURIComponent(id)}`;
      return courseSchema.parse(await callApi<unknown>(path, { signal }));
    },
    initialData: () =>
      queryClient.getQueryData<Course[]>(courseQueryKeys.list)?.find((course) => course.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(courseQueryKeys.list)?.dataUpdatedAt,
  });
}

/**
 * The program's open batches, soonest first (seats left, schedule; never a join link). Read in the
 * browser only: the program pages are prerendered, and a batch's dates and seats must not be the
 * build's.
 */
export function courseBatchesQuery(id: string) {
  return queryOptions({
    queryKey: courseQueryKeys.batches(id),
    queryFn: async ({ signal }): Promise<PublicBatch[]> =>
      publicBatchListSchema.parse(await callApi<unknown>(courseBatchesPath(id), { signal })),
    // Seats move with every purchase; the API lets a shared cache keep them a minute.
    staleTime: 60_000,
  });
}
