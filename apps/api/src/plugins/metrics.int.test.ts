import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, signInAs, signUpAndLogIn, type SignedIn } from '../../test/accounts';
import {
  confirm,
  createOrder,
  listenOnLoopback,
  payInSandbox,
  sendWebhook,
} from '../../test/payments';

const TOKEN = 'metrics-test-token-0123456789';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  baseUrl = await listenOnLoopback(t.app);
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The sample `name{labels}` whose labels include `labels` (0 when there is none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value))
      return Number(match[3]);
  }
  return 0;
}

/** How much each sample grew while `action` ran. */
async function growthDuring(action: () => Promise<void>) {
  const before = await scrape();
  await action();
  const after = await scrape();
  return (name: string, labels: Record<string, string> = {}) =>
    valueOf(after, name, labels) - valueOf(before, name, labels);
}

describe('GET /api/metrics', () => {
  it('answers only the configured bearer token, and stays out of the OpenAPI document', async () => {
    const learner = await signUpAndLogIn(t.app);
    for (const headers of [
      {},
      bearer('metrics-test-token-012345678X'),
      bearer(learner.accessToken),
    ]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_METRICS_TOKEN', statusCode: 401 });
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toMatch(/kaksha_|nodejs_/);
    }
    const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Event-loop delay and the process come from prom-client's default metrics.
    expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(res.body).toMatch(/^process_resident_memory_bytes \d+$/m);

    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });

  it('does not exist without METRICS_TOKEN, whoever asks', async () => {
    const plain = await createTestApp();
    try {
      for (const headers of [{}, bearer(TOKEN)]) {
        const res = await plain.app.inject({ url: '/api/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      }
    } finally {
      await plain.close();
    }
  });
});

describe('request durations', () => {
  it('are labelled by route pattern and status, never by the raw URL', async () => {
    const unknownId = randomUUID();
    const growth = await growthDuring(async () => {
      for (let i = 0; i < 2; i++)
        expect((await t.app.inject('/api/v1.5/courses')).statusCode).toBe(200);
      expect((await t.app.inject(`/api/v1.5/courses/${unknownId}`)).statusCode).toBe(404);
      for (let i = 0; i < 3; i++)
        expect((await t.app.inject(`/api/no-such-${randomUUID()}`)).statusCode).toBe(404);
    });
    const count = 'kaksha_http_request_duration_seconds_count';
    expect(growth(count, { method: 'GET', route: '/api/v1.5/courses', status_code: '200' })).toBe(
      2,
    );
    expect(
      growth(count, { method: 'GET', route: '/api/v1.5/courses/:id', status_code: '404' }),
    ).toBe(1);
    expect(growth(count, { route: 'unmatched', status_code: '404' })).toBe(3);
    const text = await scrape();
    expect(text).not.toContain(unknownId);
    expect(text).not.toContain('no-such-');
    // Every route label is a declared pattern or the one fixed label.
    const patterns = new Set(t.app.accessPolicies.map((r) => r.url));
    const labels = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!);
    expect(labels.filter((l) => l !== 'unmatched' && !patterns.has(l))).toEqual([]);
  });
});

describe('payments', () => {
  /** A new order for these programs; the provider's order id. */
  async function orderFor(who: SignedIn, ids: string[]): Promise<string> {
    const res = await createOrder(t.app, who, 0, { selectedCourses: ids.map((id) => ({ id })) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId;
  }

  it('counts orders created and paid, failed attempts, and a refund', async () => {
    const growth = await growthDuring(async () => {
      const learner = await signUpAndLogIn(t.app);
      const orderId = await orderFor(learner, ['iot']);
      const paid = await payInSandbox(t.app, learner, orderId);
      const ok = await confirm(t.app, learner, {
        orderId,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      });
      expect(ok.statusCode, ok.body).toBe(200);

      const other = await signUpAndLogIn(t.app);
      const failing = await orderFor(other, ['machinester']);
      const report = await t.app.inject({
        method: 'POST',
        url: '/api/v1.5/payment/fail',
        headers: bearer(other.accessToken),
        payload: { orderId: failing, reason: 'payment_failed' },
      });
      expect(report.statusCode, report.body).toBe(200);

      // Two captures for Webmonk (a superseded order paid after all): the second is refunded.
      const twice = await signUpAndLogIn(t.app);
      const first = await orderFor(twice, ['webmonk']);
      const firstPaid = await payInSandbox(t.app, twice, first);
      const second = await orderFor(twice, ['webmonk', 'code-slayer']);
      const secondPaid = await payInSandbox(t.app, twice, second);
      for (const [id, pay] of [
        [first, firstPaid],
        [second, secondPaid],
      ] as const) {
        const res = await confirm(t.app, twice, {
          orderId: id,
          paymentId: pay.razorpay_payment_id,
          signature: pay.razorpay_signature,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await t.app.services.settlement.drain();
    });
    expect(growth('kaksha_payments_total', { event: 'created' })).toBe(4);
    expect(growth('kaksha_payments_total', { event: 'paid' })).toBe(3);
    expect(growth('kaksha_payments_total', { event: 'failed' })).toBe(1);
    expect(growth('kaksha_payments_total', { event: 'refunded' })).toBe(1);
    expect(growth('kaksha_payments_total', { event: 'refund_failed' })).toBe(0);
  });

  it('times webhooks by outcome and counts a payment.failed delivery once', async () => {
    const learner = await signUpAndLogIn(t.app);
    const orderId = await orderFor(learner, ['code-slayer']);
    const failure = { id: `pay_${randomUUID().slice(0, 8)}`, order_id: orderId, status: 'failed' };
    const eventId = `evt_${randomUUID()}`;
    const growth = await growthDuring(async () => {
      const bad = await sendWebhook(
        t.app,
        'payment.failed',
        { ...failure, amount: 1 },
        eventId,
        'x',
      );
      expect(bad.statusCode).toBe(400);
      const amount = 499_900;
      for (let i = 0; i < 2; i++) {
        const res = await sendWebhook(t.app, 'payment.failed', { ...failure, amount }, eventId);
        expect(res.statusCode, res.body).toBe(200);
      }
    });
    const count = 'kaksha_webhook_duration_seconds_count';
    expect(growth(count, { outcome: 'rejected' })).toBe(1);
    expect(growth(count, { outcome: 'processed' })).toBe(1);
    expect(growth(count, { outcome: 'duplicate' })).toBe(1);
    expect(growth('kaksha_payments_total', { event: 'failed' })).toBe(1);
  });
});

describe('exports and the database', () => {
  it('times a CSV export to the end of its stream', async () => {
    const admin = await signInAs(t.app, t.database, 'ADMIN');
    const route = '/api/v1.5/users/export.csv';
    const before = valueOf(await scrape(), 'kaksha_export_duration_seconds_count', { route });
    const res = await fetch(`${baseUrl}${route}`, { headers: bearer(admin.accessToken) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('email');
    // The sample is taken when the server's side of the response closes, just after the last byte.
    let after = before;
    for (let i = 0; i < 50 && after === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = valueOf(await scrape(), 'kaksha_export_duration_seconds_count', {
        route,
        outcome: 'complete',
      });
    }
    expect(after - before).toBe(1);
  });

  it('reports the connection pool (one in-process connection on PGlite)', async () => {
    const text = await scrape();
    if (t.database.kind === 'pglite') {
      expect(valueOf(text, 'kaksha_db_pool_connections', { state: 'total' })).toBe(1);
      expect(valueOf(text, 'kaksha_db_pool_max')).toBe(1);
    } else {
      expect(valueOf(text, 'kaksha_db_pool_max')).toBe(20);
      expect(valueOf(text, 'kaksha_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toMatch(/^kaksha_db_pool_connections\{state="waiting"\} \d+$/m);
    }
  });
});
