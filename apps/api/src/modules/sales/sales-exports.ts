import { sql } from 'drizzle-orm';
import {
  SALES_CSV_COLUMNS,
  type CartFilter,
  type PaymentFilter,
  type UserFilter,
} from '@kaksha/shared';
import {
  csvBool,
  csvNumber,
  csvRupees,
  csvText,
  csvTime,
  type CsvSource,
} from '../../infra/staff-lists/csv-export';
import { sortOrderOf } from '../../infra/staff-lists/keyset';
import {
  cartConditions,
  orderConditions,
  USER_KEYSET,
  ORDER_KEYSET,
  userConditions,
} from './sales-filters';
import {
  CART_ITEM_FROM,
  CART_ITEM_KEYSET,
  ORDER_EXPORT_FROM,
  ORDER_MOBILE,
  PROGRAM_COUNT,
  USER_FROM,
} from './sales.repository';

/** The CSV of each sales list: the same FROM and filters as its pages, cells formatted in SQL. */

export function usersCsv(filter: UserFilter): CsvSource {
  return {
    header: SALES_CSV_COLUMNS.users,
    cells: [
      sql`u.id::text`,
      csvText(sql`u.name`),
      csvText(sql`u.email`),
      csvText(sql`u.mobile_number`),
      csvText(sql`u.college_name`),
      csvText(sql`u.stream`),
      sql`u.role`,
      csvBool(sql`u.is_email_verified`),
      csvNumber(PROGRAM_COUNT),
      csvTime(sql`u.created_at`),
    ],
    from: USER_FROM,
    where: userConditions(filter),
    keyset: USER_KEYSET,
    order: sortOrderOf(filter.sort),
  };
}

export function cartsCsv(filter: CartFilter): CsvSource {
  return {
    header: SALES_CSV_COLUMNS.carts,
    cells: [
      sql`c.user_id::text`,
      csvText(sql`co.id`),
      csvText(sql`co.name`),
      csvRupees(sql`co.price_paise`),
      csvBool(sql`c.paid_for`),
      csvRupees(sql`totals.total_paise`),
      csvRupees(sql`totals.sale_paise`),
      csvText(sql`u.email`),
    ],
    from: CART_ITEM_FROM,
    where: cartConditions(filter),
    keyset: CART_ITEM_KEYSET,
    order: sortOrderOf(filter.sort),
  };
}

export function paymentsCsv(filter: PaymentFilter): CsvSource {
  return {
    header: SALES_CSV_COLUMNS.payments,
    cells: [
      sql`o.id::text`,
      sql`o.provider_order_id`,
      sql`o.provider_payment_id`,
      csvText(sql`u.name`),
      csvText(sql`u.email`),
      csvText(ORDER_MOBILE),
      csvText(sql`array_to_string(o.course_names, '; ')`),
      csvRupees(sql`o.list_total_paise`),
      csvText(sql`o.coupon_code`),
      csvRupees(sql`o.amount_paise`),
      csvRupees(sql`case when o.status = 'paid' then o.amount_paise else 0 end`),
      csvRupees(sql`coalesce(refund.refunded_paise, 0)`),
      sql`refund.status`,
      csvText(sql`refund.reason`),
      sql`o.status`,
      csvText(sql`failure.reason`),
      csvTime(sql`o.created_at`),
      csvTime(sql`o.paid_at`),
    ],
    from: ORDER_EXPORT_FROM,
    where: orderConditions(filter),
    keyset: ORDER_KEYSET,
    order: sortOrderOf(filter.sort),
  };
}
