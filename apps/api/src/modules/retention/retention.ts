import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import { runExclusively } from '../../infra/jobs/job-lock';
import { rateLimits } from '../../infra/rate-limit/rate-limit.table';
import { accountTokens, refreshTokens } from '../auth';
import { callBackRequests } from '../callbacks';
import { eventRegistrations } from '../event-registrations';
import { events } from '../events';

/**
 * How long personal data is kept once it has done its job, as the privacy policy states it
 * (apps/web/src/content/legal/legal-facts.ts, RETENTION): call-back requests for 12 months,
 * event registrations until 12 months after their event, rate-limit counters only while they
 * can still count (their longest window is a day), sessions (refresh tokens) and e-mailed links
 * (verification, reset) a day after they expired, were revoked or were used.
 */
export const RETENTION_PERIODS = {
  callBackRequests: '12 months',
  eventRegistrationsAfterEvent: '12 months',
  rateLimitRows: '2 days',
  endedSessions: '1 day',
  spentLinks: '1 day',
} as const;

export type RetentionReport = {
  callBackRequests: number;
  eventRegistrations: number;
  rateLimitRows: number;
  refreshTokens: number;
  accountTokens: number;
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
          delete from ${callBackRequests}
          where created_at < now() - ${RETENTION_PERIODS.callBackRequests}::interval
          returning 1)
        select count(*)::int as count from gone`),
      eventRegistrations: await count(sql`
        with gone as (
          delete from ${eventRegistrations} r using ${events} e
          where r.event_id = e.id
            and e.starts_at < now() - ${RETENTION_PERIODS.eventRegistrationsAfterEvent}::interval
          returning 1)
        select count(*)::int as count from gone`),
      rateLimitRows: await count(sql`
        with gone as (
          delete from ${rateLimits}
          where window_start < now() - ${RETENTION_PERIODS.rateLimitRows}::interval
            and (next_allowed_at is null or next_allowed_at < now())
          returning 1)
        select count(*)::int as count from gone`),
      // An ended session's rows answer nothing a missing row would not (both are refused).
      refreshTokens: await count(sql`
        with gone as (
          delete from ${refreshTokens}
          where expires_at < now() - ${RETENTION_PERIODS.endedSessions}::interval
             or revoked_at < now() - ${RETENTION_PERIODS.endedSessions}::interval
          returning 1)
        select count(*)::int as count from gone`),
      accountTokens: await count(sql`
        with gone as (
          delete from ${accountTokens}
          where expires_at < now() - ${RETENTION_PERIODS.spentLinks}::interval
             or used_at < now() - ${RETENTION_PERIODS.spentLinks}::interval
          returning 1)
        select count(*)::int as count from gone`),
    }));
    return run.ran ? run.result : undefined;
  }

  return { runOnce };
}
export type Retention = ReturnType<typeof createRetention>;
