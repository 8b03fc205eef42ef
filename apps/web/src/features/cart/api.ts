import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CartQuote,
  PaymentOrder,
  PaymentRequest,
  PaymentResult,
  ServerCart,
} from '@kaksha/shared';
import { callApi, callAuthApi, isApiError } from '../../lib/api-client';

// The cart's data access: the quote (query options), the signed-in learner's server cart and
// the payment order calls, all on the one API client.

/** Quotes are keyed by what they price, so the cart and the summary share one cached answer. */
export function cartQuoteKey(courseIds: readonly string[], couponCode: string | undefined) {
  return ['cart', 'quote', [...courseIds], couponCode ?? null] as const;
}

/**
 * The server prices the cart: catalogue and sale prices, and the coupon's rules. Sign-in is
 * optional; callApi sends the stored token when there is one (per-user coupon limits then count).
 */
export function cartQuoteQuery(courseIds: readonly string[], couponCode: string | undefined) {
  return queryOptions({
    queryKey: cartQuoteKey(courseIds, couponCode),
    queryFn: ({ signal }) =>
      callApi<CartQuote>('/v1.5/cart/quote', {
        method: 'POST',
        body: { courseIds, ...(couponCode ? { couponCode } : {}) },
        signal,
      }),
    enabled: courseIds.length > 0,
    // Prices can change on the server (a sale ends); never show a quote older than a minute.
    staleTime: 60_000,
    // A refusal (bad input, too many coupon tries) will not change on a retry; a lost answer may.
    retry: (failureCount, error) => failureCount < 1 && !isRefusal(error),
    // Removing a line keeps the old totals on screen (marked as updating) until the new ones land.
    placeholderData: keepPreviousData,
  });
}

function isRefusal(error: Error): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

// The server cart of a signed-in learner (spec: userId is the learner's e-mail). Mirrored in the
// background, so a refused session is not toasted here: the header shows it by offering Log In.

export function addToServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/add', {
    method: 'POST',
    body: { userId, courseId },
    refusedToken: 'quiet',
  });
}

export function removeFromServerCart(userId: string, courseId: string): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/delete', {
    method: 'POST',
    body: { userId, courseId },
    refusedToken: 'quiet',
  });
}

/** Adds the browser's programs to the server cart and answers the union. */
export function mergeIntoServerCart(courseIds: readonly string[]): Promise<ServerCart> {
  return callAuthApi<ServerCart>('/v1.5/cart/merge', {
    method: 'POST',
    body: { courseIds },
    refusedToken: 'quiet',
  });
}

/**
 * Creates the order. The server prices it itself; `expectedPaise` (the quote the learner saw) only
 * lets it say whether the price changed. The same Idempotency-Key answers the same order again.
 * A refused session is said beside Complete Payment, not toasted.
 */
export function createPaymentOrder(
  expectedPaise: number,
  request: PaymentRequest,
  idempotencyKey: string,
): Promise<PaymentOrder> {
  return callAuthApi<PaymentOrder>(`/v1.5/payment/${expectedPaise}`, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    refusedToken: 'quiet',
  });
}

export interface PaymentFailureReport {
  orderId: string;
  paymentId?: string;
  description?: string;
  reason?: string;
  source?: string;
  step?: string;
}

export function reportPaymentFailure(report: PaymentFailureReport): Promise<PaymentResult> {
  // Advisory (spec §8: a failed report is only logged); the learner already sees the failure.
  return callAuthApi<PaymentResult>('/v1.5/payment/fail', {
    method: 'POST',
    body: report,
    refusedToken: 'quiet',
  });
}
