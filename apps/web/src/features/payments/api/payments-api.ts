import type { Enrolments, PaymentOrder, PaymentRequest, PaymentResult } from '@kaksha/shared';
import { callAuthApi } from '../../auth/auth-api';

/**
 * Creates the order. The server prices it itself; `expectedPaise` (the quote the learner saw) only
 * lets it say whether the price changed. The same Idempotency-Key answers the same order again.
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
  });
}

export interface PaymentConfirmation {
  orderId: string;
  paymentId: string;
  signature: string;
  mobileNumber: string;
}

export function confirmPayment(confirmation: PaymentConfirmation): Promise<PaymentResult> {
  return callAuthApi<PaymentResult>('/v1.5/payment/success', {
    method: 'POST',
    body: confirmation,
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
  return callAuthApi<PaymentResult>('/v1.5/payment/fail', { method: 'POST', body: report });
}

export const ENROLMENTS_QUERY_KEY = ['payments', 'enrolments'] as const;

export function fetchEnrolments(signal?: AbortSignal): Promise<Enrolments> {
  return callAuthApi<Enrolments>('/v1.5/users/me/enrolments', { signal });
}
