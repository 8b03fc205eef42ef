import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { preparedRows, queryRows } from '../../db/database';
import { courses } from '../catalog/catalog.table';
import { enrolments, orderItems, orders, paymentEvents, type OrderRow } from './payments.table';
import { toOrderRow, type RawOrder } from './order-rows';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** The order and its price snapshot in one statement (atomic without a transaction of its own). */
export async function insertOrder(
  db: Executor,
  order: NewOrder,
  items: Omit<NewOrderItem, 'orderId'>[],
): Promise<OrderRow> {
  const lines = JSON.stringify(
    items.map((i) => ({
      course_id: i.courseId,
      name: i.name,
      list_paise: i.listPaise,
      sale_paise: i.salePaise,
      final_paise: i.finalPaise,
    })),
  );
  const rows = await preparedRows<RawOrder>(
    db,
    'insert-order',
    sql`
    with created as (
      insert into orders (id, provider_order_id, user_id, amount_paise, list_total_paise, coupon_id, coupon_code,
        mobile_number, idempotency_key, request_hash, client_amount_paise)
      values (${order.id ?? randomUUID()}, ${order.providerOrderId ?? null}, ${order.userId}, ${order.amountPaise}, ${order.listTotalPaise}, ${order.couponId ?? null},
        ${order.couponCode ?? null}, ${order.mobileNumber ?? ''}, ${order.idempotencyKey ?? null},
        ${order.requestHash ?? null}, ${order.clientAmountPaise ?? null})
      returning *
    ), lines as (
      insert into order_items (order_id, course_id, name, list_paise, sale_paise, final_paise)
      select created.id, x.course_id, x.name, x.list_paise, x.sale_paise, x.final_paise
      from created, jsonb_to_recordset(${lines}::jsonb)
        as x(course_id text, name text, list_paise int, sale_paise int, final_paise int)
    )
    select * from created`,
  );
  return toOrderRow(rows[0]!);
}

/**
 * What a new order needs to know first, in one round trip: the order an Idempotency-Key already
 * made (if any) and which of the requested programs the learner owns.
 */
export async function findOrderContext(
  db: Executor,
  userId: string,
  idempotencyKey: string | null,
  courseIds: readonly string[],
): Promise<{ existing: OrderRow | undefined; owned: string[] }> {
  const rows = await preparedRows<{ existing: RawOrder | null; owned: string[] }>(
    db,
    'order-context',
    sql`
    select
      (select to_jsonb(o) from orders o where o.user_id = ${userId} and o.idempotency_key = ${idempotencyKey}
        limit 1) as existing,
      coalesce(array(select e.course_id from enrolments e where e.user_id = ${userId}
        and e.course_id = any(${sql.param([...courseIds])}::text[]) order by e.course_id), '{}') as owned`,
  );
  const row = rows[0]!;
  return { existing: row.existing ? toOrderRow(row.existing) : undefined, owned: row.owned };
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

/** Forward-only moves: created -> attempted; created/attempted -> failed. Paid is never left. */
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

export async function orderCourseIds(db: Executor, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ courseId: orderItems.courseId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.courseId));
  return rows.map((r) => r.courseId);
}

export type PaidTarget = { id: string } | { providerOrderId: string; userId: string };
export type PaidOrder = {
  order: OrderRow;
  courseIds: string[];
  /** For the confirmation e-mail, read in the same statement. */
  recipient: { email: string; name: string };
  items: Array<{ name: string; finalPaise: number }>;
};

/**
 * The paid transition and everything that follows it, as one statement (its parts run atomically on
 * one snapshot): the order moves to paid unless it already is, the learner is enrolled, the coupon
 * use is confirmed (a released one comes back into use and is counted again), the paid programs
 * leave the server cart and the cart is marked paid. Returns the order and its course ids when this
 * call made the change (with what the e-mail needs), nothing when the order was already paid or
 * the target matches no order.
 */
export async function applyPaid(
  db: Executor,
  target: PaidTarget,
  providerPaymentId: string | null,
): Promise<PaidOrder | undefined> {
  const which =
    'id' in target
      ? sql`id = ${target.id}`
      : sql`provider_order_id = ${target.providerOrderId} and user_id = ${target.userId}`;
  const rows = await preparedRows<
    RawOrder & {
      course_ids: string[];
      recipient: PaidOrder['recipient'];
      items: PaidOrder['items'];
    }
  >(
    db,
    'id' in target ? 'apply-paid-by-id' : 'apply-paid-by-provider-order',
    sql`
    with paid as (
      update orders set status = 'paid', provider_payment_id = coalesce(${providerPaymentId}, provider_payment_id),
        paid_at = now(), updated_at = now()
      where ${which} and status <> 'paid'
      returning *
    ), items as (
      select i.course_id, p.user_id, p.id as order_id from order_items i join paid p on p.id = i.order_id
    ), enrolled as (
      insert into enrolments (user_id, course_id, order_id) select user_id, course_id, order_id from items
      on conflict do nothing
    ), redemption as (
      select r.id, r.coupon_id, r.status as old_status from coupon_redemptions r
      where r.order_id in (select id from paid) and r.status in ('reserved', 'released')
    ), confirmed as (
      update coupon_redemptions set status = 'confirmed', updated_at = now()
      where id in (select id from redemption)
    ), recounted as (
      update coupons set used_count = used_count + 1
      where id in (select coupon_id from redemption where old_status = 'released')
    ), uncarted as (
      delete from cart_items where user_id in (select user_id from paid) and course_id in (select course_id from items)
    ), cart as (
      insert into carts (user_id, paid_for) select user_id, true from paid
      on conflict (user_id) do update set paid_for = true, updated_at = now()
    )
    select paid.*, coalesce(array(select course_id from items order by course_id), '{}') as course_ids,
      (select jsonb_build_object('email', u.email, 'name', u.name) from users u where u.id = paid.user_id) as recipient,
      (select coalesce(jsonb_agg(jsonb_build_object('name', i.name, 'finalPaise', i.final_paise) order by i.course_id), '[]')
        from order_items i where i.order_id = paid.id) as items
    from paid`,
  );
  const changed = rows[0];
  if (!changed) return undefined;
  return {
    order: toOrderRow(changed),
    courseIds: changed.course_ids,
    recipient: changed.recipient,
    items: changed.items,
  };
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

export async function findPendingOrders(
  db: Executor,
  olderThanSeconds: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'attempted']),
        sql`${orders.providerOrderId} is not null`,
        sql`${orders.createdAt} < now() - ${`${olderThanSeconds} seconds`}::interval`,
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
    sql`select created_at < now() - ${`${seconds} seconds`}::interval as old from orders where id = ${orderId}`,
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
    })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
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
