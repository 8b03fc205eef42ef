import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/database';
import { couponRedemptions, coupons } from '../coupons/coupons.table';
import { orders } from './payments.table';

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
