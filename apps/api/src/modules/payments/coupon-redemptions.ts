import { sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { pageRows, type Page } from '../../infra/staff-lists/keyset';
import { couponRedemptions, type RedemptionRow } from '../coupons';
import { users } from '../users';
import { orders } from './payments.table';

/** Uses of a coupon, newest first, a page at a time, with who made them and what their order charged. */
export async function listCouponRedemptions(
  db: Executor,
  couponId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<Page<RedemptionRow>> {
  const result = await pageRows<Omit<RedemptionRow, 'createdAt'> & { createdAt: string }>(db, {
    ...page,
    select: sql`r.order_id as "orderId", r.user_id as "userId", u.name, u.email, r.status,
      o.amount_paise as "amountPaise", o.list_total_paise as "listTotalPaise",
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`,
    from: sql`from ${couponRedemptions} r join ${users} u on u.id = r.user_id
      join ${orders} o on o.id = r.order_id`,
    conditions: [sql`r.coupon_id = ${couponId}`],
    keyset: { time: sql`r.created_at`, id: sql`r.id`, idType: 'uuid' },
    order: 'desc',
  });
  return {
    rows: result.rows.map((row) => ({
      ...row,
      amountPaise: Number(row.amountPaise),
      listTotalPaise: Number(row.listTotalPaise),
      createdAt: new Date(row.createdAt),
    })),
    nextCursor: result.nextCursor,
  };
}
