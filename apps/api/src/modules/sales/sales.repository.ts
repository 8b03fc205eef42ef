import { sql, type SQL } from 'drizzle-orm';
import { type Executor } from '../../infra/database/database';
import { pageRows, type Keyset, type PageQuery } from '../../infra/staff-lists/keyset';
import { CART_KEYSET, ORDER_KEYSET, USER_KEYSET } from './sales-filters';
import { cartItems, carts } from '../cart';
import { courses } from '../catalog';
import { enrolments, orders, paymentEvents, refunds } from '../payments';
import { users } from '../users';

/**
 * The sales console's reads. Each list is one query: filters (sales-filters.ts), keyset order,
 * limit + 1 to know whether a page follows. The FROM clauses are shared with the CSV exports.
 */

/** Times leave the database as ISO text (UTC, milliseconds): the same from both drivers. */
const iso = (value: SQL) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export type PageRequest = Pick<PageQuery, 'conditions' | 'cursor' | 'limit' | 'order'>;

export const USER_FROM = sql`from ${users} u`;
export const PROGRAM_COUNT = sql`(select count(*) from ${enrolments} e where e.user_id = u.id)::int`;

export type UserListRow = {
  id: string;
  name: string;
  email: string;
  mobile_number: string;
  college_name: string;
  stream: string;
  role: string;
  is_email_verified: boolean;
  programs: number;
  created_at: string;
};

export function listUsers(db: Executor, page: PageRequest) {
  return pageRows<UserListRow>(db, {
    ...page,
    select: sql`u.id, u.name, u.email, u.mobile_number, u.college_name, u.stream, u.role,
      u.is_email_verified, ${PROGRAM_COUNT} as programs, ${iso(sql`u.created_at`)} as created_at`,
    from: USER_FROM,
    keyset: USER_KEYSET,
  });
}

export const CART_FROM = sql`from ${carts} c join ${users} u on u.id = c.user_id`;

export type CartCourseJson = {
  id: string;
  name: string;
  pricePaise: number;
  salePaise: number;
  paid: boolean;
};

export type CartListRow = {
  user_id: string;
  name: string;
  email: string;
  mobile_number: string;
  paid_for: boolean;
  updated_at: string;
  /** json: parsed by the driver, or text on one that does not. */
  courses: CartCourseJson[] | string | null;
};

export function listCarts(db: Executor, page: PageRequest) {
  return pageRows<CartListRow>(db, {
    ...page,
    select: sql`c.user_id, u.name, u.email, u.mobile_number, c.paid_for,
      ${iso(sql`c.updated_at`)} as updated_at,
      (select json_agg(json_build_object(
          'id', co.id, 'name', co.name, 'pricePaise', co.price_paise,
          'salePaise', coalesce(co.discounted_price_paise, co.price_paise),
          'paid', exists (select 1 from ${enrolments} e where e.user_id = c.user_id and e.course_id = co.id))
          order by ci.added_at, co.id)
        from ${cartItems} ci join ${courses} co on co.id = ci.course_id
        where ci.user_id = c.user_id) as courses`,
    from: CART_FROM,
    keyset: CART_KEYSET,
  });
}

/** One row per program in a cart (spec §3's CSV flattening), with the cart's totals on each. */
export const CART_ITEM_FROM = sql`from ${carts} c
  join ${users} u on u.id = c.user_id
  join ${cartItems} ci on ci.user_id = c.user_id
  join ${courses} co on co.id = ci.course_id
  cross join lateral (
    select sum(co2.price_paise) as total_paise,
      sum(coalesce(co2.discounted_price_paise, co2.price_paise)) as sale_paise
    from ${cartItems} ci2 join ${courses} co2 on co2.id = ci2.course_id
    where ci2.user_id = c.user_id) totals`;
export const CART_ITEM_KEYSET: Keyset = {
  time: sql`c.updated_at`,
  id: sql`(c.user_id::text || ':' || ci.course_id)`,
  idType: 'text',
};

/**
 * An order with the money given back and why it failed: small lateral reads by the order's id (an
 * index lookup each), so a page of 100 costs 100 of them whatever the filter. What it bought is on
 * the order itself (course_names).
 */
export const ORDER_FROM = sql`from ${orders} o
  join ${users} u on u.id = o.user_id
  left join lateral (
    select sum(r.amount_paise) filter (where r.status <> 'failed') as refunded_paise,
      (array_agg(r.status order by r.created_at desc))[1] as status,
      (array_agg(r.reason order by r.created_at desc))[1] as reason
    from ${refunds} r where r.order_id = o.id) refund on true
  left join lateral (
    select coalesce(
        pe.payload #>> '{payload,payment,entity,error_description}',
        pe.payload ->> 'description',
        pe.payload ->> 'reason') as reason
    from ${paymentEvents} pe
    where pe.order_id = o.id and pe.event_type in ('payment.failed', 'payment.failed.reported')
    order by pe.received_at desc limit 1) failure on true`;

/**
 * The same for the CSV of every order: refunds and failures grouped once and hash-joined (both are
 * few next to the orders), instead of a million index lookups.
 */
export const ORDER_EXPORT_FROM = sql`from ${orders} o
  join ${users} u on u.id = o.user_id
  left join (
    select r.order_id, sum(r.amount_paise) filter (where r.status <> 'failed') as refunded_paise,
      (array_agg(r.status order by r.created_at desc))[1] as status,
      (array_agg(r.reason order by r.created_at desc))[1] as reason
    from ${refunds} r group by r.order_id) refund on refund.order_id = o.id
  left join (
    select distinct on (pe.order_id) pe.order_id, coalesce(
        pe.payload #>> '{payload,payment,entity,error_description}',
        pe.payload ->> 'description',
        pe.payload ->> 'reason') as reason
    from ${paymentEvents} pe
    where pe.event_type in ('payment.failed', 'payment.failed.reported')
    order by pe.order_id, pe.received_at desc) failure on failure.order_id = o.id`;

/** The order's mobile number, else the learner's. */
export const ORDER_MOBILE = sql`coalesce(nullif(o.mobile_number, ''), u.mobile_number)`;

export type OrderListRow = {
  id: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  user_id: string;
  name: string;
  email: string;
  mobile_number: string;
  names: string[] | null;
  list_total_paise: number;
  coupon_code: string | null;
  amount_paise: number;
  status: string;
  refunded_paise: number;
  refund_status: string | null;
  refund_reason: string | null;
  failure_reason: string | null;
  created_at: string;
  paid_at: string | null;
};

export function listOrders(db: Executor, page: PageRequest) {
  return pageRows<OrderListRow>(db, {
    ...page,
    select: sql`o.id, o.provider_order_id, o.provider_payment_id, o.user_id, u.name, u.email,
      ${ORDER_MOBILE} as mobile_number, o.course_names as names, o.list_total_paise, o.coupon_code,
      o.amount_paise, o.status, coalesce(refund.refunded_paise, 0)::int as refunded_paise,
      refund.status as refund_status, refund.reason as refund_reason,
      failure.reason as failure_reason, ${iso(sql`o.created_at`)} as created_at,
      ${iso(sql`o.paid_at`)} as paid_at`,
    from: ORDER_FROM,
    keyset: ORDER_KEYSET,
  });
}
