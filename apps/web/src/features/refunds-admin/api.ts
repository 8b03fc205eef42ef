import { infiniteQueryOptions } from '@tanstack/react-query';
import { SALES_PAGE_DEFAULT, SALES_PAGE_MAX, refundQueueSchema } from '@kaksha/shared';
import type { RefundApproveBody, RefundQueueItem, RefundQueueQuery } from '@kaksha/shared';
import { callAuthApi } from '../../lib/api-client';
import { exportPath, startNativeDownload } from '../../lib/native-download';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import { fetchStaffListPage } from '../../lib/staff-list-page';

// The refunds queue on the one API client (bearer token of a SALES or ADMIN account, refreshed
// once on a 401; only ADMIN decides). Answers are parsed with the shared schemas; the list pages
// on the server (keyset, X-Next-Cursor) and its CSV is a ticketed native download.

export const REFUND_REQUESTS_PATH = '/v1.5/refund-requests';
const EXPORT_PATH = `${REFUND_REQUESTS_PATH}.csv`;

/** What the queue shows: one status, or every request (''). `failed`: refunds the provider refused. */
export type RefundStatusFilter = NonNullable<RefundQueueQuery['status']> | '';
export const REFUND_STATUS_FILTERS: ReadonlyArray<{ value: RefundStatusFilter; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'failed', label: 'Refund failed' },
  { value: '', label: 'All requests' },
];
export const DEFAULT_REFUND_STATUS: RefundStatusFilter = 'open';

/** `?status=` as the page reads it: a known status, '' for all, else the default (open). */
export function statusFilterFrom(value: string | null): RefundStatusFilter {
  if (value === 'all') return '';
  const known = REFUND_STATUS_FILTERS.find(
    (option) => option.value !== '' && option.value === value,
  );
  return known ? known.value : DEFAULT_REFUND_STATUS;
}

/** The page size a `?limit=` asks for, within what the API allows. */
export function pageSizeFrom(value: string | null): number {
  const size = Number(value);
  if (value === null || !Number.isInteger(size) || size < 1) return SALES_PAGE_DEFAULT;
  return Math.min(size, SALES_PAGE_MAX);
}

export const REFUND_KEYS = {
  all: ['refunds-admin'] as const,
  queue: (status: RefundStatusFilter, limit: number) =>
    ['refunds-admin', 'queue', status, limit] as const,
};

/** A failed list, download or decision in words: the server's reason when it gives one. */
export function refundErrorMessage(error: unknown): string {
  return staffErrorMessage(error);
}

/** The list's query: the status when one is chosen (the API lists every request without it). */
export function refundQueueParams(status: RefundStatusFilter): Record<string, string> {
  return status ? { status } : {};
}

/** One page of the queue and the cursor of the next (null on the last page). */
export interface RefundQueuePage {
  rows: RefundQueueItem[];
  nextCursor: string | null;
}

/** The requests with this status, newest first, a page at a time ("Load more"). */
export function refundQueueQuery(status: RefundStatusFilter, limit: number) {
  return infiniteQueryOptions({
    queryKey: REFUND_KEYS.queue(status, limit),
    queryFn: async ({ pageParam, signal }): Promise<RefundQueuePage> => {
      const page = await fetchStaffListPage(
        REFUND_REQUESTS_PATH,
        { ...refundQueueParams(status), limit, cursor: pageParam },
        signal,
      );
      return { rows: refundQueueSchema.parse(page.body), nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RefundQueuePage) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** The CSV path of the filtered queue (every page, streamed by the server). */
export function refundCsvPath(status: RefundStatusFilter): string {
  return exportPath(EXPORT_PATH, refundQueueParams(status));
}

export function downloadRefundCsv(status: RefundStatusFilter): Promise<void> {
  return startNativeDownload(refundCsvPath(status));
}

const requestPath = (id: string, action: 'approve' | 'reject' | 'retry') =>
  `${REFUND_REQUESTS_PATH}/${encodeURIComponent(id)}/${action}`;

/** ADMIN: approves the request for this amount; the refund goes to the payment provider. */
export async function approveRefund(id: string, body: RefundApproveBody): Promise<void> {
  await callAuthApi<unknown>(requestPath(id, 'approve'), { method: 'POST', body });
}

/** ADMIN: rejects the request, saying why (the learner is told). */
export async function rejectRefund(id: string, body: { reason: string }): Promise<void> {
  await callAuthApi<unknown>(requestPath(id, 'reject'), { method: 'POST', body });
}

/** ADMIN: sends an approved refund the provider refused once more. */
export async function retryRefund(id: string): Promise<void> {
  await callAuthApi<unknown>(requestPath(id, 'retry'), { method: 'POST' });
}
