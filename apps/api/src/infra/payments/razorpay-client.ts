import http from 'node:http';
import https from 'node:https';
import {
  isValidCheckoutSignature,
  isValidPaymentLinkSignature,
  isValidWebhookSignature,
} from './razorpay-signature';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderPaymentLink,
  type ProviderRefund,
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

  // Keep-alive connections: an order and its confirmation each cost a provider call, and a new TLS
  // (or TCP) connection per call would cost more than the call. node:http(s) rather than fetch:
  // several times less CPU and garbage per call.
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  function send(
    method: 'GET' | 'POST',
    url: URL,
    payload: string | undefined,
    extraHeaders: Record<string, string>,
  ) {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method,
          agent: agents[url.protocol as keyof typeof agents],
          timeout: credentials.timeoutMs ?? 10_000,
          headers: {
            ...extraHeaders,
            authorization,
            accept: 'application/json',
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(payload);
    });
  }

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let response: { status: number; text: string };
    try {
      response = await send(
        method,
        new URL(`${baseUrl()}${path}`),
        body ? JSON.stringify(body) : undefined,
        headers,
      );
    } catch (error) {
      throw new ProviderError(`Payment provider unreachable: ${(error as Error).message}`, 503);
    }
    const { status, text } = response;
    if (status < 200 || status >= 300) {
      let description = text.slice(0, 200);
      try {
        description =
          (JSON.parse(text) as { error?: { description?: string } }).error?.description ??
          description;
      } catch {
        // not JSON
      }
      throw new ProviderError(`Payment provider answered ${status}: ${description}`, status);
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
    capturePayment: ({ paymentId, amountPaise, currency }) =>
      call<ProviderPayment>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
        amount: amountPaise,
        currency,
      }),
    refundPayment: ({ paymentId, amountPaise, idempotencyKey, receipt, notes }) =>
      call<ProviderRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', receipt: receipt.slice(0, 40), notes },
        { 'x-refund-idempotency': idempotencyKey },
      ),
    createPaymentLink: (input) =>
      call<ProviderPaymentLink>('POST', '/v1/payment_links', {
        amount: input.amountPaise,
        currency: input.currency,
        accept_partial: false,
        reference_id: input.referenceId.slice(0, 40),
        description: input.description.slice(0, 2048),
        customer: input.customer,
        // Our own e-mail carries the link (its wording, its unsubscribe rules): the provider sends none.
        notify: { sms: false, email: false },
        reminder_enable: false,
        expire_by: input.expireBy,
        callback_url: input.callbackUrl,
        callback_method: 'get',
        notes: input.notes,
      }),
    fetchPaymentLink: (linkId) =>
      call<ProviderPaymentLink>('GET', `/v1/payment_links/${encodeURIComponent(linkId)}`),
    cancelPaymentLink: (linkId) =>
      call<ProviderPaymentLink>('POST', `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`),
    isValidPaymentLinkSignature: ({ signature, ...parts }) =>
      isValidPaymentLinkSignature(credentials.keySecret, parts, signature),
    isValidCheckoutSignature: (orderId, paymentId, signature) =>
      isValidCheckoutSignature(credentials.keySecret, orderId, paymentId, signature),
    isValidWebhookSignature: (rawBody, signature) =>
      isValidWebhookSignature(credentials.webhookSecret, rawBody, signature),
  };
}
