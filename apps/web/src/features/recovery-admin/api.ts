import { queryOptions } from '@tanstack/react-query';
import { recoverySummarySchema } from '@kaksha/shared';
import type { RecoverySummary } from '@kaksha/shared';
import { callAuthApi } from '../../lib/api-client';

// The sales console's recovery figures (SALES, ADMIN) on the one API client, parsed with the
// shared schema.

export function recoverySummaryQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['recovery-admin', 'summary', range.from, range.to] as const,
    queryFn: async ({ signal }): Promise<RecoverySummary> =>
      recoverySummarySchema.parse(
        await callAuthApi<unknown>('/v1.5/recovery/summary', {
          query: {
            ...(range.from ? { from: range.from } : {}),
            ...(range.to ? { to: range.to } : {}),
          },
          signal,
        }),
      ),
  });
}
