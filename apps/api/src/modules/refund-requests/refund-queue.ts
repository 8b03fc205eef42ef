import { sql, type SQL } from 'drizzle-orm';
import type { RefundQueueItem, RefundQueueQuery } from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { pageRows, type Keyset } from '../../infra/staff-lists/keyset';
import {
  csvNumber,
  csvRupees,
  csvText,
  csvTime,
  type CsvSource,
} from '../../infra/staff-lists/csv-export';
import { batchSessions, batches } from '../batches';
import { enrolments, orderItems, orders, refunds } from '../payments';
import { sessionAttendance } from '../batch-rosters';
import { users } from '../users';
import { refundRequests } from './refund-requests.table';
import { REQUEST_VIEW_COLUMNS, type RequestViewRow } from './refund-requests.repository';

// The staff Refunds queue through the staff-list kit: keyset pages (newest request first) and the
// same filtered list as a streamed CSV.

const KEYSET: Keyset = { time: sql`rr.created_at`, id: sql`rr.id`, idType: 'uuid' };
const FROM = sql`from ${refundRequests} rr
  join ${orders} o on o.id = rr.order_id
  join ${users} u on u.id = rr.user_id
  left join ${refunds} r on r.id = rr.refund_id`;

/** The batch of the order's first line (where the learner sits now, else the one bought). */
const BATCH_ID = sql`(select coalesce(e.batch_id, i.batch_id) from ${orderItems} i
  left join ${enrolments} e on e.order_id = i.order_id and e.course_id = i.course_id
  where i.order_id = rr.order_id and coalesce(e.batch_id, i.batch_id) is not null
  order by i.course_id limit 1)`;
const HELD = sql`(select count(*)::int from ${batchSessions} s where s.batch_id = ${BATCH_ID}
  and s.status = 'scheduled' and s.starts_at <= now())`;
const ATTENDED = sql`(select count(*)::int from ${sessionAttendance} a join ${batchSessions} s on s.id = a.session_id
  where a.user_id = rr.user_id and a.present and s.batch_id = ${BATCH_ID}
    and s.status = 'scheduled' and s.starts_at <= now())`;
const REFUNDED = sql`(select coalesce(sum(x.amount_paise), 0)::int from ${refunds} x where x.order_id = rr.order_id)`;

function conditions(query: Pick<RefundQueueQuery, 'status'>): SQL[] {
  if (!query.status) return [];
  if (query.status === 'failed') return [sql`r.status = 'failed'`];
  return [sql`rr.status = ${query.status}`];
}

type QueueRow = RequestViewRow & {
  learner_name: string;
  learner_email: string;
  course_names: string[];
  batch_name: string | null;
  batch_start: string | null;
  held: number;
  attended: number;
  paid_paise: number;
  refunded_paise: number;
  provider_payment_id: string | null;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toRequestView(row: RequestViewRow) {
  return {
    id: row.id,
    orderId: row.order_id,
    amountPaise: Number(row.amount_paise ?? row.policy_amount_paise),
    policyAmountPaise: Number(row.policy_amount_paise),
    policyRule: row.policy_rule,
    status: row.status,
    reason: row.reason,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    decisionCode: row.decision_code,
    decisionNote: row.decision_note,
    refundStatus: row.refund_status,
  };
}

export async function listRefundQueue(
  db: Executor,
  query: RefundQueueQuery,
): Promise<{ items: RefundQueueItem[]; nextCursor: string | null }> {
  const page = await pageRows<QueueRow>(db, {
    select: sql`${REQUEST_VIEW_COLUMNS}, u.name as learner_name, u.email as learner_email,
      o.course_names, (select b.name from ${batches} b where b.id = ${BATCH_ID}) as batch_name,
      (select b.start_date::text from ${batches} b where b.id = ${BATCH_ID}) as batch_start,
      ${HELD} as held, ${ATTENDED} as attended, o.amount_paise as paid_paise,
      ${REFUNDED} as refunded_paise, o.provider_payment_id`,
    from: FROM,
    conditions: conditions(query),
    keyset: KEYSET,
    order: 'desc',
    cursor: query.cursor,
    limit: query.limit,
  });
  return {
    items: page.rows.map((row) => ({
      ...toRequestView(row),
      learnerName: row.learner_name,
      learnerEmail: row.learner_email,
      courseNames: row.course_names,
      batchName: row.batch_name,
      batchStartsAt: row.batch_start,
      attendanceShare: Number(row.held) ? Number(row.attended) / Number(row.held) : null,
      paidPaise: Number(row.paid_paise),
      refundedPaise: Number(row.refunded_paise),
      providerPaymentId: row.provider_payment_id,
      refundError: row.refund_error,
    })),
    nextCursor: page.nextCursor,
  };
}

export const REFUND_QUEUE_CSV_COLUMNS = [
  'requestId',
  'orderId',
  'requestedAt',
  'learnerName',
  'learnerEmail',
  'programs',
  'paid',
  'alreadyRefunded',
  'policyAmount',
  'policyRule',
  'status',
  'approvedAmount',
  'decisionCode',
  'refundStatus',
  'sessionsHeld',
  'attended',
  'reason',
] as const;

export function refundQueueCsv(query: Pick<RefundQueueQuery, 'status'>): CsvSource {
  return {
    header: REFUND_QUEUE_CSV_COLUMNS,
    cells: [
      sql`rr.id::text`,
      sql`rr.order_id::text`,
      csvTime(sql`rr.created_at`),
      csvText(sql`u.name`),
      csvText(sql`u.email`),
      csvText(sql`array_to_string(o.course_names, '; ')`),
      csvRupees(sql`o.amount_paise`),
      csvRupees(REFUNDED),
      csvRupees(sql`rr.policy_amount_paise`),
      sql`rr.policy_rule`,
      sql`rr.status`,
      sql`case when rr.amount_paise is null then null else ${csvRupees(sql`rr.amount_paise`)} end`,
      sql`rr.decision_code`,
      sql`r.status`,
      csvNumber(HELD),
      csvNumber(ATTENDED),
      csvText(sql`rr.reason`),
    ],
    from: FROM,
    where: conditions(query),
    keyset: KEYSET,
    order: 'desc',
  };
}
