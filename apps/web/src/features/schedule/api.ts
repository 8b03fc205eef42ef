import { CALENDAR_FEED_PATH, calendarFeedSchema } from '@kaksha/shared';
import type { CalendarFeed } from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import { callAuthApi } from '../../lib/api-client';

// The live schedule itself is read with `scheduleQuery` (lib/schedule.ts), which "My programs"
// shares. Here: the learner's personal calendar feed. Its URL is a secret (anyone holding it can
// read the learner's sessions): it is shown to the learner and never logged.

export const SCHEDULE_KEYS = {
  calendarFeed: ['schedule', 'calendar-feed'] as const,
};

export function calendarFeedQuery() {
  return queryOptions({
    queryKey: SCHEDULE_KEYS.calendarFeed,
    queryFn: async ({ signal }): Promise<CalendarFeed> =>
      calendarFeedSchema.parse(await callAuthApi<unknown>(CALENDAR_FEED_PATH, { signal })),
    // It changes only when reset (answered with the new URL).
    staleTime: Infinity,
  });
}

/** A new feed URL; the old one stops working at once. */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse(
    await callAuthApi<unknown>(`${CALENDAR_FEED_PATH}/rotate`, { method: 'POST' }),
  );
}
