import { sql, type SQL } from 'drizzle-orm';
import type { RefundReasonCode, RefundRuleId, RefundRequestStatus } from '@kaksha/shared';
import { queryRows, type Executor } from '../../infra/database/database';
import { batchSessions, batches } from '../batches';
import { enrolments, orderItems, orders, refunds } from '../payments';
import { sessionAttendance } from '../batch-rosters';
import { users } from '../users';
import { refundRequests } from './refund-requests.table';

/** What pricing a refund of an order needs: the money, its batches' start and the learner's attendance. */
export type RefundContext = {
  orderId: string;
  userId: string;
  status: string;
  paidPaise: number;
  providerPaymentId: string | null;
  hasCoupon: boolean;
  refundedPaise: number;
  courseIds: string[];
  batchStartsAt: Date | null;
  isBatchCancelled: boolean;
  sessionsHeld: number;
  attended: number;
  openRequestId: string | null;
};

/** The order's batches: where its learner sits now (a move counts), else the batch the line bought. */
const orderBatches = (orderId: string | SQL) => sql`select distinct coalesce(e.batch_id, i.batch_id)
  from ${orderItems} i left join ${enrolments} e on e.order_id = i.order_id and e.course_id = i.course_id
  where i.order_id = ${orderId} and coalesce(e.batch_id, i.batch_id) is not null`;

/** Sessions held so far (started, not cancelled) of the batches `ids` selects. */
const held = (ids: SQL) =>
  sql`s.batch_id in (${ids}) and s.status = 'scheduled' and s.starts_at <= now()`;

export async function findRefundContext(
  db: Executor,
  orderId: string,
  options: { lockOrder?: boolean } = {},
): Promise<RefundContext | undefined> {
  // The order row first (locked when deciding): two decisions on one order queue behind it.
  if (options.lockOrder)
    await db.execute(sql`select id from ${orders} where id = ${orderId} for update`);
  const ids = orderBatches(orderId);
  const rows = await queryRows<{
    id: string;
    user_id: string;
    status: string;
    amount_paise: number;
    provider_payment_id: string | null;
    has_coupon: boolean;
    refunded: number;
    course_ids: string[];
    starts_at: Date | string | null;
    cancelled: boolean | null;
    held: number;
    attended: number;
    open_request: string | null;
  }>(
    db,
    sql`select o.id, o.user_id, o.status, o.amount_paise, o.provider_payment_id,
        o.coupon_code is not null as has_coupon,
        (select coalesce(sum(r.amount_paise), 0)::int from ${refunds} r where r.order_id = o.id) as refunded,
        array(select i.course_id from ${orderItems} i where i.order_id = o.id order by i.course_id) as course_ids,
        (select min(coalesce(
            (select min(s.starts_at) from ${batchSessions} s where s.batch_id = b.id and s.status = 'scheduled'),
            (b.start_date::text || ' 00:00:00+05:30')::timestamptz))
          from ${batches} b where b.id in (${ids})) as starts_at,
        (select bool_and(b.status = 'cancelled') from ${batches} b where b.id in (${ids})) as cancelled,
        (select count(*)::int from ${batchSessions} s where ${held(ids)}) as held,
        (select count(*)::int from ${sessionAttendance} a join ${batchSessions} s on s.id = a.session_id
          where a.user_id = o.user_id and a.present and ${held(ids)}) as attended,
        (select rr.id from ${refundRequests} rr where rr.order_id = o.id and rr.status = 'open') as open_request
      from ${orders} o where o.id = ${orderId}`,
  );
  const row = rows[0];
  return (
    row && {
      orderId: row.id,
      userId: row.user_id,
      status: row.status,
      paidPaise: Number(row.amount_paise),
      providerPaymentId: row.provider_payment_id,
      hasCoupon: row.has_coupon,
      refundedPaise: Number(row.refunded),
      courseIds: row.course_ids,
      batchStartsAt: row.starts_at === null ? null : new Date(row.starts_at),
      isBatchCancelled: row.cancelled === true,
      sessionsHeld: Number(row.held),
      attended: Number(row.attended),
      openRequestId: row.open_request,
    }
  );
}

export async function insertRefundRequest(
  db: Executor,
  request: {
    orderId: string;
    userId: string;
    reason: string;
    policyAmountPaise: number;
    policyRule: RefundRuleId;
    status?: RefundRequestStatus;
  },
) {
  const [row] = await db
    .insert(refundRequests)
    .values({ ...request, status: request.status ?? 'open' })
    .returning();
  return row!;
}

/** Creates the refund an approval gives; sent to the provider after the transaction. */
export async function insertApprovedRefund(
  db: Executor,
  input: {
    context: RefundContext;
    amountPaise: number;
    reason: RefundReasonCode;
  },
): Promise<string> {
  const [row] = await db
    .insert(refunds)
    .values({
      orderId: input.context.orderId,
      userId: input.context.userId,
      providerPaymentId: input.context.providerPaymentId!,
      amountPaise: input.amountPaise,
      courseIds: input.context.courseIds,
      reason: input.reason,
    })
    .returning({ id: refunds.id });
  return row!.id;
}

/** open -> approved | rejected, once: answers the row only to the caller that decided it. */
export async function decideRequest(
  db: Executor,
  requestId: string,
  decision: {
    status: 'approved' | 'rejected';
    amountPaise?: number;
    decisionCode?: RefundReasonCode;
    decisionNote: string | null;
    decidedBy: string;
    refundId?: string;
  },
) {
  const rows = await db
    .update(refundRequests)
    .set({
      status: decision.status,
      amountPaise: decision.amountPaise ?? null,
      decisionCode: decision.decisionCode ?? null,
      decisionNote: decision.decisionNote,
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      refundId: decision.refundId ?? null,
    })
    .where(sql`${refundRequests.id} = ${requestId} and ${refundRequests.status} = 'open'`)
    .returning();
  return rows[0];
}

export async function findRequest(db: Executor, requestId: string) {
  const rows = await db
    .select()
    .from(refundRequests)
    .where(sql`${refundRequests.id} = ${requestId}`);
  return rows[0];
}

/** The request behind a refund and who decided it (the refund's aftermath audits as them). */
export async function findRequestOfRefund(db: Executor, refundId: string) {
  const rows = await queryRows<{
    id: string;
    order_id: string;
    decision_code: RefundReasonCode | null;
    decided_by: string | null;
    actor_email: string | null;
    actor_role: string | null;
  }>(
    db,
    sql`select rr.id, rr.order_id, rr.decision_code, rr.decided_by, u.email as actor_email, u.role as actor_role
      from ${refundRequests} rr left join ${users} u on u.id = rr.decided_by
      where rr.refund_id = ${refundId}`,
  );
  return rows[0];
}

/** The latest request of each of these orders, with its refund's status (the learner's view). */
export async function findLatestRequests(db: Executor, orderIds: readonly string[]) {
  if (!orderIds.length) return [];
  return queryRows<RequestViewRow>(
    db,
    sql`select distinct on (rr.order_id) ${REQUEST_VIEW_COLUMNS}
      from ${refundRequests} rr left join ${refunds} r on r.id = rr.refund_id
      where rr.order_id = any(${sql.param([...orderIds])}::uuid[])
      order by rr.order_id, rr.created_at desc`,
  );
}

export type RequestViewRow = {
  id: string;
  order_id: string;
  status: RefundRequestStatus;
  reason: string;
  policy_amount_paise: number;
  policy_rule: RefundRuleId;
  amount_paise: number | null;
  decision_code: RefundReasonCode | null;
  decision_note: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  refund_status: 'pending' | 'processed' | 'failed' | null;
  refund_error: string | null;
};
export const REQUEST_VIEW_COLUMNS = sql`rr.id, rr.order_id, rr.status, rr.reason, rr.policy_amount_paise,
  rr.policy_rule, rr.amount_paise, rr.decision_code, rr.decision_note, rr.decided_at, rr.created_at,
  r.status as refund_status, r.last_error as refund_error`;
