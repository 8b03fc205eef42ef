import { SCHEDULE_PATH, scheduleSchema } from '@kaksha/shared';
import type { Schedule } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import { callAuthApi } from './api-client';
import { SHARED_QUERY_KEYS } from './query-keys';

// The signed-in learner's live sessions across their batches: read by "My programs" on the
// profile page (features/users) and by /my-schedule (features/schedule).

/** Join links and cancellations can change up to the last minute: re-read every 5 minutes. */
const REFRESH_MS = 5 * 60_000;

export function scheduleQuery() {
  return queryOptions({
    queryKey: SHARED_QUERY_KEYS.schedule,
    queryFn: async ({ signal }): Promise<Schedule> =>
      scheduleSchema.parse(await callAuthApi<unknown>(SCHEDULE_PATH, { signal })),
    // Fresh on every visit: a purchase a moment ago places the learner in a batch.
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
