import { sql, type SQL } from 'drizzle-orm';
import {
  dayEnd,
  dayStart,
  type CartFilter,
  type PaymentFilter,
  type UserFilter,
} from '@kaksha/shared';
import type { Keyset } from '../../infra/staff-lists/keyset';
import { cartItems } from '../cart';
import { enrolments } from '../payments';
import { users } from '../users';

/**
 * The WHERE conditions of each sales list, shared by its pages and its CSV export so the file is
 * exactly the filtered list. Values go in as bind parameters (or inlined, escaped literals for
 * COPY); they were validated by the shared schemas first.
 */

function dateRange(column: SQL, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${dayStart(from).toISOString()}::timestamptz`);
  if (to) conditions.push(sql`${column} < ${dayEnd(to).toISOString()}::timestamptz`);
  return conditions;
}

export const USER_KEYSET: Keyset = { time: sql`u.created_at`, id: sql`u.id`, idType: 'uuid' };
export const CART_KEYSET: Keyset = { time: sql`c.updated_at`, id: sql`c.user_id`, idType: 'uuid' };
export const ORDER_KEYSET: Keyset = { time: sql`o.created_at`, id: sql`o.id`, idType: 'uuid' };

export function userConditions(filter: UserFilter): SQL[] {
  const conditions = dateRange(sql`u.created_at`, filter.from, filter.to);
  if (filter.email) conditions.push(sql`lower(u.email) = ${filter.email}`);
  if (filter.mobile) conditions.push(sql`u.mobile_number = ${filter.mobile}`);
  if (filter.role) conditions.push(sql`u.role = ${filter.role}`);
  return conditions;
}

/** A cart is active while it holds a program its owner is not enrolled in (not paid for). */
const HAS_UNPAID_ITEM = sql`exists (
  select 1 from ${cartItems} ci
  where ci.user_id = c.user_id
    and not exists (select 1 from ${enrolments} e where e.user_id = ci.user_id and e.course_id = ci.course_id))`;

export function cartConditions(filter: CartFilter): SQL[] {
  const conditions = dateRange(sql`c.updated_at`, filter.from, filter.to);
  if (filter.email) conditions.push(sql`lower(u.email) = ${filter.email}`);
  if (filter.mobile) conditions.push(sql`u.mobile_number = ${filter.mobile}`);
  if (filter.status === 'active') conditions.push(HAS_UNPAID_ITEM);
  if (filter.status === 'paid') conditions.push(sql`c.paid_for`);
  // An empty cart is nobody's business: the console lists carts with something in them.
  conditions.push(sql`exists (select 1 from ${cartItems} ci where ci.user_id = c.user_id)`);
  return conditions;
}

export function orderConditions(filter: PaymentFilter): SQL[] {
  const conditions = dateRange(sql`o.created_at`, filter.from, filter.to);
  // Through the users' indexes: the e-mail or mobile finds the learner, then their orders.
  if (filter.email)
    conditions.push(
      sql`o.user_id in (select id from ${users} where lower(email) = ${filter.email})`,
    );
  if (filter.mobile)
    conditions.push(
      sql`(o.mobile_number = ${filter.mobile} or o.user_id in (select id from ${users} where mobile_number = ${filter.mobile}))`,
    );
  if (filter.status) conditions.push(sql`o.status = ${filter.status}`);
  return conditions;
}
