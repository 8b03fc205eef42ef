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
  method?: string;
  error_code?: string | null;
  error_description?: string | null;
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
