import {
  consentsSchema,
  enrolmentsSchema,
  refundQuoteSchema,
  refundRequestSchema,
} from '@kaksha/shared';
import type {
  Consents,
  DocumentLink,
  Enrolments,
  RefundQuote,
  RefundRequestView,
} from '@kaksha/shared';
import { queryOptions } from '@tanstack/react-query';
import { callAuthApi, isApiError } from '../../lib/api-client';
import { saveApiFile } from '../../lib/file-download';
import { SHARED_QUERY_KEYS } from '../../lib/query-keys';
import { documentFileName } from './order-view';

/**
 * The signed-in learner's programs and orders (with refunds, invoices, credit notes and refund
 * requests), for the profile page and /orders; parsed with the shared schema, so a malformed
 * answer shows the page's error state.
 */
export function enrolmentsQuery() {
  return queryOptions({
    queryKey: SHARED_QUERY_KEYS.enrolments,
    queryFn: async ({ signal }): Promise<Enrolments> =>
      enrolmentsSchema.parse(await callAuthApi<unknown>('/v1.5/users/me/enrolments', { signal })),
  });
}

const orderPath = (orderId: string) => `/v1.5/orders/${encodeURIComponent(orderId)}`;

/** What the refund policy gives back on this order today (GET /v1.5/orders/{id}/refund-quote). */
export function refundQuoteQuery(orderId: string) {
  return queryOptions({
    queryKey: ['users', 'refund-quote', orderId] as const,
    queryFn: async ({ signal }): Promise<RefundQuote> =>
      refundQuoteSchema.parse(
        await callAuthApi<unknown>(`${orderPath(orderId)}/refund-quote`, { signal }),
      ),
    // The amount depends on the day and on attendance: read afresh each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    // A refusal (not yours, not paid) will not change on a retry; a lost answer may.
    retry: (failureCount, error) =>
      failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/** Asks for a refund of the order (POST /v1.5/orders/{id}/refund-requests); staff decide. */
export async function requestRefund(orderId: string, reason: string): Promise<RefundRequestView> {
  return refundRequestSchema.parse(
    await callAuthApi<unknown>(`${orderPath(orderId)}/refund-requests`, {
      method: 'POST',
      body: { reason },
    }),
  );
}

/** Saves an invoice or credit note PDF as '<number with / as ->.pdf'. */
export function downloadDocument(link: DocumentLink): Promise<void> {
  return saveApiFile(link.url, documentFileName(link.number));
}

/** The learner's choice about reminders and offers (GET /v1.5/users/me/consents). */
export function consentsQuery() {
  return queryOptions({
    queryKey: ['users', 'consents'] as const,
    queryFn: async ({ signal }): Promise<Consents> =>
      consentsSchema.parse(await callAuthApi<unknown>('/v1.5/users/me/consents', { signal })),
  });
}

/** Gives or withdraws consent to reminders and offers (recorded with the time and wording). */
export async function saveConsents(marketing: boolean): Promise<Consents> {
  return consentsSchema.parse(
    await callAuthApi<unknown>('/v1.5/users/me/consents', {
      method: 'PUT',
      body: { marketing },
    }),
  );
}
