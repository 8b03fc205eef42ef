import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

function isSameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** Checkout signature: HMAC-SHA256 of "<order id we stored>|<payment id>" with the key secret. */
export function signCheckout(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
): string {
  return hmacHex(keySecret, `${providerOrderId}|${paymentId}`);
}

export function isValidCheckoutSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return isSameHex(signCheckout(keySecret, providerOrderId, paymentId), signature);
}

/** Webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export function signWebhook(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  return isSameHex(signWebhook(webhookSecret, rawBody), signature);
}

/**
 * A payment link's callback signature: HMAC-SHA256 of
 * "<link id>|<reference id>|<link status>|<payment id>" with the key secret.
 */
export function signPaymentLink(
  keySecret: string,
  parts: { linkId: string; referenceId: string; status: string; paymentId: string },
): string {
  return hmacHex(
    keySecret,
    `${parts.linkId}|${parts.referenceId}|${parts.status}|${parts.paymentId}`,
  );
}

export function isValidPaymentLinkSignature(
  keySecret: string,
  parts: { linkId: string; referenceId: string; status: string; paymentId: string },
  signature: string,
): boolean {
  return isSameHex(signPaymentLink(keySecret, parts), signature);
}
