import { NEXT_CURSOR_HEADER } from '@kaksha/shared';
import { callAuthApi } from './api-client';

/** One page of a staff list as it came: its body, to parse, and the next page's cursor. */
export interface StaffListAnswer {
  body: unknown;
  /** From the X-Next-Cursor header; null on the last page. */
  nextCursor: string | null;
}

/**
 * GETs one page of a staff list that pages on the server (keyset paging): the filters and the
 * cursor go in the query, the next page's cursor comes back in X-Next-Cursor, so the body keeps
 * the shape the spec's client reads.
 */
export async function fetchStaffListPage(
  path: string,
  query: Record<string, string | number | undefined>,
  signal: AbortSignal | undefined,
): Promise<StaffListAnswer> {
  let nextCursor: string | null = null;
  const body = await callAuthApi<unknown>(path, {
    query,
    signal,
    onHeaders: (headers) => {
      nextCursor = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  return { body, nextCursor };
}
