import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cartQuoteSchema, paymentOrderSchema } from '@kaksha/shared';
import type { CartQuote, PaymentOrder, PaymentRequest } from '@kaksha/shared';
import { callApi, callAuthApi, isApiError } from '../../lib/api-client';

// The cart's money calls on the one API client: the quote (query options) and the payment order,
// each answer parsed with the shared schemas, so a malformed one fails the call (the page shows
// its error state) instead of reaching the totals or the checkout. The server cart's calls are in
// server-cart-api.ts.

/** Quotes are keyed by what they price, so the cart and the summary share one cached answer. */
export function cartQuoteKey(
  courseIds: readonly string[],
  couponCode: string | undefined,
  batches: Readonly<Record<string, string>> = {},
) {
  return ['cart', 'quote', [...courseIds], couponCode ?? null, batches] as const;
}

/**
 * The server prices the cart: catalogue and sale prices, and the coupon's rules; each line names
 * the batch a checkout would take a seat in (the chosen one, `batches`, when it has a seat). Sign-in
 * is optional; callApi sends the stored token when there is one (per-user coupon limits count).
 */
export function cartQuoteQuery(
  courseIds: readonly string[],
  couponCode: string | undefined,
  chosenBatches: Readonly<Record<string, string>> = {},
) {
  // Only the choices for programs in this cart: others must not change the key.
  const batches = Object.fromEntries(
    courseIds.flatMap((id) => (chosenBatches[id] ? [[id, chosenBatches[id]] as const] : [])),
  );
  return queryOptions({
    queryKey: cartQuoteKey(courseIds, couponCode, batches),
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

/**
 * Creates the order. The server prices it itself; `expectedPaise` (the quote the learner saw) only
 * lets it say whether the price changed. The same Idempotency-Key answers the same order again.
 * A refused session is said beside Complete Payment, not toasted.
 */
export async function createPaymentOrder(
  expectedPaise: number,
  request: PaymentRequest,
  idempotencyKey: string,
): Promise<PaymentOrder> {
  const answer = await callAuthApi<unknown>(`/v1.5/payment/${expectedPaise}`, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    refusedToken: 'quiet',
  });
  return paymentOrderSchema.parse(answer);
}

export interface PaymentFailureReport {
  orderId: string;
  paymentId?: string;
  description?: string;
  reason?: string;
  source?: string;
  step?: string;
}

/** Advisory (spec §8: a failed report is only logged): the answer is not read. */
export async function reportPaymentFailure(report: PaymentFailureReport): Promise<void> {
  await callAuthApi<unknown>('/v1.5/payment/fail', {
    method: 'POST',
    body: report,
    refusedToken: 'quiet',
  });
}
