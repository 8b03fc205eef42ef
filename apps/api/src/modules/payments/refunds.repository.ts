import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../infra/database/database';
import type { RefundStatus } from './payments.table';
import { users } from '../users';
import { orderItems, refunds } from './payments.table';

export type RefundToSend = {
  id: string;
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

/** A refund with what sending it and telling the learner need. */
export async function findRefundToSend(
  db: Executor,
  refundId: string,
): Promise<RefundToSend | undefined> {
  const rows = await queryRows<
    Omit<
      RefundToSend,
      'orderId' | 'providerPaymentId' | 'amountPaise' | 'courseIds' | 'courseNames'
    > & {
      order_id: string;
      provider_payment_id: string;
      amount_paise: number;
      course_ids: string[];
      course_names: string[];
    }
  >(
    db,
    sql`select r.id, r.order_id, r.provider_payment_id, r.amount_paise, r.course_ids, r.reason, r.status,
        u.email, u.name, ${COURSE_NAMES}
      from ${refunds} r join ${users} u on u.id = r.user_id where r.id = ${refundId}`,
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      orderId: row.order_id,
      providerPaymentId: row.provider_payment_id,
      amountPaise: Number(row.amount_paise),
      courseIds: row.course_ids,
      reason: row.reason,
      status: row.status,
      email: row.email,
      name: row.name,
      courseNames: row.course_names,
    }
  );
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

/** Pending -> processed once: answers true only for the caller that made the move. */
export async function markRefundProcessed(
  db: Executor,
  refundId: string,
  providerRefundId: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${refunds} set status = 'processed', provider_refund_id = ${providerRefundId},
        processed_at = now(), attempts = attempts + 1, last_error = null
      where id = ${refundId} and status = 'pending' returning id`,
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
