import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../core/config';
import type { Database } from '../database/database';
import { ProviderError, type PaymentProvider } from './payment-provider';
import { createRazorpayClient } from './razorpay-client';
import { createSandboxStore } from './sandbox/sandbox-store';
import { createSandboxLinks } from './sandbox/sandbox-links';
import type { SandboxDeps } from './sandbox/sandbox.routes';

const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_PREFIX = '/sandbox/razorpay';
export const SANDBOX_KEY_ID = 'rzp_test_kaksha_sandbox';

export type PaymentSetup = {
  provider: PaymentProvider;
  checkoutScript: string;
  sandbox: SandboxDeps | null;
};

/** Derives stable sandbox secrets from the install's JWT secret, so restarts keep signatures valid. */
export const deriveSandboxSecret = (jwtSecret: string, purpose: 'key' | 'webhook') =>
  createHmac('sha256', jwtSecret)
    .update(purpose === 'key' ? 'razorpay-sandbox-key-secret' : 'razorpay-sandbox-webhook-secret')
    .digest('base64url');

/** Where this process listens, for the sandbox's loopback calls (the adapter speaks HTTP even to itself). */
function selfBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new ProviderError('The payment sandbox needs a listening server.', 503);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
}

export function setUpPayments(config: Config, app: FastifyInstance, db: Database): PaymentSetup {
  const base = config.API_BASE_PATH;
  if (config.payments === 'razorpay') {
    return {
      provider: createRazorpayClient({
        apiUrl: config.RAZORPAY_API_URL ?? RAZORPAY_API,
        keyId: config.RAZORPAY_KEY_ID!,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? config.RAZORPAY_KEY_SECRET!,
        isSandbox: false,
      }),
      checkoutScript: RAZORPAY_CHECKOUT,
      sandbox: null,
    };
  }
  const keySecret = deriveSandboxSecret(config.jwtSecret, 'key');
  const webhookSecret = deriveSandboxSecret(config.jwtSecret, 'webhook');
  const provider = createRazorpayClient({
    apiUrl: config.RAZORPAY_API_URL ?? (() => `${selfBase(app)}${base}${SANDBOX_PREFIX}`),
    keyId: SANDBOX_KEY_ID,
    keySecret,
    webhookSecret,
    isSandbox: true,
  });
  if (config.payments === 'off') {
    // Checkout is off: a clear answer instead of a fake.
    const off = () =>
      Promise.reject(new ProviderError('Payments are not configured on this server.', 503));
    return {
      provider: {
        ...provider,
        createOrder: off,
        fetchPayment: off,
        fetchOrderPayments: off,
        capturePayment: off,
        refundPayment: off,
        createPaymentLink: off,
        fetchPaymentLink: off,
        cancelPaymentLink: off,
        isValidPaymentLinkSignature: () => false,
        isValidCheckoutSignature: () => false,
        isValidWebhookSignature: () => false,
      },
      checkoutScript: RAZORPAY_CHECKOUT,
      sandbox: null,
    };
  }
  const sandboxBase = `${config.publicUrl}${base}${SANDBOX_PREFIX}`;
  return {
    provider,
    checkoutScript: `${sandboxBase}/checkout.js`,
    sandbox: {
      store: createSandboxStore(db),
      links: createSandboxLinks(db, `${sandboxBase}/l`),
      keyId: SANDBOX_KEY_ID,
      keySecret,
      webhookSecret,
      webhookUrl: () => `${selfBase(app)}${base}/v1.5/payment/webhook`,
      payUrl: `${sandboxBase}/pay`,
      captureMode: config.SANDBOX_CAPTURE,
      // The access policy has already required a session; the order must be the caller's own.
      payerOf: (request) => request.caller?.id ?? false,
    },
  };
}
