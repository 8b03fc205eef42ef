import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './core/config';
import { scheduleRounds } from './infra/jobs/job-schedule';
import type { ReconcileOptions } from './modules/payments';
import type { Services } from './services';

/**
 * A background job: a round on a timer (a first one once the server listens), never two at once
 * in this instance; across instances each round keeps itself single (a job lock or row claims).
 * `round` logs its own outcome and never rejects.
 */
export type BackgroundJob = {
  name: string;
  intervalSeconds: number;
  round(isFirst: boolean): Promise<void>;
};

/** Every background job of the server, declared in this one place; an interval of 0 turns one off. */
export function declareJobs(
  config: Config,
  services: Services,
  log: FastifyBaseLogger,
): BackgroundJob[] {
  const jobs: BackgroundJob[] = [];
  // With payments off there is no provider to ask: the reconciler would only log its refusal.
  if (config.RECONCILE_INTERVAL_SECONDS > 0 && config.payments !== 'off') {
    const options = {
      pendingAfterSeconds: config.PENDING_ORDER_SECONDS,
      expireAfterSeconds: config.ORDER_EXPIRY_SECONDS,
    };
    jobs.push({
      name: 'reconciler',
      intervalSeconds: config.RECONCILE_INTERVAL_SECONDS,
      round: (isFirst) => {
        // At start nothing in this process is sending refunds yet: the pending ones (a crash) go at once.
        const extra: Partial<ReconcileOptions> = isFirst ? { refundRetryAfterSeconds: 0 } : {};
        const roundDone = services.metrics.startReconcileRound();
        return services.reconciler.runOnce({ ...options, ...extra }).then(
          (report) => {
            roundDone(report);
            if (report.checked) log.info({ report }, 'reconciled pending orders');
          },
          (error: unknown) => {
            roundDone();
            log.warn({ err: error }, 'reconcile round failed');
          },
        );
      },
    });
  }
  if (config.RECONCILE_INTERVAL_SECONDS > 0 && config.payments !== 'off')
    jobs.push({
      name: 'payment-links',
      intervalSeconds: config.RECONCILE_INTERVAL_SECONDS,
      round: () =>
        services.paymentLinks.reconcile(config.PENDING_ORDER_SECONDS).then(
          (report) => {
            if (report.paid || report.closed) log.info({ report }, 'payment links checked');
          },
          (error: unknown) => log.warn({ err: error }, 'payment link round failed'),
        ),
    });
  if (config.EVENT_REMINDER_INTERVAL_SECONDS > 0)
    jobs.push({
      name: 'event-reminders',
      intervalSeconds: config.EVENT_REMINDER_INTERVAL_SECONDS,
      round: () =>
        services.eventReminders.runOnce().then(
          (report) => {
            if (report.sent || report.failed) log.info({ report }, 'event reminders');
          },
          (error: unknown) => log.warn({ err: error }, 'event reminder round failed'),
        ),
    });
  if (config.SESSION_NOTICE_INTERVAL_SECONDS > 0)
    jobs.push({
      name: 'session-notices',
      intervalSeconds: config.SESSION_NOTICE_INTERVAL_SECONDS,
      round: () =>
        services.sessionNotices.runOnce().then(
          (report) => {
            if (report.sent || report.failed) log.info({ report }, 'session e-mails');
          },
          (error: unknown) => log.warn({ err: error }, 'session e-mail round failed'),
        ),
    });
  if (config.RETENTION_INTERVAL_SECONDS > 0)
    jobs.push({
      name: 'retention',
      intervalSeconds: config.RETENTION_INTERVAL_SECONDS,
      round: () =>
        services.retention.runOnce().then(
          (report) => {
            if (report && Object.values(report).some((n) => n > 0))
              log.info({ report }, 'retention: expired personal data deleted');
          },
          (error: unknown) => log.warn({ err: error }, 'retention round failed'),
        ),
    });
  return jobs;
}

export function startJobs(app: FastifyInstance, jobs: readonly BackgroundJob[]): void {
  for (const job of jobs) scheduleRounds(app, job.intervalSeconds, job.round);
}
