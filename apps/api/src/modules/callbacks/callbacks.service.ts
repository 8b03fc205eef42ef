import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  CALL_BACK_CSV_COLUMNS,
  CALL_BACK_MESSAGES as M,
  type CallBackFilter,
  type CallBackListQuery,
  type CallBackProgram,
  type CallBackReceipt,
  type CallBackRequest,
  type CallBackRequestBody,
  type CallBackTime,
} from '@kaksha/shared';
import type { DatabaseHandle } from '../../infra/database/database';
import { tooManyRequests } from '../../core/app-error';
import { csvText, csvTime, streamCsv, type CsvSource } from '../../infra/staff-lists/csv-export';
import { sortOrderOf } from '../../infra/staff-lists/keyset';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { addressGroup } from '../../infra/rate-limit/client-address';
import type { Caller } from '../../core/caller';
import {
  CALL_BACK_FROM,
  CALL_BACK_KEYSET,
  callBackConditions,
  countRecentRequests,
  findRecentRequest,
  insertCallBackRequest,
  listCallBackRequests,
  lockMobileNumber,
  type CallBackListRow,
} from './callbacks.repository';
import type { CallBackRequestRow } from './callbacks.table';

/**
 * The same mobile number and program sent again within this long is the same request (a second
 * tab, a retry after a lost answer): the earlier one is answered, no second row is made.
 */
export const DUPLICATE_WINDOW_SECONDS = 15 * 60;

/** The window of the per-number limit. */
const MOBILE_WINDOW_SECONDS = 86_400;

export type CallBackLimits = { perAddressPerHour: number; perMobilePerDay: number };
export type CallBackOutcome = { receipt: CallBackReceipt; isCreated: boolean };

const receiptOf = (row: CallBackRequestRow): CallBackReceipt => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  message: M.received,
});

function toCallBackRequest(row: CallBackListRow): CallBackRequest {
  return {
    id: row.id,
    name: row.name,
    mobileNumber: row.mobile_number,
    program: row.program as CallBackProgram,
    preferredTime: row.preferred_time as CallBackTime,
    userId: row.user_id,
    userEmail: row.user_email,
    consentedAt: row.consented_at,
    createdAt: row.created_at,
  };
}

/** The CSV: the list's FROM and filters, every text cell neutralised for spreadsheets. */
function callBackCsv(filter: CallBackFilter): CsvSource {
  return {
    header: CALL_BACK_CSV_COLUMNS,
    cells: [
      sql`r.id::text`,
      csvTime(sql`r.created_at`),
      csvText(sql`r.name`),
      csvText(sql`r.mobile_number`),
      sql`r.program`,
      sql`r.preferred_time`,
      csvText(sql`u.email`),
      csvTime(sql`r.consented_at`),
    ],
    from: CALL_BACK_FROM,
    where: callBackConditions(filter),
    keyset: CALL_BACK_KEYSET,
    order: sortOrderOf(filter.sort),
  };
}

/** Call-back requests: anyone may ask, within the limits; SALES and ADMIN read them. */
export function createCallBacksService(deps: {
  database: DatabaseHandle;
  rateLimiter: RateLimiter;
  limits: CallBackLimits;
}) {
  const { database, rateLimiter, limits } = deps;
  const { db } = database;
  const addressRule = { limit: limits.perAddressPerHour, windowSeconds: 3600 };

  /**
   * Inserts unless the same request came in lately or the number has had its share today. Under the
   * number's lock, so two tabs sending at once make one row and parallel requests cannot overrun
   * the limit; a refusal leaves nothing behind (the transaction rolls back).
   */
  function insertOnce(body: CallBackRequestBody, caller: Caller | null, consentedAt: Date) {
    return db.transaction(async (tx) => {
      await lockMobileNumber(tx, body.mobileNumber);
      const existing = await findRecentRequest(
        tx,
        body.mobileNumber,
        body.program,
        DUPLICATE_WINDOW_SECONDS,
      );
      if (existing) return { row: existing, isCreated: false };
      const today = await countRecentRequests(tx, body.mobileNumber, MOBILE_WINDOW_SECONDS);
      if (today.count >= limits.perMobilePerDay)
        throw tooManyRequests(
          'TOO_MANY_CALL_BACK_REQUESTS',
          M.tooManyForMobile,
          today.retryAfterSeconds,
        );
      const row = await insertCallBackRequest(tx, {
        name: body.name,
        mobileNumber: body.mobileNumber,
        program: body.program,
        preferredTime: body.preferredTime,
        consentedAt,
        userId: caller?.id ?? null,
      });
      return { row, isCreated: true };
    });
  }

  return {
    /**
     * A request from /request-call. Limited per client address an hour (the shared limiter, so
     * every instance counts together; every attempt counts) and per mobile number a day (counted
     * from the stored requests themselves, so a repeat of one already made counts for nothing).
     */
    async request(
      body: CallBackRequestBody,
      context: { clientAddress: string; caller: Caller | null },
    ): Promise<CallBackOutcome> {
      const consentedAt = new Date();
      const fromAddress = await rateLimiter.hit(
        `call-back:address:${addressGroup(context.clientAddress)}`,
        addressRule,
      );
      if (fromAddress.isLimited)
        throw tooManyRequests(
          'TOO_MANY_CALL_BACK_REQUESTS',
          M.tooManyFromAddress,
          fromAddress.retryAfterSeconds,
        );
      const outcome = await insertOnce(body, context.caller, consentedAt);
      return { receipt: receiptOf(outcome.row), isCreated: outcome.isCreated };
    },

    async list(query: CallBackListQuery) {
      const page = await listCallBackRequests(db, {
        conditions: callBackConditions(query),
        cursor: query.cursor,
        limit: query.limit,
        order: sortOrderOf(query.sort),
      });
      return { items: page.rows.map(toCallBackRequest), nextCursor: page.nextCursor };
    },

    exportCsv: (filter: CallBackFilter): Readable => streamCsv(database, callBackCsv(filter)),
  };
}
export type CallBacksService = ReturnType<typeof createCallBacksService>;
