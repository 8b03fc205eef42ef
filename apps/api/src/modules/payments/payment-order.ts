import { createHash } from 'node:crypto';
import {
  PAYMENT_MESSAGES as M,
  type PaymentOrder,
  type paymentRequestSchema,
} from '@kaksha/shared';
import type { z } from 'zod';
import { AppError, conflict } from '../../core/app-error';
import type { OrderRow } from './payments.table';

export type PaymentRequest = z.output<typeof paymentRequestSchema>;

/** What the browser needs to open the checkout besides the order. */
export type CheckoutSettings = { keyId: string; checkoutScript: string };

/** An Idempotency-Key's fingerprint of a request: the programs, the coupon and the mobile number. */
export function requestHashOf(body: PaymentRequest): string {
  const ids = [...new Set(body.selectedCourses.map((c) => c.id.toLowerCase()))].sort();
  return createHash('sha256')
    .update(
      JSON.stringify({
        ids,
        coupon: body.couponCode?.toUpperCase() ?? null,
        mobile: body.mobileNumber,
      }),
    )
    .digest('hex');
}

/** The order as the browser gets it (amount in paise, the provider's order id when there is one). */
export function paymentOrderOf(
  order: OrderRow,
  clientAmountPaise: number | null,
  checkout: CheckoutSettings,
): PaymentOrder {
  return {
    amount: order.amountPaise,
    orderId: order.providerOrderId ?? order.id,
    currency: 'INR',
    keyId: checkout.keyId,
    priceChanged: clientAmountPaise !== null && clientAmountPaise !== order.amountPaise,
    status: order.status === 'paid' ? 'paid' : 'created',
    checkoutScript: checkout.checkoutScript,
  };
}

/** The answer for a retried Idempotency-Key: the same order, or 422 when the body changed. */
export function replayOrder(
  existing: OrderRow,
  requestHash: string,
  clientAmountPaise: number,
  checkout: CheckoutSettings,
): PaymentOrder {
  if (existing.requestHash !== requestHash)
    throw new AppError('IDEMPOTENCY_MISMATCH', 422, M.idempotencyMismatch);
  if (!existing.providerOrderId && existing.status !== 'paid')
    throw conflict(
      'This order is still being created. Try again in a moment.',
      'ORDER_IN_PROGRESS',
    );
  return paymentOrderOf(existing, clientAmountPaise, checkout);
}
