import { enrolmentsSchema } from '@kaksha/shared';
import type { Enrolments } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import { callAuthApi } from '../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../lib/query-keys';

/**
 * The signed-in learner's programs and orders (with refunds), for the profile page; parsed with
 * the shared schema, so a malformed answer shows "My programs"' error state.
 */
export function enrolmentsQuery() {
  return queryOptions({
    queryKey: SHARED_QUERY_KEYS.enrolments,
    queryFn: async ({ signal }): Promise<Enrolments> =>
      enrolmentsSchema.parse(await callAuthApi<unknown>('/v1.5/users/me/enrolments', { signal })),
  });
}
