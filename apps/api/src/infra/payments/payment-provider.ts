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
