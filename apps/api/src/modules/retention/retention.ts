import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { queryRows } from '../../db/database';
import { runExclusively } from '../../db/job-lock';
import { scheduleRounds } from '../../lib/job-schedule';

/**
 * How long personal data is kept once it has done its job, as the privacy policy states it
 * (apps/web/src/content/legal/legal-facts.ts, RETENTION): call-back requests for 12 months,
 * event registrations until 12 months after their event, rate-limit counters only while they
 * can still count (their longest window is a day).
 */
export const RETENTION_PERIODS = {
  callBackRequests: '12 months',
  eventRegistrationsAfterEvent: '12 months',
  rateLimitRows: '2 days',
} as const;

export type RetentionReport = {
  callBackRequests: number;
  eventRegistrations: number;
  rateLimitRows: number;
};

type Counted = { count: number };

export function createRetention({ database }: { database: DatabaseHandle }) {
  const { db } = database;
  const count = async (statement: SQL) => (await queryRows<Counted>(db, statement))[0]?.count ?? 0;

  /** One round across every instance (a job lock); another round under way elsewhere: skipped. */
  async function runOnce(): Promise<RetentionReport | undefined> {
    const run = await runExclusively(database, 'retention', async () => ({
      callBackRequests: await count(sql`
        with gone as (
          delete from call_back_requests
          where created_at < now() - ${RETENTION_PERIODS.callBackRequests}::interval
          returning 1)
        select count(*)::int as count from gone`),
      eventRegistrations: await count(sql`
        with gone as (
          delete from event_registrations r using events e
          where r.event_id = e.id
            and e.starts_at < now() - ${RETENTION_PERIODS.eventRegistrationsAfterEvent}::interval
          returning 1)
        select count(*)::int as count from gone`),
      rateLimitRows: await count(sql`
        with gone as (
          delete from rate_limits
          where window_start < now() - ${RETENTION_PERIODS.rateLimitRows}::interval
            and (next_allowed_at is null or next_allowed_at < now())
          returning 1)
        select count(*)::int as count from gone`),
    }));
    return run.ran ? run.result : undefined;
  }

  return { runOnce };
}
export type Retention = ReturnType<typeof createRetention>;

/** A retention round once the server listens, then every `intervalSeconds`. */
export function startRetention(
  app: FastifyInstance & { services: { retention: Retention } },
  intervalSeconds: number,
) {
  scheduleRounds(app, intervalSeconds, () =>
    app.services.retention.runOnce().then(
      (report) => {
        if (report && Object.values(report).some((n) => n > 0))
          app.log.info({ report }, 'retention: expired personal data deleted');
      },
      (error: unknown) => app.log.warn({ err: error }, 'retention round failed'),
    ),
  );
}
