import { infiniteQueryOptions } from '@tanstack/react-query';
import { AUDIT_MESSAGES, auditListSchema } from '@kaksha/shared';
import type { AuditList } from '@kaksha/shared';
import { callAuthApi } from '../../lib/api-client';
import { exportPath, startNativeDownload } from '../../lib/native-download';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';

// The audit log's calls (ADMIN, bearer token refreshed once on a 401), answers parsed with the
// shared schema. The list pages on the server: each page names the next one's cursor.

const AUDIT_PATH = '/v1.5/audit';
const EXPORT_PATH = '/v1.5/audit/export.csv';
export const AUDIT_PAGE_SIZE = 50;
/** The most the API gives in one page (auditListQuerySchema). */
const AUDIT_PAGE_MAX = 500;

/** The page size a `?limit=` asks for, within what the API allows. */
export function pageSizeFrom(value: string | null): number {
  const size = Number(value);
  if (value === null || !Number.isInteger(size) || size < 1) return AUDIT_PAGE_SIZE;
  return Math.min(size, AUDIT_PAGE_MAX);
}

/** The filters as the page keeps them: form text, '' for "any". */
export interface AuditFilters {
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  entityType: '',
  entityId: '',
  from: '',
  to: '',
};

/** A failed list or download in words (the staff pages' one wording, with this page's line). */
export function auditErrorMessage(error: unknown): string {
  return staffErrorMessage(error, AUDIT_MESSAGES.loadFailed);
}

/** Only the filters that say something: the API reads '' as "any" too, but URLs stay short. */
function queryOf(filters: AuditFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** One search (a press of Apply): its first page now, the next ones on "Load more". */
export function auditPagesQuery(filters: AuditFilters, limit: number, run: number) {
  return infiniteQueryOptions({
    queryKey: ['audit', filters, limit, run] as const,
    queryFn: async ({ pageParam, signal }): Promise<AuditList> =>
      auditListSchema.parse(
        await callAuthApi<unknown>(AUDIT_PATH, {
          query: { ...queryOf(filters), limit, cursor: pageParam },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AuditList) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    // A search is a snapshot to page through; Apply reads the log afresh.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/** The CSV of every entry matching the filters, streamed by the server, saved by the browser. */
export function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  return startNativeDownload(exportPath(EXPORT_PATH, queryOf(filters)));
}
