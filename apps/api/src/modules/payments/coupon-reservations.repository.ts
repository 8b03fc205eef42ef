import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { couponRedemptions, coupons } from '../coupons/coupons.table';

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
