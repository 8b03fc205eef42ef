import { isValidCheckoutSignature, isValidWebhookSignature } from './razorpay-signature';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
} from './payment-provider';

export type RazorpayCredentials = {
  /** Base URL of the REST API; a function so the sandbox can name the port it listens on. */
  apiUrl: string | (() => string);
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  isSandbox: boolean;
  timeoutMs?: number;
};

/** The one Razorpay adapter: Basic auth with key id and secret, JSON in and out. */
export function createRazorpayClient(credentials: RazorpayCredentials): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const baseUrl = () =>
    (typeof credentials.apiUrl === 'function' ? credentials.apiUrl() : credentials.apiUrl).replace(
      /\/$/,
      '',
    );

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl()}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(credentials.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`Payment provider unreachable: ${(error as Error).message}`, 503);
    }
    const text = await response.text();
    if (!response.ok) {
      let description = text.slice(0, 200);
      try {
        description =
          (JSON.parse(text) as { error?: { description?: string } }).error?.description ??
          description;
      } catch {
        // not JSON
      }
      throw new ProviderError(
        `Payment provider answered ${response.status}: ${description}`,
        response.status,
      );
    }
    return JSON.parse(text) as T;
  }

  return {
    keyId: credentials.keyId,
    isSandbox: credentials.isSandbox,
    createOrder: ({ amountPaise, currency, receipt, notes }) =>
      call<ProviderOrder>('POST', '/v1/orders', {
        amount: amountPaise,
        currency,
        receipt: receipt.slice(0, 40),
        notes,
      }),
    fetchPayment: (paymentId) =>
      call<ProviderPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
    fetchOrderPayments: async (providerOrderId) =>
      (
        await call<{ items: ProviderPayment[] }>(
          'GET',
          `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
        )
      ).items,
    isValidCheckoutSignature: (orderId, paymentId, signature) =>
      isValidCheckoutSignature(credentials.keySecret, orderId, paymentId, signature),
    isValidWebhookSignature: (rawBody, signature) =>
      isValidWebhookSignature(credentials.webhookSecret, rawBody, signature),
  };
}
