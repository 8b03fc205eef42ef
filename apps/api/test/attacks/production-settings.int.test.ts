import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config';
import { createMailer } from '../../src/infra/mail/mailer';
import { startSmtpSink } from '../mail-sink';
import { createTestApp, createTestConfig, type TestApp } from '../harness';
import { register, login, uniqueEmail } from '../accounts';

/** Who issues the tax invoices: required in production when checkout takes money (issue 26). */
const SELLER = {
  SELLER_LEGAL_NAME: 'Kaksha Learning Private Limited',
  SELLER_ADDRESS: '14 MG Road|Bengaluru 560001, Karnataka',
  SELLER_GSTIN: '29AAACK1234K1ZL',
  SELLER_EMAIL: 'accounts@kaksha.example',
};

/** Issue 23 item 10: NODE_ENV=production refuses settings that would expose money or sessions. */
const production = {
  NODE_ENV: 'production',
  PAYMENTS: 'off',
  PUBLIC_URL: 'https://kaksha.example',
};
const razorpay = {
  PAYMENTS: undefined,
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  ...SELLER,
};
const start = (env: Record<string, string | undefined>) =>
  createTestConfig({ ...production, ...env });

describe('production refuses unsafe settings', () => {
  it('taking money without the seller who issues the tax invoices', () => {
    const { SELLER_GSTIN: _gstin, ...withoutGstin } = SELLER;
    expect(() => start({ ...razorpay, SELLER_GSTIN: undefined })).toThrow(
      /SELLER_GSTIN: required in production when checkout takes money/,
    );
    expect(() => start({ ...razorpay, ...withoutGstin, SELLER_GSTIN: '29AAACK1234K1ZA' })).toThrow(
      /SELLER_GSTIN: not a valid GSTIN/,
    );
    expect(start({ ...razorpay }).seller).toMatchObject({
      gstin: '29AAACK1234K1ZL',
      stateCode: '29',
      state: 'Karnataka',
      addressLines: ['14 MG Road', 'Bengaluru 560001, Karnataka'],
      invoicePrefix: 'KAK',
    });
    // A site without checkout issues no invoices and needs no seller.
    expect(start({}).seller.legalName).toMatch(/sample seller/);
  });

  it('a plain-http PUBLIC_URL (a loopback one stays allowed for a local run)', () => {
    for (const PUBLIC_URL of [
      'http://kaksha.example',
      'http://10.0.0.5:3000',
      'ftp://kaksha.example',
    ])
      expect(() => start({ PUBLIC_URL }), PUBLIC_URL).toThrow(/PUBLIC_URL: must be an https:/);
    for (const PUBLIC_URL of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'https://kaksha.in',
    ])
      expect(start({ PUBLIC_URL }).publicUrl, PUBLIC_URL).toBe(PUBLIC_URL);
    expect(start({ PUBLIC_URL: undefined }).publicUrl).toBe('http://localhost:3000');
  });

  it('Razorpay without a webhook secret, or with the key secret as the webhook secret', () => {
    expect(() => start({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: undefined })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: required in production/,
    );
    expect(() => start({ ...razorpay, RAZORPAY_WEBHOOK_SECRET: 'key-secret' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: must differ from RAZORPAY_KEY_SECRET/,
    );
    expect(start(razorpay).payments).toBe('razorpay');
  });

  it('rzp_test_ keys unless RAZORPAY_ALLOW_TEST_KEYS=1', () => {
    const test = { ...razorpay, RAZORPAY_KEY_ID: 'rzp_test_abc' };
    expect(() => start(test)).toThrow(ConfigError);
    expect(() => start(test)).toThrow(/RAZORPAY_KEY_ID: .*RAZORPAY_ALLOW_TEST_KEYS=1/);
    expect(start({ ...test, RAZORPAY_ALLOW_TEST_KEYS: '1' }).payments).toBe('razorpay');
    expect(() => start({ ...test, RAZORPAY_ALLOW_TEST_KEYS: 'yes' })).toThrow(
      /RAZORPAY_ALLOW_TEST_KEYS/,
    );
    // Outside production test keys are the normal case.
    expect(createTestConfig(test).payments).toBe('razorpay');
  });

  it('SMTP settings that switch TLS off', () => {
    for (const SMTP_URL of [
      'smtp://mail.example:587?ignoreTLS=true',
      'smtp://mail.example:587?requireTLS=false',
      'http://mail.example',
    ])
      expect(() => start({ SMTP_URL }), SMTP_URL).toThrow(/SMTP_URL: .*TLS/);
    expect(start({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBeDefined();
  });

  it('production mail over smtp:// needs STARTTLS: a server without it gets nothing', async () => {
    const sink = await startSmtpSink();
    try {
      const message = { to: 'a@example.in', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };
      const prodMailer = createMailer(start({ SMTP_URL: sink.url }));
      await expect(prodMailer.send(message)).rejects.toThrow(/STARTTLS|TLS/i);
      prodMailer.close();
      expect(sink.received).toHaveLength(0);
      // The same server takes the message outside production (the local sink is plain text).
      const devMailer = createMailer(createTestConfig({ SMTP_URL: sink.url }));
      await devMailer.send(message);
      devMailer.close();
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });
});

describe('production cookies are always Secure', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A local production-mode run: plain http on loopback, which today dropped Secure.
    t = await createTestApp({ ...production, PUBLIC_URL: 'http://localhost:3000' });
  });
  afterAll(() => t.close());

  it('the refresh and device cookies carry Secure', async () => {
    const email = uniqueEmail('secure');
    expect(
      (await register(t.app, { name: 'Asha', email, password: 'correct-horse-42' })).statusCode,
    ).toBe(201);
    const res = await login(t.app, email, 'correct-horse-42');
    expect(res.statusCode).toBe(201);
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
