import {
  RECOVERY_KINDS,
  RECOVERY_MESSAGES,
  dayEnd,
  dayStart,
  type RecoveryKind,
  type RecoverySummary,
  type RecoverySummaryQuery,
} from '@kaksha/shared';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../../core/app-error';
import type { Database } from '../../infra/database/database';
import type { RecoveryMetrics } from '../../plugins/metrics';
import type { RecoveryJob } from './recovery-job';
import type { RecoveryLinks } from './recovery-links';
import { recordClick, recordFailedPayment, summarise, userExists } from './recovery.repository';
import type { RecoveryLine } from './recovery.table';

const DAY = 86_400_000;

/** The cart summary with the e-mail's programs and batches: `?restore=iot:<batch>,ml`. */
export function cartSummaryUrl(publicUrl: string, lines: RecoveryLine[]): string {
  const restore = lines.map((l) => (l.batchId ? `${l.courseId}:${l.batchId}` : l.courseId));
  return `${publicUrl}/cart-summary?restore=${encodeURIComponent(restore.join(','))}`;
}

/**
 * The recovery module's requests: click-throughs, one-click unsubscribes, the failed-payment hook
 * and the sales console's figures. Consent itself belongs to the users module (`withdraw` comes
 * from the composition root).
 */
export function createRecoveryService(deps: {
  db: Database;
  job: RecoveryJob;
  links: RecoveryLinks;
  metrics: RecoveryMetrics;
  log: FastifyBaseLogger;
  publicUrl: string;
  withdrawConsent(userId: string): Promise<{ message: string; marketing: false }>;
}) {
  const { db, links, log } = deps;
  const sending = new Set<Promise<unknown>>();

  return {
    /** The payments module's hook: one e-mail per failed order, sent at once after the answer. */
    async paymentFailed(orderId: string, reason: string | null): Promise<void> {
      try {
        const id = await recordFailedPayment(db, orderId, reason);
        if (!id) return;
        const send = deps.job
          .sendOne(id)
          .catch((error: unknown) =>
            log.warn({ err: error, orderId }, 'failed-payment e-mail left to the next round'),
          )
          .finally(() => sending.delete(send));
        sending.add(send);
      } catch (error) {
        // The payment's own bookkeeping is done; the e-mail is never worth failing it for.
        log.error({ err: error, orderId }, 'failed-payment e-mail not recorded');
      }
    },

    /** Waits for the e-mails sent at once (at close, and in tests). */
    async drain(): Promise<void> {
      while (sending.size) await Promise.allSettled([...sending]);
    },

    /** GET /recovery/r/:token: records the click, answers where to send the browser. */
    async clickThrough(token: string): Promise<string> {
      const id = links.emailOfClick(token);
      const click = id ? await recordClick(db, id) : null;
      if (!click) throw badRequest(RECOVERY_MESSAGES.badLink, 'BAD_RECOVERY_LINK');
      if (click.isFirst) deps.metrics.countRecovery('clicked');
      return cartSummaryUrl(deps.publicUrl, click.lines);
    },

    /** GET /unsubscribe?token=: checked, then the web page that confirms (it POSTs). */
    unsubscribePage(token: string): string {
      if (!links.userOfUnsubscribe(token))
        throw badRequest(RECOVERY_MESSAGES.badLink, 'BAD_UNSUBSCRIBE_LINK');
      return `${deps.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
    },

    /** POST /unsubscribe?token= (RFC 8058 one-click, or the web page): consent withdrawn. */
    async unsubscribe(token: string) {
      const userId = links.userOfUnsubscribe(token);
      if (!userId || !(await userExists(db, userId)))
        throw badRequest(RECOVERY_MESSAGES.badLink, 'BAD_UNSUBSCRIBE_LINK');
      const result = await deps.withdrawConsent(userId);
      deps.metrics.countRecovery('unsubscribed');
      return result;
    },

    async summary(query: RecoverySummaryQuery, now = new Date()): Promise<RecoverySummary> {
      const to = query.to ? dayEnd(query.to) : now;
      const from = query.from ? dayStart(query.from) : new Date(to.getTime() - 30 * DAY);
      const figures = await summarise(db, from, to);
      const zero = () =>
        Object.fromEntries(RECOVERY_KINDS.map((k) => [k, 0])) as Record<RecoveryKind, number>;
      const sent = zero();
      const clicks = zero();
      for (const row of figures.byKind) {
        sent[row.kind as RecoveryKind] = row.sent;
        clicks[row.kind as RecoveryKind] = row.clicks;
      }
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        sent,
        clicks,
        recoveredOrders: figures.recoveredOrders,
        recoveredRevenuePaise: figures.recoveredRevenuePaise,
        unsubscribed: figures.unsubscribed,
      };
    },
  };
}
export type RecoveryService = ReturnType<typeof createRecoveryService>;
