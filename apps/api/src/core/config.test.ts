import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmpData = () => mkdtempSync(path.join(os.tmpdir(), 'kaksha-cfg-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tmpData() });
    expect(config.PORT).toBe(3000);
    expect(config.API_BASE_PATH).toBe('/api');
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.payments).toBe('sandbox');
  });

  it('rejects a bad PORT with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmpData() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmpData() })).toThrow(/PORT/);
  });

  it('names each bad variable', () => {
    try {
      loadConfig({
        DATABASE_URL: 'not a url',
        CORS_ORIGINS: 'https://ok.example, nope',
        DATA_DIR: tmpData(),
      });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/CORS_ORIGINS/);
    }
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: tmpData(),
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpData() })).toThrow(/JWT_SECRET/);
  });

  it('generates a development JWT secret once and keeps it', () => {
    const dir = tmpData();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('refuses half-configured Razorpay keys', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', DATA_DIR: tmpData() })).toThrow(
      /RAZORPAY_KEY_SECRET/,
    );
  });

  it('takes recovery delays of a few seconds (the browser journeys), never 0', () => {
    const config = loadConfig({
      CHECKOUT_RECOVERY_AFTER_SECONDS: '2',
      CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: '4',
      DATA_DIR: tmpData(),
    });
    expect([
      config.CHECKOUT_RECOVERY_AFTER_SECONDS,
      config.CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS,
    ]).toEqual([2, 4]);
    expect(() => loadConfig({ CHECKOUT_RECOVERY_AFTER_SECONDS: '0', DATA_DIR: tmpData() })).toThrow(
      /CHECKOUT_RECOVERY_AFTER_SECONDS/,
    );
    expect(() =>
      loadConfig({
        CHECKOUT_RECOVERY_AFTER_SECONDS: '7200',
        CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: '3600',
        DATA_DIR: tmpData(),
      }),
    ).toThrow(/CHECKOUT_RECOVERY_SECOND_AFTER_SECONDS: must be longer/);
  });

  describe('payments', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };

    it('the sandbox runs on its own only for a server listening on loopback', () => {
      for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.1.1'])
        expect(loadConfig({ HOST, DATA_DIR: tmpData() }).payments, HOST).toBe('sandbox');
      for (const HOST of ['0.0.0.0', '::', '10.0.0.5', 'kaksha.in'])
        expect(() => loadConfig({ HOST, DATA_DIR: tmpData() }), HOST).toThrow(
          /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when the server listens on .*PAYMENTS=sandbox/s,
        );
    });

    it('the default sandbox refuses a public PUBLIC_URL or a proxy in front (issue 23 item 9)', () => {
      const attacks = [
        {
          env: { PUBLIC_URL: 'https://kaksha.example' },
          names: /PUBLIC_URL is https:\/\/kaksha\.example/,
        },
        { env: { PUBLIC_URL: 'http://tunnel.example:8080' }, names: /PUBLIC_URL/ },
        { env: { TRUST_PROXY: '127.0.0.1' }, names: /TRUST_PROXY/ },
        { env: { TRUST_PROXY: 'true', PUBLIC_URL: 'http://localhost:3000' }, names: /TRUST_PROXY/ },
      ];
      for (const { env, names } of attacks) {
        const start = () => loadConfig({ HOST: '127.0.0.1', ...env, DATA_DIR: tmpData() });
        expect(start, JSON.stringify(env)).toThrow(ConfigError);
        expect(start, JSON.stringify(env)).toThrow(names);
        expect(start, JSON.stringify(env)).toThrow(/PAYMENTS=sandbox/);
        // Chosen on purpose, it runs.
        expect(
          loadConfig({ HOST: '127.0.0.1', ...env, PAYMENTS: 'sandbox', DATA_DIR: tmpData() })
            .payments,
        ).toBe('sandbox');
      }
      for (const PUBLIC_URL of [
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
      ])
        expect(loadConfig({ PUBLIC_URL, DATA_DIR: tmpData() }).payments, PUBLIC_URL).toBe(
          'sandbox',
        );
    });

    it('PAYMENTS=sandbox asks for it on any address, but never in production', () => {
      expect(
        loadConfig({ HOST: '0.0.0.0', PAYMENTS: 'sandbox', DATA_DIR: tmpData() }).payments,
      ).toBe('sandbox');
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(40),
          PAYMENTS: 'sandbox',
          DATA_DIR: tmpData(),
        }),
      ).toThrow(/never runs in production/);
    });

    it('production needs keys, or PAYMENTS=off for a site without checkout', () => {
      const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), HOST: '127.0.0.1' };
      expect(() => loadConfig({ ...production, DATA_DIR: tmpData() })).toThrow(
        /required in production/,
      );
      expect(loadConfig({ ...production, PAYMENTS: 'off', DATA_DIR: tmpData() }).payments).toBe(
        'off',
      );
      const webhook = { RAZORPAY_WEBHOOK_SECRET: 'webhook-secret' };
      const seller = {
        SELLER_LEGAL_NAME: 'Kaksha Learning Private Limited',
        SELLER_ADDRESS: '14 MG Road, Bengaluru 560001',
        SELLER_GSTIN: '29AAACK1234K1ZL',
        SELLER_EMAIL: 'accounts@kaksha.example',
      };
      expect(() => loadConfig({ ...production, ...keys, ...webhook, DATA_DIR: tmpData() })).toThrow(
        /SELLER_LEGAL_NAME: required in production/,
      );
      expect(
        loadConfig({ ...production, ...keys, ...webhook, ...seller, DATA_DIR: tmpData() }).payments,
      ).toBe('razorpay');
    });

    it('keys mean Razorpay, on any address', () => {
      expect(loadConfig({ HOST: '0.0.0.0', ...keys, DATA_DIR: tmpData() }).payments).toBe(
        'razorpay',
      );
      expect(() => loadConfig({ PAYMENTS: 'razorpay', DATA_DIR: tmpData() })).toThrow(
        /PAYMENTS=razorpay/,
      );
    });
  });
});
