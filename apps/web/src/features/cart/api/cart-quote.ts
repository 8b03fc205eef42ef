import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CartQuote } from '@kaksha/shared';
import { callApi, isApiError } from '../../../lib/api-client';

/** Quotes are keyed by what they price, so the cart and the summary share one cached answer. */
export function cartQuoteKey(courseIds: readonly string[], couponCode: string | undefined) {
  return ['cart', 'quote', [...courseIds], couponCode ?? null] as const;
}

/**
 * The server prices the cart: catalogue and sale prices, and the coupon's rules. Sign-in is
 * optional; callApi sends the stored token when there is one (per-user coupon limits then count).
 */
export function fetchCartQuote(
  courseIds: readonly string[],
  couponCode: string | undefined,
  signal?: AbortSignal,
): Promise<CartQuote> {
  return callApi<CartQuote>('/v1.5/cart/quote', {
    method: 'POST',
    body: { courseIds, ...(couponCode ? { couponCode } : {}) },
    signal,
  });
}

export function cartQuoteQueryOptions(
  courseIds: readonly string[],
  couponCode: string | undefined,
) {
  return {
    queryKey: cartQuoteKey(courseIds, couponCode),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchCartQuote(courseIds, couponCode, signal),
    // Prices can change on the server (a sale ends); never show a quote older than a minute.
    staleTime: 60_000,
    // A refusal (bad input, too many coupon tries) will not change on a retry; a lost answer may.
    retry: (failureCount: number, error: Error) => failureCount < 1 && !isRefusal(error),
  };
}

export function useCartQuote(courseIds: readonly string[], couponCode: string | undefined) {
  return useQuery({
    ...cartQuoteQueryOptions(courseIds, couponCode),
    enabled: courseIds.length > 0,
    // Removing a line keeps the old totals on screen (marked as updating) until the new ones land.
    placeholderData: keepPreviousData,
  });
}

function isRefusal(error: Error): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
