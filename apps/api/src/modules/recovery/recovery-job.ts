import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../infra/database/database';
import type { Mailer } from '../../infra/mail/mailer';
import type { RecoveryMetrics } from '../../plugins/metrics';
import { buildRecoveryMail } from './recovery-mail';
import type { RecoveryLinks } from './recovery-links';
import {
  claimDue,
  makeDueReminders,
  markSent,
  readClaimed,
  releaseClaim,
  renewClaim,
} from './recovery.repository';

const BATCH = 100;
/** Claims per round at most. */
const MAX_BATCHES = 20;

export type RecoveryReport = { made: number; sent: number; failed: number };

/**
 * The recovery e-mails (issue 27), each sent once however many instances run this: a round makes
 * the abandoned-checkout reminders that are due (`makeDueReminders`), then claims e-mails still
 * worth sending (`FOR UPDATE SKIP LOCKED`), renews each claim just before its e-mail goes (a
 * claim a slow round lost is left to whoever took it), sends, and marks it sent; a failed send
 * gives the claim back for the next round. Failed-payment e-mails are made by the payments
 * module's hook and sent at once (`sendOne`); a round sends any left behind.
 */
export function createRecoveryJob(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  metrics: RecoveryMetrics;
  links: RecoveryLinks;
  /** Absolute API base (`https://host/api`) for the click-through and unsubscribe links. */
  apiBaseUrl: string;
  afterSeconds: number;
  secondAfterSeconds: number;
}) {
  const { db, mailer, log, links } = deps;

  async function sendClaimed(
    ids: string[],
    claimId: string,
    clock: () => Date,
    report: RecoveryReport,
  ): Promise<void> {
    for (const row of await readClaimed(db, ids)) {
      const { email } = row;
      if (!(await renewClaim(db, email.id, claimId, clock()))) continue;
      const context = { recoveryEmailId: email.id, kind: email.kind };
      try {
        const isMarketing = email.kind !== 'failed_payment';
        await mailer.send(
          buildRecoveryMail({
            kind: email.kind,
            learner: { email: row.to, name: row.name },
            programs: row.programs,
            returnUrl: `${deps.apiBaseUrl}/v1.5/recovery/r/${links.clickToken(email.id)}`,
            reason: email.reason,
            unsubscribeUrl: isMarketing
              ? `${deps.apiBaseUrl}/v1.5/unsubscribe?token=${links.unsubscribeToken(email.userId)}`
              : null,
          }),
        );
        await markSent(db, email.id, claimId, clock());
        deps.metrics.countRecovery(email.kind);
        report.sent += 1;
      } catch (error) {
        report.failed += 1;
        log.warn({ err: error, ...context }, 'recovery e-mail not sent; it goes again next round');
        await releaseClaim(db, email.id, claimId).catch((release: unknown) =>
          log.error({ err: release, ...context }, 'recovery e-mail claim kept'),
        );
      }
    }
  }

  /** One round at `now` (the round's clock moves on from it as the round takes time). */
  async function runOnce(now: Date = new Date()): Promise<RecoveryReport> {
    const startedAt = Date.now();
    const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
    const report: RecoveryReport = {
      made: await makeDueReminders(db, now.toISOString(), {
        afterSeconds: deps.afterSeconds,
        secondAfterSeconds: deps.secondAfterSeconds,
      }),
      sent: 0,
      failed: 0,
    };
    for (let round = 0; round < MAX_BATCHES; round += 1) {
      const claimId = randomUUID();
      const ids = await claimDue(db, clock().toISOString(), claimId, BATCH);
      const failedBefore = report.failed;
      if (ids.length) await sendClaimed(ids, claimId, clock, report);
      if (ids.length < BATCH || report.failed > failedBefore) break;
    }
    return report;
  }

  /** Sends one e-mail now if it is still worth sending and no round has it. */
  async function sendOne(id: string): Promise<RecoveryReport> {
    const report: RecoveryReport = { made: 0, sent: 0, failed: 0 };
    const claimId = randomUUID();
    const ids = await claimDue(db, new Date().toISOString(), claimId, 1, id);
    if (ids.length) await sendClaimed(ids, claimId, () => new Date(), report);
    return report;
  }

  return { runOnce, sendOne };
}
export type RecoveryJob = ReturnType<typeof createRecoveryJob>;
