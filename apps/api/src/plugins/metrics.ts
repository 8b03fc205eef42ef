import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
} from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../infra/database/database';
import { createRequestHistogram, type HistogramSeries } from './request-histogram';

/*
 * Prometheus metrics (served by the system module at GET /api/metrics with METRICS_TOKEN).
 *
 * Each app has its own Registry, so two apps in one process (tests) never collide; the process
 * metrics (CPU, memory, GC, event-loop delay) live in one registry per process, because prom-client
 * starts an event-loop monitor and a GC observer for them that cannot be stopped again.
 *
 * Request durations are labelled by the route's pattern, never the raw URL (bounded series), and
 * the hot path allocates nothing: each route gets its own onResponse hook (added as the route is
 * declared) holding the series it has used, found by method and status code, counted in plain
 * numbers (request-histogram.ts) rather than prom-client's children, which hash their labels on
 * every observation.
 */

/**
 * - created: a new order (replays and the same open checkout are not new);
 * - paid: an order settled paid (callback, webhook, reconciler or a zero total);
 * - failed: a failed payment attempt reported by the checkout or a `payment.failed` webhook;
 * - expired: an unpaid order failed by the reconciler after ORDER_EXPIRY_SECONDS;
 * - refunded / refund_failed: a refund confirmed by the provider / refused for good (needs staff).
 */
export const PAYMENT_EVENTS = [
  'created',
  'paid',
  'failed',
  'expired',
  'refunded',
  'refund_failed',
  'invoice_issued',
  'refund_requested',
  'refund_approved',
  'refund_rejected',
  'access_revoked',
  'credit_note_issued',
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];
/** Recovery e-mails sent by kind, and what learners did with them (issue 27). */
export const RECOVERY_EVENTS = [
  'abandoned_1',
  'abandoned_2',
  'failed_payment',
  'unsubscribed',
  'clicked',
] as const;
export type RecoveryEvent = (typeof RECOVERY_EVENTS)[number];
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'rejected' | 'error';

/** The label of requests that matched no route (any path, one series). */
export const UNMATCHED_ROUTE = 'unmatched';

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const EXPORT_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type AppMetrics = ReturnType<typeof createMetrics>;
/** What the recovery module reports. */
export type RecoveryMetrics = Pick<AppMetrics, 'countRecovery'>;
/** What the payment modules report. */
export type PaymentMetrics = Pick<AppMetrics, 'countPayment'>;

export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = createRequestHistogram({
    name: 'kaksha_http_request_duration_seconds',
    help: 'Time from request to the last byte of the answer, by route pattern and status.',
    buckets: REQUEST_BUCKETS,
  });
  const exportDuration = new Histogram({
    name: 'kaksha_export_duration_seconds',
    help: 'CSV exports from request to the end of the stream; aborted when the client left first.',
    labelNames: ['route', 'outcome'] as const,
    buckets: EXPORT_BUCKETS,
    registers,
  });
  const payments = new Counter({
    name: 'kaksha_payments_total',
    help: 'Payment events: created, paid, failed (attempt), expired (unpaid order), refunded, refund_failed.',
    labelNames: ['event'] as const,
    registers,
  });
  for (const event of PAYMENT_EVENTS) payments.inc({ event }, 0);
  const recovery = new Counter({
    name: 'kaksha_recovery_total',
    help: 'Checkout recovery: e-mails sent (abandoned_1, abandoned_2, failed_payment), unsubscribes and click-throughs.',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of RECOVERY_EVENTS) recovery.inc({ kind }, 0);
  const webhookDuration = new Histogram({
    name: 'kaksha_webhook_duration_seconds',
    help: 'Time to verify, record and settle a provider webhook, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });

  const startedAt = Date.now();
  let lastRoundAt: number | undefined;
  const reconcileRounds = new Counter({
    name: 'kaksha_reconciler_rounds_total',
    help: 'Reconciler rounds run by this instance, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const reconcileDuration = new Histogram({
    name: 'kaksha_reconciler_round_duration_seconds',
    help: 'Time of one reconciler round (pending orders checked, expired, refunds resent).',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers,
  });
  new Gauge({
    name: 'kaksha_reconciler_lag_seconds',
    help: 'Seconds since this instance last completed a reconciler round (since start before the first).',
    registers,
    collect() {
      this.set((Date.now() - (lastRoundAt ?? startedAt)) / 1000);
    },
  });

  const pool = database.pgPool;
  new Gauge({
    name: 'kaksha_db_pool_connections',
    help: 'Database connections: total and idle in the pool, and queries waiting for one (PGlite: one in-process connection).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!pool) return this.set({ state: 'total' }, 1);
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'kaksha_db_pool_max',
    help: 'Most connections the pool opens.',
    registers,
    collect() {
      this.set(pool?.options.max ?? 1);
    },
  });

  return {
    registry,
    requestDuration,
    exportDuration,

    countPayment(event: PaymentEvent, by = 1): void {
      if (by > 0) payments.inc({ event }, by);
    },

    countRecovery(kind: RecoveryEvent, by = 1): void {
      if (by > 0) recovery.inc({ kind }, by);
    },

    observeWebhook(outcome: WebhookOutcome, seconds: number): void {
      webhookDuration.observe({ outcome }, seconds);
    },

    /** At the start of a round; call the answer at its end, with its report (or none if it failed). */
    startReconcileRound(): (report?: { expired: number }) => void {
      const stop = reconcileDuration.startTimer();
      return (report) => {
        stop();
        reconcileRounds.inc({ outcome: report ? 'ok' : 'failed' });
        if (!report) return;
        lastRoundAt = Date.now();
        if (report.expired) payments.inc({ event: 'expired' }, report.expired);
      };
    },

    /** The text exposition: process metrics, then this app's. */
    async render(): Promise<string> {
      return `${await processMetrics().metrics()}\n${requestDuration.render()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` against the configured token, in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  return presented !== '' && timingSafeEqual(digest(presented), digest(token));
}

type StatusSeries = Map<number, HistogramSeries>;

function observeRoute(metrics: AppMetrics, route: string): onResponseHookHandler {
  const byMethod = new Map<string, StatusSeries>();
  return function observe(request, reply, done) {
    let byStatus = byMethod.get(request.method);
    if (!byStatus) byMethod.set(request.method, (byStatus = new Map()));
    let series = byStatus.get(reply.statusCode);
    if (!series) {
      series = metrics.requestDuration.series({
        method: request.method,
        route,
        status_code: String(reply.statusCode),
      });
      byStatus.set(reply.statusCode, series);
    }
    series.observe(reply.elapsedTime / 1000);
    done();
  };
}

/** CSV exports stream for long and may be abandoned, which Fastify's onResponse never sees. */
function timeExport(metrics: AppMetrics, route: string): onRequestHookHandler {
  return function startTimer(_request: FastifyRequest, reply: FastifyReply, done) {
    const startedAt = performance.now();
    reply.raw.once('close', () => {
      if (reply.statusCode >= 300) return;
      const outcome = reply.raw.writableFinished ? 'complete' : 'aborted';
      metrics.exportDuration.observe({ route, outcome }, (performance.now() - startedAt) / 1000);
    });
    done();
  };
}

const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Request and export timings for every route declared after this call (register before the routes). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  // Started now, so that the first scrape already has an event-loop delay to report.
  processMetrics();
  app.addHook('onRoute', (route) => {
    route.onResponse = [...asArray(route.onResponse), observeRoute(metrics, route.url)];
    if (route.url.endsWith('.csv'))
      route.onRequest = [...asArray(route.onRequest), timeExport(metrics, route.url)];
  });
  const unmatched: StatusSeries = new Map();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let series = unmatched.get(reply.statusCode);
      if (!series) {
        series = metrics.requestDuration.series({
          method: 'any',
          route: UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        });
        unmatched.set(reply.statusCode, series);
      }
      series.observe(reply.elapsedTime / 1000);
    }
    done();
  });
}
