import { sql } from 'drizzle-orm';
import { preparedRows, type Executor } from '../../db/database';
import { toOrderRow, type RawOrder } from './order-rows';
import type { OrderRow } from './payments.table';

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
