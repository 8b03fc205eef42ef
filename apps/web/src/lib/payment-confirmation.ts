import { paymentResultSchema } from '@kaksha/shared';
import type { PaymentResult } from '@kaksha/shared';
import { callAuthApi } from './api-client';

// Confirming a payment the provider took: shared by the checkout (features/cart), which sends it
// first, and the unsuccessful page (features/payments), which sends it again after a log-in.

/** What the checkout's handler hands back, with the phone the spec sends along. */
export interface PaymentConfirmation {
  orderId: string;
  paymentId: string;
  signature: string;
  mobileNumber: string;
}

/**
 * POST /v1.5/payment/success: the server checks the signature and enrols, once however often it
 * is sent. Quiet about a refused session: the unsuccessful page explains it and offers a log-in.
 * The answer is parsed with the shared schema: one the page cannot read fails like a lost one
 * (the server's reconciler still confirms the payment with the provider).
 */
export async function confirmPayment(confirmation: PaymentConfirmation): Promise<PaymentResult> {
  const answer = await callAuthApi<unknown>('/v1.5/payment/success', {
    method: 'POST',
    body: confirmation,
    refusedToken: 'quiet',
  });
  return paymentResultSchema.parse(answer);
}

/** Why the checkout sent the learner to /unsuccess (the router state it passes along). */
export interface UnsuccessfulPaymentState {
  /**
   * 'session': the confirmation was refused with the session (kept to send after a log-in);
   * 'unconfirmed': it failed otherwise (the server's reconciler settles it with the provider).
   */
  reason: 'session' | 'unconfirmed';
}

// A confirmation the server has not had because the session was refused: kept for this tab only,
// so that after logging in again it is sent at once rather than waiting for the reconciler.
const UNCONFIRMED_KEY = 'kaksha-unconfirmed-payment';

export function keepUnconfirmedPayment(confirmation: PaymentConfirmation): void {
  try {
    sessionStorage.setItem(UNCONFIRMED_KEY, JSON.stringify(confirmation));
  } catch {
    // Privacy modes: the reconciler still confirms the payment, only later.
  }
}

export function readUnconfirmedPayment(): PaymentConfirmation | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(UNCONFIRMED_KEY) ?? 'null');
    return isConfirmation(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetUnconfirmedPayment(): void {
  try {
    sessionStorage.removeItem(UNCONFIRMED_KEY);
  } catch {
    // Nothing was kept.
  }
}

function isConfirmation(value: unknown): value is PaymentConfirmation {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['orderId', 'paymentId', 'signature', 'mobileNumber'].every(
    (key) => typeof record[key] === 'string',
  );
}
