import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { queryRows } from '../../db/database';
import { markCartPaid } from '../cart/cart.repository';
import { couponRedemptions, coupons } from '../coupons/coupons.table';
import { courses } from '../catalog/catalog.table';
import { enrolments, orderItems, orders, paymentEvents, type OrderRow } from './payments.table';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
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

export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function setProviderOrderId(
  db: Executor,
  id: string,
  providerOrderId: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ providerOrderId, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

export async function forgetIdempotencyKey(db: Executor, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ idempotencyKey: null, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
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

/** The paid transition and everything that follows it, in the caller's transaction. */
export async function applyPaid(
  tx: Transaction,
  order: OrderRow,
  providerPaymentId: string | null,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'paid', providerPaymentId, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  const courseIds = await orderCourseIds(tx, order.id);
  if (courseIds.length) {
    await tx
      .insert(enrolments)
      .values(courseIds.map((courseId) => ({ userId: order.userId, courseId, orderId: order.id })))
      .onConflictDoNothing();
  }
  // A reservation released by the reconciler comes back into use when the payment lands after all.
  const reopened = await tx
    .update(couponRedemptions)
    .set({ status: 'confirmed', updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.status, 'released')))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of reopened) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, couponId));
  }
  await tx
    .update(couponRedemptions)
    .set({ status: 'confirmed', updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.status, 'reserved')));
  await markCartPaid(tx, order.userId, courseIds);
}

/** Reserves one use of a coupon for an order; the guarded increment refuses a used-up coupon. */
export async function reserveCoupon(
  tx: Executor,
  couponId: string,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const claimed = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (claimed.length === 0) return false;
  await tx.insert(couponRedemptions).values({ couponId, userId, orderId, status: 'reserved' });
  return true;
}

/**
 * A learner's new order supersedes their unpaid ones for the same coupon: those reservations are
 * released, so an abandoned checkout never uses up a per-user limit. (If a superseded order is paid
 * after all, settlement takes its use back.)
 */
export async function releaseUnpaidReservations(
  tx: Executor,
  couponId: string,
  userId: string,
): Promise<void> {
  const rows = await queryRows<{ order_id: string }>(
    tx,
    sql`select r.order_id from ${couponRedemptions} r join ${orders} o on o.id = r.order_id
        where r.coupon_id = ${couponId} and r.user_id = ${userId} and r.status = 'reserved' and o.status <> 'paid'`,
  );
  for (const { order_id: orderId } of rows) await releaseCoupon(tx, orderId);
}

export async function releaseCoupon(tx: Executor, orderId: string): Promise<void> {
  const released = await tx
    .update(couponRedemptions)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'reserved')))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
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

export async function findOwnedCourseIds(
  db: Executor,
  userId: string,
  courseIds: readonly string[],
): Promise<string[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, [...courseIds])));
  return rows.map((r) => r.courseId);
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
