import { courseListSchema, courseSchema } from '@kaksha/shared';
import type { Course } from '@kaksha/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const courseQueryKeys = {
  list: ['courses', 'list'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
};

export async function fetchCourses(signal?: AbortSignal): Promise<Course[]> {
  return courseListSchema.parse(await callApi<unknown>('/v1.5/courses', { signal }));
}

export async function fetchCourse(id: string, signal?: AbortSignal): Promise<Course> {
  const path = `/v1.5/courses/${encodeURIComponent(id)}`;
  return courseSchema.parse(await callApi<unknown>(path, { signal }));
}

/** The whole catalogue: prices for the /programs cards. */
export function useCoursesQuery() {
  return useQuery({
    queryKey: courseQueryKeys.list,
    queryFn: ({ signal }) => fetchCourses(signal),
  });
}

/** One course; starts from the catalogue list when /programs already loaded it. */
export function useCourseQuery(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: courseQueryKeys.detail(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
    initialData: () =>
      queryClient.getQueryData<Course[]>(courseQueryKeys.list)?.find((course) => course.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(courseQueryKeys.list)?.dataUpdatedAt,
  });
}
