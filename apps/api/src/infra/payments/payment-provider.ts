/** What checkout needs from a payment provider; Razorpay's REST API, or the sandbox that speaks it. */
export type ProviderOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
};
export type ProviderPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount_refunded?: number;
  method?: string;
  error_code?: string | null;
  error_description?: string | null;
};

export type ProviderRefund = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  receipt?: string | null;
};

/** Razorpay Payment Links: a hosted page that collects one payment for `reference_id`. */
export type ProviderPaymentLink = {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  expire_by: number;
  /** The link's payments (Razorpay lists them once paid). */
  payments?: Array<{ payment_id: string; amount: number; status: string }> | null;
};

export interface PaymentProvider {
  readonly keyId: string;
  readonly isSandbox: boolean;
  createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * Captures an authorized payment (`POST /v1/payments/{id}/capture` with the amount and
   * currency); an authorized payment left alone is voided or refunded by Razorpay.
   */
  capturePayment(input: {
    paymentId: string;
    amountPaise: number;
    currency: 'INR';
  }): Promise<ProviderPayment>;
  /**
   * Refunds part or all of a captured payment. `idempotencyKey` (our refund id) makes a retry
   * return the refund already made instead of a second one (Razorpay's X-Refund-Idempotency).
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** `POST /v1/payment_links`: no SMS or e-mail from the provider (we send our own e-mail). */
  createPaymentLink(input: {
    amountPaise: number;
    currency: 'INR';
    referenceId: string;
    description: string;
    customer: { name: string; email: string; contact: string };
    expireBy: number;
    callbackUrl: string;
    notes: Record<string, string>;
  }): Promise<ProviderPaymentLink>;
  fetchPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  cancelPaymentLink(linkId: string): Promise<ProviderPaymentLink>;
  /** The signature on a payment link's callback: HMAC of `link|reference|status|payment`. */
  isValidPaymentLinkSignature(input: {
    linkId: string;
    referenceId: string;
    status: string;
    paymentId: string;
    signature: string;
  }): boolean;
  isValidCheckoutSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  isValidWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
