import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../infra/database/database';
import { courses } from '../modules/catalog';
import { users } from '../modules/users';
import { enrolments, orderItems, orders, paymentEvents, refunds } from '../modules/payments';

/**
 * Sales data in bulk, made by the database itself (generate_series), for the export benchmark and
 * the tests: one learner per five orders; orders paid, failed or cancelled (never open, so the
 * one-open-checkout rule holds), one program each, paid ones enrolling their learner; every 1,000th order (paid) half
 * refunded; some
 * failures with the provider's reason. Names include the awkward: quotes, commas, line breaks and
 * text a spreadsheet would run as a formula. Groups of three orders share a creation time, so
 * keyset paging has ties to break. Returns the run tag that marks every row it made.
 */
export async function seedBulkSales(
  db: Executor,
  orderCount: number,
  options: { run?: string; learners?: number; nameSuffix?: string } = {},
): Promise<{ run: string; learners: number }> {
  const run = options.run ?? randomBytes(4).toString('hex');
  const learners = options.learners ?? Math.max(1, Math.ceil(orderCount / 5));
  const emailPrefix = `bulk.${run}.`;

  await db.execute(sql`
    insert into ${users} (email, name, mobile_number, college_name, stream, role, is_email_verified, created_at)
    select ${emailPrefix} || g || '@seed.kaksha.in',
      case g % 6
        when 0 then 'Asha "Ash" Rao'
        when 1 then 'Rao, Vikram'
        when 2 then E'Meera\nIyer'
        when 3 then '=HYPERLINK("http://example.invalid","x")'
        when 4 then '+91 Learner'
        else 'Kabir Singh' end || ${options.nameSuffix ?? ''},
      (7000000000 + g)::text,
      'College ' || (g % 40),
      case g % 3 when 0 then 'CSE' when 1 then 'ECE' else 'Mechanical' end,
      'USER', g % 2 = 0,
      now() - (g * interval '7 minutes')
    from generate_series(1, ${learners}::int) g`);

  await db.execute(sql`
    with learners as (
      select id, row_number() over (order by created_at desc, id) as rn
      from ${users} where email like ${`${emailPrefix}%`}
    ),
    programs as (
      select id, name, price_paise, coalesce(discounted_price_paise, price_paise) as sale_paise,
        row_number() over (order by id) - 1 as k, count(*) over () as n
      from ${courses}
    ),
    new_orders as (
      insert into ${orders} (user_id, status, amount_paise, list_total_paise, coupon_code, course_names,
        mobile_number, provider_order_id, provider_payment_id, created_at, updated_at, paid_at)
      select l.id, s.status, p.sale_paise, p.price_paise,
        case when g % 7 = 0 then 'DIWALI25' end, array[p.name],
        case when g % 2 = 0 then (8000000000 + g)::text else '' end,
        'order_bulk_' || ${run} || '_' || g,
        case when s.status = 'paid' then 'pay_bulk_' || ${run} || '_' || g end,
        t.at, t.at,
        case when s.status = 'paid' then t.at + interval '2 minutes' end
      from generate_series(1, ${orderCount}::int) g
      join learners l on l.rn = ((g - 1) % ${learners}::int) + 1
      join programs p on p.k = g % p.n
      cross join lateral (select now() - ((g / 3) * interval '31 seconds') as at) t
      cross join lateral (
        select case when g % 10 < 7 then 'paid' when g % 10 < 9 then 'failed' else 'cancelled' end
          as status) s
      returning id, user_id, status, provider_order_id, provider_payment_id, amount_paise
    ),
    items as (
      insert into ${orderItems} (order_id, course_id, name, list_paise, sale_paise, final_paise)
      select o.id, p.id, p.name, p.price_paise, p.sale_paise, p.sale_paise
      from new_orders o
      join programs p on p.k = (split_part(o.provider_order_id, '_', 4))::int % p.n
      returning order_id
    ),
    refunded as (
      insert into ${refunds} (order_id, user_id, provider_payment_id, amount_paise, course_ids, reason, status, processed_at)
      select o.id, o.user_id, o.provider_payment_id, o.amount_paise / 2, '{}',
        'Already enrolled: duplicate capture', 'processed', now()
      from new_orders o
      where o.status = 'paid' and (split_part(o.provider_order_id, '_', 4))::int % 1000 = 0
      returning id
    )
    insert into ${paymentEvents} (order_id, source, event_type, payload)
    select o.id, 'checkout', 'payment.failed.reported',
      jsonb_build_object('description', 'Payment declined by the bank', 'reason', 'payment_failed')
    from new_orders o
    where o.status = 'failed' and (split_part(o.provider_order_id, '_', 4))::int % 50 = 8`);

  // Paid orders enrol their learner (once per program, as the real settlement does).
  await db.execute(sql`
    insert into ${enrolments} (user_id, course_id, order_id)
    select distinct on (o.user_id, oi.course_id) o.user_id, oi.course_id, o.id
    from ${orders} o join ${orderItems} oi on oi.order_id = o.id
    where o.provider_order_id like ${`order_bulk_${run}_%`} and o.status = 'paid'
    order by o.user_id, oi.course_id, o.created_at
    on conflict do nothing`);

  return { run, learners };
}
