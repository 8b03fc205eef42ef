import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../infra/database/database';
import { couponRedemptions as redemptions, coupons } from './coupons.table';

// A coupon's use count and its redemptions move together, whoever moves them: the order that
// reserves a use, the checkout that supersedes an open order, the paid transition and the
// reconciler. They live here, built from this module's tables (a renamed column fails the type
// check), and the payments module composes them into its own single statements, so each change
// stays atomic with the order change that causes it.

/** A column's bare name, for SET targets and CTE column lists. */
const name = (column: AnyPgColumn) => sql.identifier(column.name);

const used = name(coupons.usedCount);
const status = name(redemptions.status);
const updatedAt = name(redemptions.updatedAt);
const couponId = name(redemptions.couponId);

/** Reserves one use of a coupon for an order; the guarded increment refuses a used-up coupon. */
export async function reserveCoupon(
  tx: Executor,
  reservation: { couponId: string; userId: string; orderId: string },
): Promise<boolean> {
  const claimed = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, reservation.couponId),
        sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  if (claimed.length === 0) return false;
  await tx.insert(redemptions).values({ ...reservation, status: 'reserved' });
  return true;
}

/** Gives back the use an unpaid order reserved (the reconciler, when the order expires). */
export async function releaseCoupon(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(
    sql`with ${releaseReservations(sql`select ${sql.param(orderId)}::uuid`)} select 1`,
  );
}

/**
 * CTEs `coupon_released` and `coupon_uncounted`: the reserved uses of the orders `orderIds` selects
 * are released and no longer counted. Compose after a CTE that `orderIds` reads.
 */
export function releaseReservations(orderIds: SQL): SQL {
  return sql`coupon_released as (
      update ${redemptions} set ${status} = 'released', ${updatedAt} = now()
      where ${name(redemptions.orderId)} in (${orderIds}) and ${status} = 'reserved'
      returning ${couponId}
    ), coupon_uncounted as (
      update ${coupons} set ${used} = greatest(${used} - 1, 0)
      where ${name(coupons.id)} in (select ${couponId} from coupon_released)
    )`;
}

/**
 * CTEs settling the coupon use of orders being paid (`orderIds`): when `kept` holds (something was
 * enrolled) the use is confirmed, and one released earlier comes back into use and is counted
 * again; otherwise a reserved use is given back.
 */
export function settleRedemptions(orderIds: SQL, kept: SQL): SQL {
  const id = name(redemptions.id);
  const couponKey = name(coupons.id);
  return sql`coupon_redemption as (
      select ${id}, ${couponId}, ${status} as old_status from ${redemptions}
      where ${name(redemptions.orderId)} in (${orderIds}) and ${status} in ('reserved', 'released')
    ), coupon_confirmed as (
      update ${redemptions} set ${status} = 'confirmed', ${updatedAt} = now()
      where ${id} in (select ${id} from coupon_redemption) and ${kept}
    ), coupon_recounted as (
      update ${coupons} set ${used} = ${used} + 1
      where ${couponKey} in (select ${couponId} from coupon_redemption where old_status = 'released')
        and ${kept}
    ), coupon_given_back as (
      update ${redemptions} set ${status} = 'released', ${updatedAt} = now()
      where ${id} in (select ${id} from coupon_redemption where old_status = 'reserved')
        and not ${kept}
    ), coupon_uncounted as (
      update ${coupons} set ${used} = greatest(${used} - 1, 0)
      where ${couponKey} in (select ${couponId} from coupon_redemption where old_status = 'reserved')
        and not ${kept}
    )`;
}
