import { sql } from 'drizzle-orm';
import { preparedRows, type Executor } from '../../infra/database/database';
import { toOrderRow, type RawOrder } from './order-rows';
import type { OrderRow } from './payments.table';
import { cartItems, carts } from '../cart';
import { settleRedemptions } from '../coupons';
import { users } from '../users';
import { batches, retakeSeats } from '../batches';
import { enrolments, orderItems, orders, refunds } from './payments.table';

/**
 * The order to settle: by our id, or (the browser's confirmation) the caller's order for a provider
 * order, matched only when the captured amount is the order's.
 */
export type PaidTarget =
  { id: string } | { providerOrderId: string; userId: string; amountPaise: number };
export type PaidOrder = {
  order: OrderRow;
  /** Programs this order enrolled the learner in. */
  courseIds: string[];
  /** For the confirmation e-mail, read in the same statement: the lines that were enrolled. */
  recipient: { email: string; name: string };
  items: Array<{ name: string; finalPaise: number; batchName: string | null }>;
  /** Lines the learner already owned (another order got there first): to be given back. */
  refund: { id: string; amountPaise: number; courseIds: string[] } | null;
  /** Lines paid but not enrolled still count a seat: the caller gives them back. */
  hasSurplusSeats: boolean;
};

/**
 * The paid transition and everything that follows it, as one statement (its parts run atomically on
 * one snapshot): the order moves to paid unless it already is, the learner is enrolled in each line
 * not yet owned, the lines already owned become one refund of this capture (enrolment's unique index
 * decides, so two captures settling at once cannot both enrol), the coupon use is confirmed when
 * something was enrolled (a released one comes back into use and is counted again) or given back
 * when nothing was, the paid programs leave the server cart and the cart is marked paid.
 * Returns what changed when this call made the change, nothing when the order was already paid or
 * the target matches no order. Its parts run in dependency order: the order row, then the learner's
 * row (a lock that serialises one learner's settlements), then everything else.
 */
export async function applyPaid(
  db: Executor,
  target: PaidTarget,
  providerPaymentId: string | null,
): Promise<PaidOrder | undefined> {
  const which =
    'id' in target
      ? sql`id = ${target.id}`
      : sql`provider_order_id = ${target.providerOrderId} and user_id = ${target.userId}
          and amount_paise = ${target.amountPaise}`;
  const rows = await preparedRows<
    RawOrder & {
      course_ids: string[];
      recipient: PaidOrder['recipient'];
      items: PaidOrder['items'];
      refund: { id: string; amount_paise: number; course_ids: string[] } | null;
      surplus_seats: boolean;
    }
  >(
    db,
    'id' in target ? 'apply-paid-by-id' : 'apply-paid-by-provider-order',
    sql`
    with paid as (
      update ${orders} set status = 'paid', provider_payment_id = coalesce(${providerPaymentId}, provider_payment_id),
        paid_at = now(), updated_at = now()
      where ${which} and status <> 'paid'
      returning *
    ), learner as (
      -- Two of a learner's orders settling at once would each take enrolment, cart and coupon locks
      -- in their own order and deadlock: the learner's row is locked first (no key update, which
      -- foreign-key checks of other inserts do not wait on), and every later part reads items (or
      -- learner), so it runs after.
      select id from ${users} where id in (select user_id from paid) for no key update
    ), items as (
      select i.course_id, i.name, i.final_paise, i.batch_id, i.seat_status, p.user_id, p.id as order_id
      from ${orderItems} i join paid p on p.id = i.order_id
      where exists (select 1 from learner)
    ), ${retakeSeats(sql`select batch_id from items where seat_status = 'released'`)}, seated as (
      -- A line enrols with its held seat, or a seat retaken after its hold was released, or (an
      -- order from before batches) without a batch.
      select * from items
      where batch_id is null or seat_status = 'held' or batch_id in (select id from seat_retaken)
    ), enrolled as (
      insert into ${enrolments} (user_id, course_id, order_id, batch_id)
      select user_id, course_id, order_id, batch_id from seated
      on conflict do nothing
      returning course_id
    ), owned as (
      select course_id, final_paise, course_id not in (select course_id from seated) as unseated
      from items where course_id not in (select course_id from enrolled)
    ), seat_marked as (
      -- Enrolled lines keep their seat; a seated line not enrolled (already owned) is surplus until
      -- the caller gives it back; a line that found no seat stays released.
      update ${orderItems} oi set seat_status = case
          when oi.course_id in (select course_id from enrolled) then 'confirmed'
          when oi.course_id in (select course_id from seated) then 'surplus'
          else 'released' end
      where oi.order_id in (select id from paid) and oi.batch_id is not null
        and exists (select 1 from learner)
    ), refund as (
      insert into ${refunds} (order_id, user_id, provider_payment_id, amount_paise, course_ids, reason)
      select p.id, p.user_id, p.provider_payment_id, sum(o.final_paise)::int,
        array_agg(o.course_id order by o.course_id),
        case when bool_or(o.unseated) then 'batch_full' else 'already_enrolled' end
      from paid p cross join owned o
      where p.provider_payment_id is not null
      group by p.id, p.user_id, p.provider_payment_id
      having sum(o.final_paise) > 0
      on conflict (provider_payment_id) where reason in ('already_enrolled', 'batch_full') do nothing
      returning id, amount_paise, course_ids
    ), ${settleRedemptions(sql`select order_id from items`, sql`exists (select 1 from enrolled)`)}, uncarted as (
      delete from ${cartItems} where user_id in (select id from learner) and course_id in (select course_id from items)
    ), cart as (
      insert into ${carts} (user_id, paid_for) select id, true from learner
      on conflict (user_id) do update set paid_for = true, updated_at = now()
    )
    select paid.*, coalesce(array(select course_id from enrolled order by course_id), '{}') as course_ids,
      (select jsonb_build_object('email', u.email, 'name', u.name) from ${users} u where u.id = paid.user_id) as recipient,
      (select coalesce(jsonb_agg(jsonb_build_object('name', i.name, 'finalPaise', i.final_paise,
          'batchName', (select b.name from ${batches} b where b.id = i.batch_id)) order by i.course_id), '[]')
        from items i where i.course_id in (select course_id from enrolled)) as items,
      (select to_jsonb(r) from refund r) as refund,
      exists (select 1 from owned o where not o.unseated
        and o.course_id in (select course_id from items where batch_id is not null)) as surplus_seats
    from paid`,
  );
  const changed = rows[0];
  if (!changed) return undefined;
  return {
    order: toOrderRow(changed),
    courseIds: changed.course_ids,
    recipient: changed.recipient,
    items: changed.items,
    refund: changed.refund
      ? {
          id: changed.refund.id,
          amountPaise: Number(changed.refund.amount_paise),
          courseIds: changed.refund.course_ids,
        }
      : null,
    hasSurplusSeats: changed.surplus_seats,
  };
}
