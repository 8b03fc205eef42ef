import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { ProviderError, type PaymentProvider } from './providers/payment-provider';
import { createRazorpayClient } from './providers/razorpay-client';
import { createSandboxStore } from './providers/sandbox/sandbox-store';
import type { SandboxDeps } from './providers/sandbox/sandbox.routes';

const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SANDBOX_PREFIX = '/sandbox/razorpay';

export type PaymentSetup = {
  provider: PaymentProvider;
  checkoutScript: string;
  sandbox: SandboxDeps | null;
};

/** Derives stable sandbox secrets from the install's JWT secret, so restarts keep signatures valid. */
const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

/** Where this process listens, for the sandbox's loopback calls (the adapter speaks HTTP even to itself). */
function selfBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new ProviderError('The payment sandbox needs a listening server.', 503);
  return `http://127.0.0.1:${address.port}`;
}

export function setUpPayments(config: Config, app: FastifyInstance): PaymentSetup {
  const base = config.API_BASE_PATH;
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return {
      provider: createRazorpayClient({
        apiUrl: config.RAZORPAY_API_URL ?? RAZORPAY_API,
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? config.RAZORPAY_KEY_SECRET,
        isSandbox: false,
      }),
      checkoutScript: RAZORPAY_CHECKOUT,
      sandbox: null,
    };
  }
  const keyId = 'rzp_test_kaksha_sandbox';
  const keySecret = derive(config.jwtSecret, 'razorpay-sandbox-key-secret');
  const webhookSecret = derive(config.jwtSecret, 'razorpay-sandbox-webhook-secret');
  const provider = createRazorpayClient({
    apiUrl: config.RAZORPAY_API_URL ?? (() => `${selfBase(app)}${base}${SANDBOX_PREFIX}`),
    keyId,
    keySecret,
    webhookSecret,
    isSandbox: true,
  });
  if (!config.isPaymentSandbox) {
    // Production without keys: checkout is off, with a clear answer instead of a fake.
    const off = () =>
      Promise.reject(new ProviderError('Payments are not configured on this server.', 503));
    return {
      provider: {
        ...provider,
        createOrder: off,
        fetchPayment: off,
        fetchOrderPayments: off,
        isValidCheckoutSignature: () => false,
        isValidWebhookSignature: () => false,
      },
      checkoutScript: RAZORPAY_CHECKOUT,
      sandbox: null,
    };
  }
  return {
    provider,
    checkoutScript: `${base}${SANDBOX_PREFIX}/checkout.js`,
    sandbox: {
      store: createSandboxStore(),
      keyId,
      keySecret,
      webhookSecret,
      webhookUrl: () => `${selfBase(app)}${base}/v1.5/payment/webhook`,
      payUrlPath: `${base}${SANDBOX_PREFIX}/pay`,
    },
  };
}
