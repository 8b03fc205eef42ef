import {
  ProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../../infra/payments/payment-provider';

/** What a payment must pay: the order's provider id and its amount, in rupees. */
export type CaptureTarget = { providerOrderId: string | null; amountPaise: number };

/** The payment is for this order, in full, in INR (what Razorpay reports, not what a client says). */
export const paysOrder = (payment: ProviderPayment, order: CaptureTarget) =>
  payment.order_id === order.providerOrderId &&
  payment.amount === order.amountPaise &&
  payment.currency === 'INR';

/**
 * True when the payment is captured for this order, capturing it first when it is only
 * `authorized` (an account with manual capture, or a confirmation that beat Razorpay's automatic
 * capture): an authorized payment is not money, and Razorpay voids or refunds it if nobody
 * captures it. Only a captured payment may settle an order (ADR 0015). A capture that loses a race
 * with another path (webhook, reconciler, a second tab) is refused by the provider; the payment is
 * then read again.
 */
export async function ensureCaptured(
  provider: PaymentProvider,
  payment: ProviderPayment,
  order: CaptureTarget,
): Promise<boolean> {
  if (!paysOrder(payment, order)) return false;
  if (payment.status === 'captured') return true;
  if (payment.status !== 'authorized') return false;
  try {
    const captured = await provider.capturePayment({
      paymentId: payment.id,
      amountPaise: order.amountPaise,
      currency: 'INR',
    });
    return captured.status === 'captured' && paysOrder(captured, order);
  } catch (error) {
    // Unknown to the provider: nothing to capture (a forged or mistaken id).
    if (error instanceof ProviderError && error.status === 404) return false;
    if (!(error instanceof ProviderError) || error.status !== 400) throw error;
    const again = await provider.fetchPayment(payment.id);
    return again.status === 'captured' && paysOrder(again, order);
  }
}
