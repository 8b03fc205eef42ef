import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  PAYMENT_LINK_STATUSES,
  PAYMENT_LINK_STATUS_LABELS,
  SALES_PAGE_DEFAULT,
  SALES_PAGE_MAX,
  cartQuoteSchema,
  courseBatchesPath,
  courseListSchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  publicBatchListSchema,
} from '@kaksha/shared';
import type {
  CartQuote,
  Course,
  PaymentLink,
  PaymentLinkCreate,
  PaymentLinkStatus,
  PublicBatch,
} from '@kaksha/shared';
import { callApi, callAuthApi, isApiError } from '../../lib/api-client';
import { retryUnlessRefused, staffErrorMessage } from '../../lib/staff-error';
import { fetchStaffListPage } from '../../lib/staff-list-page';

// Payment links (issue 27) on the one API client: SALES and ADMIN send a learner a link to pay for
// programs in batches, priced by the server; the list pages on the server (keyset, X-Next-Cursor)
// like the refunds queue. The catalogue, the open batches and the price are the same public calls
// the program pages and the cart make (this feature cannot import theirs), parsed with the shared
// schemas. No price is ever sent: the server prices the link.

export const PAYMENT_LINKS_PATH = '/v1.5/payment-links';

/** What the list shows: one status, or every link (''). */
export type PaymentLinkStatusFilter = PaymentLinkStatus | '';
export const PAYMENT_LINK_STATUS_FILTERS: ReadonlyArray<{
  value: PaymentLinkStatusFilter;
  label: string;
}> = [
  { value: '', label: 'All links' },
  ...PAYMENT_LINK_STATUSES.map((status) => ({
    value: status,
    label: PAYMENT_LINK_STATUS_LABELS[status],
  })),
];

/** `?status=` as the page reads it: a known status, else every link. */
export function statusFilterFrom(value: string | null): PaymentLinkStatusFilter {
  return PAYMENT_LINK_STATUSES.find((status) => status === value) ?? '';
}

/** The page size a `?limit=` asks for, within what the API allows. */
export function pageSizeFrom(value: string | null): number {
  const size = Number(value);
  if (value === null || !Number.isInteger(size) || size < 1) return SALES_PAGE_DEFAULT;
  return Math.min(size, SALES_PAGE_MAX);
}

/** A link can still be paid, sent again or cancelled. */
export function isOpenLink(link: Pick<PaymentLink, 'status'>): boolean {
  return link.status === 'created' || link.status === 'sent' || link.status === 'opened';
}

export const PAYMENT_LINK_KEYS = {
  all: ['payment-links'] as const,
  list: (status: PaymentLinkStatusFilter, limit: number) =>
    ['payment-links', 'list', status, limit] as const,
  courses: ['payment-links', 'courses'] as const,
  batches: (courseId: string) => ['payment-links', 'batches', courseId] as const,
  quote: (courseIds: readonly string[], batches: Record<string, string>, coupon: string) =>
    ['payment-links', 'quote', [...courseIds], batches, coupon] as const,
};

/** A failed call in words: the server's reason when it gives one (a 409's "already enrolled"). */
export function paymentLinkErrorMessage(error: unknown): string {
  return staffErrorMessage(error);
}

/** One page of the list and the cursor of the next (null on the last page). */
export interface PaymentLinkPage {
  rows: PaymentLink[];
  nextCursor: string | null;
}

/** The links with this status (or all), newest first, a page at a time ("Load more"). */
export function paymentLinksQuery(status: PaymentLinkStatusFilter, limit: number) {
  return infiniteQueryOptions({
    queryKey: PAYMENT_LINK_KEYS.list(status, limit),
    queryFn: async ({ pageParam, signal }): Promise<PaymentLinkPage> => {
      const page = await fetchStaffListPage(
        PAYMENT_LINKS_PATH,
        { ...(status ? { status } : {}), limit, cursor: pageParam },
        signal,
      );
      return { rows: paymentLinkListSchema.parse(page.body), nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: PaymentLinkPage) => last.nextCursor ?? undefined,
    retry: retryUnlessRefused,
    staleTime: 0,
  });
}

/** Creates the link and e-mails it to the recipient; the server prices it. */
export async function createPaymentLink(body: PaymentLinkCreate): Promise<PaymentLink> {
  return paymentLinkSchema.parse(
    await callAuthApi<unknown>(PAYMENT_LINKS_PATH, { method: 'POST', body }),
  );
}

const linkPath = (id: string, action: 'resend' | 'cancel') =>
  `${PAYMENT_LINKS_PATH}/${encodeURIComponent(id)}/${action}`;

/** E-mails an open link to its recipient again. */
export async function resendPaymentLink(id: string): Promise<PaymentLink> {
  return paymentLinkSchema.parse(
    await callAuthApi<unknown>(linkPath(id, 'resend'), { method: 'POST' }),
  );
}

/** Cancels an open link: it can no longer be paid. */
export async function cancelPaymentLink(id: string): Promise<PaymentLink> {
  return paymentLinkSchema.parse(
    await callAuthApi<unknown>(linkPath(id, 'cancel'), { method: 'POST' }),
  );
}

/** The catalogue, for the program choices (GET /v1.5/courses). */
export function catalogueQuery() {
  return queryOptions({
    queryKey: PAYMENT_LINK_KEYS.courses,
    queryFn: async ({ signal }): Promise<Course[]> =>
      courseListSchema.parse(await callApi<unknown>('/v1.5/courses', { signal })),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** A program's open batches, soonest first, with seats left (GET /v1.5/courses/:id/batches). */
export function openBatchesQuery(courseId: string) {
  return queryOptions({
    queryKey: PAYMENT_LINK_KEYS.batches(courseId),
    queryFn: async ({ signal }): Promise<PublicBatch[]> =>
      publicBatchListSchema.parse(await callApi<unknown>(courseBatchesPath(courseId), { signal })),
    enabled: courseId !== '',
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
}

/**
 * What the server would charge for these programs, batches and coupon: the cart's quote
 * (POST /v1.5/cart/quote), the same pricing the link gets. Rupees, as the quote gives them.
 */
export function linkQuoteQuery(
  courseIds: readonly string[],
  batches: Record<string, string>,
  couponCode: string,
) {
  return queryOptions({
    queryKey: PAYMENT_LINK_KEYS.quote(courseIds, batches, couponCode),
    queryFn: async ({ signal }): Promise<CartQuote> =>
      cartQuoteSchema.parse(
        await callApi<unknown>('/v1.5/cart/quote', {
          method: 'POST',
          body: {
            courseIds,
            ...(couponCode ? { couponCode } : {}),
            ...(Object.keys(batches).length ? { batches } : {}),
          },
          signal,
        }),
      ),
    enabled: courseIds.length > 0,
    staleTime: 30_000,
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    placeholderData: keepPreviousData,
  });
}
