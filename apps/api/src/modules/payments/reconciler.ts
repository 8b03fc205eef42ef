import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../infra/database/database';
import { runExclusively } from '../../infra/jobs/job-lock';
import type { PaymentProvider } from '../../infra/payments/payment-provider';
import { ensureCaptured } from './capture';
import { findPendingOrders, isOlderThan, markOrderFailed } from './payments.repository';
import { releaseOrderSeats } from './seat-lines.repository';
import type { Refunds } from './refunds';
import type { Settlement } from './settlement';
import { releaseCoupon } from '../coupons';
import { sweepStaleClaims } from '../batches';

export type ReconcileOptions = {
  /** Orders pending longer than this are checked with the provider. */
  pendingAfterSeconds: number;
  /**
   * Orders still unpaid after this are failed and their coupon reservation released; superseded
   * (cancelled) orders are watched for this long after they were cancelled.
   */
  expireAfterSeconds: number;
  /** Pending refunds older than this are sent again (default: REFUND_RETRY_AFTER_SECONDS). */
  refundRetryAfterSeconds?: number;
  batchSize?: number;
};
export type ReconcileReport = {
  /** Another instance (or an earlier round of this one) was running it: this round did nothing. */
  skipped: boolean;
  checked: number;
  paid: number;
  expired: number;
  refunds: { processed: number; pending: number; failed: number };
  /** Seats claimed by checkouts that never made their order (a process died), given back. */
  seatClaimsReturned: number;
};

/** A checkout finishes in seconds; a claim this old belongs to one that died. */
const STALE_CLAIM_SECONDS = 600;

/**
 * Settles orders whose callback and webhooks never arrived, by asking the provider, fails unpaid
 * ones (their coupon use and seats given back), returns seats claimed by checkouts that died
 * before making their order, and sends the refunds whose first sending was lost. One round at a time across all
 * instances (a job lock, ADR 0011), so no order is asked about, expired or refunded by two at
 * once; every state change is still conditional and refunds carry an idempotency key, for the
 * callbacks and webhooks that settle the same orders meanwhile.
 */
export function createReconciler(deps: {
  database: DatabaseHandle;
  provider: PaymentProvider;
  settlement: Settlement;
  refunds: Refunds;
  log: FastifyBaseLogger;
}) {
  const db = deps.database.db;

  async function runOnce(options: ReconcileOptions): Promise<ReconcileReport> {
    const run = await runExclusively(deps.database, 'payments.reconciler', () => round(options));
    if (run.ran) return run.result;
    return {
      skipped: true,
      checked: 0,
      paid: 0,
      expired: 0,
      refunds: { processed: 0, pending: 0, failed: 0 },
      seatClaimsReturned: 0,
    };
  }

  async function round(options: ReconcileOptions): Promise<ReconcileReport> {
    const report: ReconcileReport = {
      skipped: false,
      checked: 0,
      paid: 0,
      expired: 0,
      refunds: { processed: 0, pending: 0, failed: 0 },
      seatClaimsReturned: await sweepStaleClaims(db, STALE_CLAIM_SECONDS),
    };
    const orders = await findPendingOrders(
      db,
      options.pendingAfterSeconds,
      options.expireAfterSeconds,
      options.batchSize ?? 100,
    );
    for (const order of orders) {
      report.checked += 1;
      try {
        const payments = await deps.provider.fetchOrderPayments(order.providerOrderId!);
        // A captured payment first; else an authorized one, which is captured now (ADR 0015).
        const candidates = payments
          .filter((p) => p.status === 'captured' || p.status === 'authorized')
          .sort((a, b) => Number(b.status === 'captured') - Number(a.status === 'captured'));
        let settled: (typeof payments)[number] | undefined;
        for (const candidate of candidates)
          if (await ensureCaptured(deps.provider, candidate, order)) {
            settled = candidate;
            break;
          }
        if (settled) {
          if ((await deps.settlement.settlePaid({ id: order.id }, settled.id)).didChange)
            report.paid += 1;
        } else if (
          order.status !== 'cancelled' &&
          (await isOlderThan(db, order.id, options.expireAfterSeconds))
        ) {
          const didExpire = await db.transaction(async (tx) => {
            const failed = await markOrderFailed(tx, order.id);
            if (failed) {
              await releaseCoupon(tx, order.id);
              await releaseOrderSeats(tx, order.id);
            }
            return failed;
          });
          if (didExpire) report.expired += 1;
        }
      } catch (error) {
        deps.log.warn({ err: error, orderId: order.id }, 'reconcile: could not check order');
      }
    }
    report.refunds = await deps.refunds.sendPending(options.refundRetryAfterSeconds);
    return report;
  }

  return { runOnce };
}
export type Reconciler = ReturnType<typeof createReconciler>;
