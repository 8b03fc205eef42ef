import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  CALL_BACK_EXPORT_PATH,
  CALL_BACK_LIST_PATH,
  SALES_MESSAGES,
  SALES_PAGE_DEFAULT,
  SALES_PAGE_MAX,
  callBackRequestListSchema,
  salesCartListSchema,
  salesPaymentListSchema,
  salesUserListSchema,
} from '@kaksha/shared';
import type { CallBackRequest, SalesCart, SalesPayment, SalesUser } from '@kaksha/shared';
import { fetchStaffListPage } from '../../lib/staff-list-page';
import { exportPath, startNativeDownload } from '../../lib/native-download';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import type { SalesFilters, SalesListKind, SalesView } from './sales-views';

// The sales console's calls (SALES or ADMIN, bearer token refreshed once on a 401; a refused one
// says 'Invalid access token!', spec §8, in lib/api-client), every answer parsed with the shared
// schemas. Lists page on the server: each page names the next one's cursor.

/** One page of a list and the cursor of the next (null on the last page). */
export interface SalesPage<T> {
  rows: T[];
  nextCursor: string | null;
}

export type FetchSalesPage<T> = (request: {
  filters: SalesFilters;
  limit: number;
  cursor: string | undefined;
  signal?: AbortSignal;
}) => Promise<SalesPage<T>>;

/** A failed list or download in words (the staff pages' one wording, with this page's line). */
export function salesErrorMessage(error: unknown): string {
  return staffErrorMessage(error, SALES_MESSAGES.loadFailed);
}

/** The page size a `?limit=` asks for, within what the API allows. */
export function pageSizeFrom(value: string | null): number {
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) return SALES_PAGE_DEFAULT;
  return Math.min(size, SALES_PAGE_MAX);
}

type Query = Record<string, string | number | undefined>;

function queryOf(filters: SalesFilters, limit: number, cursor: string | undefined): Query {
  return { ...filters, limit, cursor };
}

export const fetchUserPage: FetchSalesPage<SalesUser> = async ({
  filters,
  limit,
  cursor,
  signal,
}) => {
  const page = await fetchStaffListPage(
    '/v1.5/users/getAllUserDetails',
    queryOf(filters, limit, cursor),
    signal,
  );
  return { rows: salesUserListSchema.parse(page.body), nextCursor: page.nextCursor };
};

export const fetchCartPage: FetchSalesPage<SalesCart> = async ({
  filters,
  limit,
  cursor,
  signal,
}) => {
  const page = await fetchStaffListPage(
    '/v1.5/cart/get-all',
    queryOf(filters, limit, cursor),
    signal,
  );
  return { rows: salesCartListSchema.parse(page.body), nextCursor: page.nextCursor };
};

/** Call-back requests from /request-call, filtered by program, a search and days. */
export const fetchCallBackPage: FetchSalesPage<CallBackRequest> = async ({
  filters,
  limit,
  cursor,
  signal,
}) => {
  const page = await fetchStaffListPage(
    CALL_BACK_LIST_PATH,
    queryOf(filters, limit, cursor),
    signal,
  );
  return { rows: callBackRequestListSchema.parse(page.body), nextCursor: page.nextCursor };
};

/** The active-carts page's list; a failure is also logged as the spec's page logs it (§8). */
export const fetchActiveCartPage: FetchSalesPage<SalesCart> = async (request) => {
  try {
    return await fetchCartPage(request);
  } catch (error) {
    console.error(SALES_MESSAGES.fetchError, error);
    throw error;
  }
};

/**
 * The payments of a view: all of them, or one learner's by e-mail or by mobile number (the spec's
 * own paths, the lookup value in the path rather than the query).
 */
export function paymentPageFetcher(view: SalesView): FetchSalesPage<SalesPayment> {
  return async ({ filters, limit, cursor, signal }) => {
    const { email, mobile, ...rest } = filters;
    let path = '/v1.5/payment/get-all-payment';
    let query: Query = queryOf(filters, limit, cursor);
    if (view.requiredField === 'email' && email) {
      path = `/v1.5/payment/user/orders-by-id/${encodeURIComponent(email)}`;
      query = queryOf({ ...rest, mobile }, limit, cursor);
    } else if (view.requiredField === 'mobile' && mobile) {
      path = `/v1.5/payment/user/orders-by-number/${encodeURIComponent(mobile)}`;
      query = queryOf({ ...rest, email }, limit, cursor);
    }
    const page = await fetchStaffListPage(path, query, signal);
    const list = salesPaymentListSchema.parse(page.body);
    return { rows: list.paymentResponseTypeList, nextCursor: list.nextCursor ?? page.nextCursor };
  };
}

/** One search (a press of Display): its first page now, the next ones on "Load more". */
export interface SalesSearch {
  view: SalesView;
  filters: SalesFilters;
  limit: number;
  /** Counts the presses of Display, so pressing it again reads the list afresh. */
  run: number;
}

export function salesPagesQuery<T>(search: SalesSearch, fetchPage: FetchSalesPage<T>) {
  return infiniteQueryOptions({
    queryKey: ['sales', search.view.id, search.filters, search.limit, search.run] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ filters: search.filters, limit: search.limit, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: SalesPage<T>) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    // A search is a snapshot the staff member pages through; Display starts a new one.
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

const EXPORT_PATHS: Record<SalesListKind, string> = {
  users: '/v1.5/users/export.csv',
  carts: '/v1.5/cart/export.csv',
  payments: '/v1.5/payment/export.csv',
  callbacks: CALL_BACK_EXPORT_PATH,
};

/** The CSV of the whole filtered list (the by-e-mail and by-mobile views filter the export). */
export function salesExportPath(list: SalesListKind, filters: SalesFilters): string {
  return exportPath(EXPORT_PATHS[list], { ...filters });
}

/** Download Now: the server streams the CSV and the browser saves it natively. */
export function downloadSalesCsv(list: SalesListKind, filters: SalesFilters): Promise<void> {
  return startNativeDownload(salesExportPath(list, filters));
}

/** The active-carts page's one button: every cart with an unpaid program, one row per program. */
export function downloadActiveCarts(): Promise<void> {
  return startNativeDownload(exportPath(EXPORT_PATHS.carts, { status: 'active' }));
}
