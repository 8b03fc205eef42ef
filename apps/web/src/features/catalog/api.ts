import { courseBatchesPath } from '@kaksha/shared';
import type { Course, PublicBatch } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The catalogue's data access: query option factories on the one API client, answers checked
// with the shared schemas. Components pass them to useQuery; loaders can prefetch them. The
// schemas load with the first request, alongside it (catalog-schemas.ts).

const loadSchemas = () => import('./catalog-schemas');

/** The answer at `path`, checked with the schema `pick` chooses. */
async function fetchChecked<T>(
  path: string,
  signal: AbortSignal,
  pick: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => { parse: (value: unknown) => T },
): Promise<T> {
  const [schemas, body] = await Promise.all([loadSchemas(), callApi<unknown>(path, { signal })]);
  return pick(schemas).parse(body);
}

export const courseQueryKeys = {
  list: ['courses', 'list'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
  batches: (id: string) => ['courses', 'batches', id] as const,
};

/** The whole catalogue: prices for the /programs cards. */
export function coursesQuery() {
  return queryOptions({
    queryKey: courseQueryKeys.list,
    queryFn: ({ signal }): Promise<Course[]> =>
      fetchChecked('/v1.5/courses', signal, (schemas) => schemas.courseListSchema),
  });
}

/** One course; starts from the catalogue list when /programs already loaded it. */
export function courseQuery(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: courseQueryKeys.detail(id),
    queryFn: ({ signal }): Promise<Course> =>
      fetchChecked(
        `/v1.5/courses/${encodeURIComponent(id)}`,
        signal,
        (schemas) => schemas.courseSchema,
      ),
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
    queryFn: ({ signal }): Promise<PublicBatch[]> =>
      fetchChecked(courseBatchesPath(id), signal, (schemas) => schemas.publicBatchListSchema),
    // Seats move with every purchase; the API lets a shared cache keep them a minute.
    staleTime: 60_000,
  });
}
