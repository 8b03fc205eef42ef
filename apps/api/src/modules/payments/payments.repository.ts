import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { preparedRows, queryRows } from '../../infra/database/database';
import { courses } from '../catalog';
import { batches, consumeClaims, seatBatchesJson, toSeatBatches, type SeatBatch } from '../batches';
import { enrolments, orderItems, orders, paymentEvents, type OrderRow } from './payments.table';
import { toOrderRow, type RawOrder } from './order-rows';
import { releaseSeatHolds } from './seat-lines.repository';
import { releaseReservations } from '../coupons';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** A line's identity for "the same checkout": its program and the batch it holds a seat in. */
export const lineKey = (courseId: string, batchId: string | null | undefined) =>
  `${courseId}:${batchId ?? ''}`;

/** Line keys in one order, the same in JavaScript and in SQL (byte order, `collate "C"`). */
export const sortedLineKeys = (keys: Iterable<string>) => [...new Set(keys)].sort();

/**
 * The order and its price snapshot in one statement (atomic without a transaction of its own).
 * Each line with a batch is recorded as holding a seat there: the checkout's seat claims (made
 * under the order's id) are consumed in the same statement and their batches returned; the caller
 * holds any other line's seat. The learner's open order, if any, is superseded in the same statement
 * (cancelled, its coupon reservation and its seats released) unless it is this same checkout
 * (same programs, batches and coupon). One open order per learner is a unique index, so the insert
 * then fails (23505 on orders_one_open_per_user), as does the second of two racing inserts, rather
 * than leaving two open: the caller looks again.
 */
export async function insertOrder(
  db: Executor,
  order: NewOrder & { id: string },
  items: Omit<NewOrderItem, 'orderId'>[],
): Promise<{ order: OrderRow; consumedClaims: Set<string> }> {
  const lines = JSON.stringify(
    items.map((i) => ({
      course_id: i.courseId,
      name: i.name,
      list_paise: i.listPaise,
      sale_paise: i.salePaise,
      final_paise: i.finalPaise,
      batch_id: i.batchId ?? null,
    })),
  );
  const keys = sortedLineKeys(items.map((i) => lineKey(i.courseId, i.batchId)));
  const billingJson = order.billing ? JSON.stringify(order.billing) : null;
  const rows = await preparedRows<RawOrder & { consumed_claims: string[] }>(
    db,
    'insert-order',
    sql`
    with superseded as (
      update ${orders} o set status = 'cancelled', updated_at = now()
      where o.user_id = ${order.userId} and o.status in ('created', 'attempted')
        and not (coalesce(o.coupon_code, '') = ${order.couponCode ?? ''}
          and o.billing is not distinct from ${billingJson}::jsonb
          and array(select k from ${orderItems} i,
              lateral (select i.course_id || ':' || coalesce(i.batch_id::text, '') as k) x
            where i.order_id = o.id order by k collate "C") = ${sql.param(keys)}::text[])
      returning o.id
    ), ${releaseReservations(sql`select id from superseded`)}, ${releaseSeatHolds(sql`select id from superseded`)},
    ${consumeClaims(order.id)}, created as (
      -- Reading superseded makes the update run first, so the unique index sees the old order closed.
      insert into ${orders} (id, provider_order_id, user_id, amount_paise, list_total_paise, coupon_id, coupon_code,
        course_names, mobile_number, idempotency_key, request_hash, client_amount_paise, billing)
      select ${order.id}, ${order.providerOrderId ?? null}, ${order.userId}, ${order.amountPaise}, ${order.listTotalPaise}, ${order.couponId ?? null},
        ${order.couponCode ?? null}, ${sql.param(items.map((i) => i.name).sort())}::text[],
        ${order.mobileNumber ?? ''}, ${order.idempotencyKey ?? null},
        ${order.requestHash ?? null}, ${order.clientAmountPaise ?? null}, ${billingJson}::jsonb
      where (select count(*) from superseded) >= 0
      returning *
    ), lines as (
      insert into ${orderItems} (order_id, course_id, name, list_paise, sale_paise, final_paise, batch_id, seat_status)
      select created.id, x.course_id, x.name, x.list_paise, x.sale_paise, x.final_paise, x.batch_id,
        case when x.batch_id is null then null else 'held' end
      from created, jsonb_to_recordset(${lines}::jsonb)
        as x(course_id text, name text, list_paise int, sale_paise int, final_paise int, batch_id uuid)
    )
    select created.*, array(select batch_id from claims_consumed) as consumed_claims from created`,
  );
  const row = rows[0]!;
  return { order: toOrderRow(row), consumedClaims: new Set(row.consumed_claims) };
}

export type OpenOrder = {
  order: OrderRow;
  courseIds: string[];
  /** Each line's program and batch (`lineKey`), sorted. */
  lineKeys: string[];
};

/**
 * What a new order needs to know first, in one round trip: the order an Idempotency-Key already
 * made (if any), which of the requested programs the learner owns, the learner's open order
 * (created or attempted, at most one) with its programs, and the batches the checkout may use.
 */
export async function findOrderContext(
  db: Executor,
  userId: string,
  idempotencyKey: string | null,
  courseIds: readonly string[],
  requestedBatchIds: readonly string[] = [],
): Promise<{
  existing: OrderRow | undefined;
  owned: string[];
  open: OpenOrder | undefined;
  seatBatches: SeatBatch[];
}> {
  const rows = await preparedRows<{
    existing: RawOrder | null;
    owned: string[];
    open: { order: RawOrder; course_ids: string[]; line_keys: string[] } | null;
    seat_batches: unknown;
  }>(
    db,
    'order-context',
    sql`
    select
      (select to_jsonb(o) from ${orders} o where o.user_id = ${userId} and o.idempotency_key = ${idempotencyKey}
        limit 1) as existing,
      coalesce(array(select e.course_id from ${enrolments} e where e.user_id = ${userId}
        and e.course_id = any(${sql.param([...courseIds])}::text[]) order by e.course_id), '{}') as owned,
      (select jsonb_build_object('order', to_jsonb(o), 'course_ids',
          coalesce((select jsonb_agg(i.course_id order by i.course_id) from ${orderItems} i where i.order_id = o.id), '[]'),
          'line_keys', coalesce((select jsonb_agg(x.k order by x.k collate "C")
            from ${orderItems} i, lateral (select i.course_id || ':' || coalesce(i.batch_id::text, '') as k) x
            where i.order_id = o.id), '[]'))
        from ${orders} o where o.user_id = ${userId} and o.status in ('created', 'attempted') limit 1) as open,
      ${seatBatchesJson(courseIds, requestedBatchIds)} as seat_batches`,
  );
  const row = rows[0]!;
  return {
    existing: row.existing ? toOrderRow(row.existing) : undefined,
    owned: row.owned,
    open: row.open
      ? {
          order: toOrderRow(row.open.order),
          courseIds: row.open.course_ids,
          lineKeys: row.open.line_keys,
        }
      : undefined,
    seatBatches: toSeatBatches(row.seat_batches),
  };
}

export async function findOrderByIdempotencyKey(
  db: Executor,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOrderByProviderId(
  db: Executor,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .limit(1);
  return row;
}

/** Finds by the provider's order id (what the browser holds) or our own id (zero-total orders). */
export async function findOrderForUser(
  db: Executor,
  userId: string,
  orderId: string,
): Promise<OrderRow | undefined> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(orderId);
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isUuid
          ? sql`(${orders.id} = ${orderId} or ${orders.providerOrderId} = ${orderId})`
          : eq(orders.providerOrderId, orderId),
      ),
    )
    .limit(1);
  return row;
}

/** Forward-only moves: created -> attempted; created/attempted -> failed. Paid is never left; a
 * failed or cancelled order that is captured after all still becomes paid (settlement). */
export async function markOrderAttempted(db: Executor, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'attempted', updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')));
}

export async function markOrderFailed(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, ['created', 'attempted'])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The programs an order enrolled the learner in (lines already owned were refunded instead). */
export async function enrolledCourseIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(eq(enrolments.orderId, orderId))
    .orderBy(asc(enrolments.courseId));
  return rows.map((r) => r.courseId);
}

export async function orderCourseIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: orderItems.courseId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.courseId));
  return rows.map((r) => r.courseId);
}

/** Records a provider or browser event; answers false when this provider event id was seen before. */
export async function recordPaymentEvent(
  tx: Executor,
  event: {
    orderId: string | null;
    source: string;
    eventType: string;
    providerEventId: string | null;
    payload: unknown;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/**
 * Orders the provider may still capture: open ones pending longer than `olderThanSeconds`, and
 * superseded (cancelled) ones for `watchCancelledSeconds` after they were cancelled, since the
 * learner may still complete the payment in the old tab.
 */
export async function findPendingOrders(
  db: Executor,
  olderThanSeconds: number,
  watchCancelledSeconds: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.providerOrderId} is not null`,
        sql`${orders.createdAt} < now() - ${`${olderThanSeconds} seconds`}::interval`,
        sql`(${orders.status} in ('created', 'attempted') or (${orders.status} = 'cancelled'
          and ${orders.updatedAt} > now() - ${`${watchCancelledSeconds} seconds`}::interval))`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

export async function isOlderThan(
  db: Executor,
  orderId: string,
  seconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ old: boolean }>(
    db,
    sql`select created_at < now() - ${`${seconds} seconds`}::interval as old from ${orders} where id = ${orderId}`,
  );
  return rows[0]?.old ?? false;
}

export async function listUserEnrolments(db: Executor, userId: string) {
  return db
    .select({
      courseId: enrolments.courseId,
      name: courses.name,
      image: courses.image,
      enrolledAt: enrolments.createdAt,
      orderId: enrolments.orderId,
      batchId: enrolments.batchId,
      batchName: batches.name,
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .leftJoin(batches, eq(batches.id, enrolments.batchId))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(enrolments.createdAt));
}

export async function listUserOrders(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => ({ order: row, items: items.filter((i) => i.orderId === row.id) }));
}
