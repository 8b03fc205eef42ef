import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isValidCheckoutSignature,
  isValidWebhookSignature,
  signCheckout,
  signWebhook,
} from './razorpay-signature';

// Vectors computed here, independently of the module: HMAC-SHA256 as Razorpay documents it.
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const ORDER = 'order_IluGWxBm9U8zJ8';
const PAYMENT = 'pay_IluGxMQiHfCpmn';
const EXPECTED_CHECKOUT = createHmac('sha256', KEY_SECRET)
  .update(`${ORDER}|${PAYMENT}`)
  .digest('hex');
const WEBHOOK_SECRET = 'whsec-kaksha-test';
const RAW =
  '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":349900}}}}';
const EXPECTED_WEBHOOK = createHmac('sha256', WEBHOOK_SECRET)
  .update(Buffer.from(RAW, 'utf8'))
  .digest('hex');

describe('Razorpay signatures', () => {
  it('checkout: signs "<order id>|<payment id>" with the key secret', () => {
    expect(signCheckout(KEY_SECRET, ORDER, PAYMENT)).toBe(EXPECTED_CHECKOUT);
    expect(EXPECTED_CHECKOUT).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidCheckoutSignature(KEY_SECRET, ORDER, PAYMENT, EXPECTED_CHECKOUT)).toBe(true);
    expect(
      isValidCheckoutSignature(KEY_SECRET, ORDER, PAYMENT, EXPECTED_CHECKOUT.toUpperCase()),
    ).toBe(true);
  });

  it('checkout: refuses another order, another payment, another secret, garbage', () => {
    expect(isValidCheckoutSignature(KEY_SECRET, 'order_other', PAYMENT, EXPECTED_CHECKOUT)).toBe(
      false,
    );
    expect(isValidCheckoutSignature(KEY_SECRET, ORDER, 'pay_other', EXPECTED_CHECKOUT)).toBe(false);
    expect(isValidCheckoutSignature('wrong-secret', ORDER, PAYMENT, EXPECTED_CHECKOUT)).toBe(false);
    expect(isValidCheckoutSignature(KEY_SECRET, ORDER, PAYMENT, 'not-hex')).toBe(false);
    expect(
      isValidCheckoutSignature(KEY_SECRET, ORDER, PAYMENT, EXPECTED_CHECKOUT.slice(0, 62)),
    ).toBe(false);
  });

  it('webhook: signs the raw body bytes with the webhook secret', () => {
    expect(signWebhook(WEBHOOK_SECRET, RAW)).toBe(EXPECTED_WEBHOOK);
    expect(isValidWebhookSignature(WEBHOOK_SECRET, Buffer.from(RAW), EXPECTED_WEBHOOK)).toBe(true);
    // Re-serialised JSON is not the raw body.
    expect(
      isValidWebhookSignature(
        WEBHOOK_SECRET,
        JSON.stringify(JSON.parse(RAW), null, 1),
        EXPECTED_WEBHOOK,
      ),
    ).toBe(false);
    expect(isValidWebhookSignature('other', RAW, EXPECTED_WEBHOOK)).toBe(false);
  });
});
