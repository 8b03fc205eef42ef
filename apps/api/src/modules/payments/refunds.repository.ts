import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../infra/database/database';
import type { RefundStatus } from './payments.table';
import { users } from '../users';
import { orderItems, refunds } from './payments.table';

export type RefundToSend = {
  id: string;
  generation: number;
  orderId: string;
  providerPaymentId: string;
  amountPaise: number;
  courseIds: string[];
  reason: string;
  status: RefundStatus;
  email: string;
  name: string;
  courseNames: string[];
};

export type RefundRecord = {
  id: string;
  orderId: string;
  userEmail: string;
  providerPaymentId: string;
  providerRefundId: string | null;
  amountPaise: number;
  courseIds: string[];
  courseNames: string[];
  reason: string;
  status: RefundStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  processedAt: Date | null;
};

type RawRefund = {
  id: string;
  order_id: string;
  user_email: string;
  provider_payment_id: string;
  provider_refund_id: string | null;
  amount_paise: number;
  course_ids: string[];
  course_names: string[];
  reason: string;
  status: RefundStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  processed_at: Date | string | null;
};

const toRecord = (r: RawRefund): RefundRecord => ({
  id: r.id,
  orderId: r.order_id,
  userEmail: r.user_email,
  providerPaymentId: r.provider_payment_id,
  providerRefundId: r.provider_refund_id,
  amountPaise: Number(r.amount_paise),
  courseIds: r.course_ids,
  courseNames: r.course_names,
  reason: r.reason,
  status: r.status,
  attempts: Number(r.attempts),
  lastError: r.last_error,
  createdAt: new Date(r.created_at),
  processedAt: r.processed_at === null ? null : new Date(r.processed_at),
});

const COURSE_NAMES = sql`coalesce(array(select i.name from ${orderItems} i where i.order_id = r.order_id
  and i.course_id = any(r.course_ids) order by i.course_id), '{}') as course_names`;

const RECORD_COLUMNS = sql`r.id, r.order_id, u.email as user_email, r.provider_payment_id,
  r.provider_refund_id, r.amount_paise, r.course_ids, ${COURSE_NAMES}, r.reason, r.status,
  r.attempts, r.last_error, r.created_at, r.processed_at`;

type RawToSend = {
  id: string;
  generation: number;
  order_id: string;
  provider_payment_id: string;
  amount_paise: number;
  course_ids: string[];
  reason: string;
  status: RefundStatus;
  email: string;
  name: string;
  course_names: string[];
};
const toSend = (row: RawToSend): RefundToSend => ({
  id: row.id,
  generation: Number(row.generation),
  orderId: row.order_id,
  providerPaymentId: row.provider_payment_id,
  amountPaise: Number(row.amount_paise),
  courseIds: row.course_ids,
  reason: row.reason,
  status: row.status,
  email: row.email,
  name: row.name,
  courseNames: row.course_names,
});
const TO_SEND_COLUMNS = sql`r.id, r.generation, r.order_id, r.provider_payment_id, r.amount_paise,
  r.course_ids, r.reason, r.status, u.email, u.name, ${COURSE_NAMES}`;

/** A refund with what sending it and telling the learner need. */
export async function findRefundToSend(
  db: Executor,
  refundId: string,
): Promise<RefundToSend | undefined> {
  const rows = await queryRows<RawToSend>(
    db,
    sql`select ${TO_SEND_COLUMNS} from ${refunds} r join ${users} u on u.id = r.user_id where r.id = ${refundId}`,
  );
  return rows[0] && toSend(rows[0]);
}

/** Our refund of a provider refund (a webhook): by its id, or by the refund id we put in its notes. */
export async function findRefundIdForProvider(
  db: Executor,
  providerRefundId: string,
  ourId: string | null,
  providerPaymentId: string,
): Promise<string | undefined> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${refunds} where provider_payment_id = ${providerPaymentId}
      and (provider_refund_id = ${providerRefundId}
        or (${ourId}::text is not null and id::text = ${ourId}))
      limit 1`,
  );
  return rows[0]?.id;
}

/** Pending refunds older than `olderThanSeconds` (the ones nobody is sending right now). */
export async function findPendingRefundIds(
  db: Executor,
  olderThanSeconds: number,
  limit: number,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${refunds} where status = 'pending'
      and created_at < now() - ${`${olderThanSeconds} seconds`}::interval
      order by created_at limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Pending (or failed: a late `refund.processed` wins) -> processed once: answers the refund only to
 * the caller that made the move.
 */
export async function markRefundProcessed(
  db: Executor,
  refundId: string,
  providerRefundId: string,
): Promise<RefundToSend | undefined> {
  const rows = await queryRows<RawToSend>(
    db,
    sql`with moved as (
      update ${refunds} set status = 'processed', provider_refund_id = ${providerRefundId},
        processed_at = now(), attempts = attempts + 1, last_error = null
      where id = ${refundId} and status <> 'processed' returning *
    )
    select ${TO_SEND_COLUMNS} from moved r join ${users} u on u.id = r.user_id`,
  );
  return rows[0] && toSend(rows[0]);
}

/** The provider accepted the refund and will process it later: its id is kept, it stays pending. */
export async function markRefundSent(
  db: Executor,
  refundId: string,
  providerRefundId: string,
): Promise<void> {
  await db.execute(
    sql`update ${refunds} set provider_refund_id = ${providerRefundId}, attempts = attempts + 1,
        last_error = null
      where id = ${refundId} and status = 'pending'`,
  );
}

/** A failed refund is tried again with a new idempotency key (staff's retry). */
export async function reopenFailedRefund(db: Executor, refundId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${refunds} set status = 'pending', generation = generation + 1, provider_refund_id = null
      where id = ${refundId} and status = 'failed' returning id`,
  );
  return rows.length === 1;
}

/** Records a failed attempt; `isFinal` (the provider refused for good) marks it failed for staff. */
export async function recordRefundAttempt(
  db: Executor,
  refundId: string,
  error: string,
  isFinal: boolean,
): Promise<void> {
  await db.execute(
    sql`update ${refunds} set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
        status = case when ${isFinal} then 'failed' else status end
      where id = ${refundId} and status = 'pending'`,
  );
}

export async function listOrderRefunds(
  db: Executor,
  orderIds: readonly string[],
): Promise<RefundRecord[]> {
  if (!orderIds.length) return [];
  const rows = await queryRows<RawRefund>(
    db,
    sql`select ${RECORD_COLUMNS} from ${refunds} r join ${users} u on u.id = r.user_id
      where r.order_id = any(${sql.param([...orderIds])}::uuid[]) order by r.created_at`,
  );
  return rows.map(toRecord);
}

/** For staff: newest first, optionally of one status. */
export async function listRefunds(
  db: Executor,
  filter: { status?: RefundStatus; limit: number },
): Promise<RefundRecord[]> {
  const rows = await queryRows<RawRefund>(
    db,
    sql`select ${RECORD_COLUMNS} from ${refunds} r join ${users} u on u.id = r.user_id
      where (${filter.status ?? null}::text is null or r.status = ${filter.status ?? null})
      order by r.created_at desc, r.id limit ${filter.limit}`,
  );
  return rows.map(toRecord);
}
