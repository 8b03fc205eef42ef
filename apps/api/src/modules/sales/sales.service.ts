import {
  toRupees,
  type CartFilter,
  type CartListQuery,
  type PaymentFilter,
  type PaymentListQuery,
  type Role,
  type SalesCart,
  type SalesPayment,
  type SalesPaymentList,
  type SalesUser,
  type UserFilter,
  type UserListQuery,
} from '@kaksha/shared';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../../infra/database/database';
import { sortOrderOf } from '../../infra/staff-lists/keyset';
import { streamCsv } from '../../infra/staff-lists/csv-export';
import { cartConditions, orderConditions, userConditions } from './sales-filters';
import { cartsCsv, paymentsCsv, usersCsv } from './sales-exports';
import {
  listCarts,
  listOrders,
  listUsers,
  type CartCourseJson,
  type CartListRow,
  type OrderListRow,
  type UserListRow,
} from './sales.repository';

export type Page<T> = { items: T[]; nextCursor: string | null };

function toSalesUser(row: UserListRow): SalesUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobile_number,
    collegeName: row.college_name,
    stream: row.stream,
    role: row.role as Role,
    isEmailVerified: row.is_email_verified,
    programs: Number(row.programs),
    createdAt: row.created_at,
  };
}

function toSalesCart(row: CartListRow): SalesCart {
  const courses: CartCourseJson[] =
    typeof row.courses === 'string'
      ? (JSON.parse(row.courses) as CartCourseJson[])
      : (row.courses ?? []);
  return {
    userId: row.user_id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobile_number,
    courses: courses.map((c) => ({
      _id: c.id,
      name: c.name,
      price: toRupees(c.pricePaise),
      paid: c.paid,
    })),
    paidFor: row.paid_for,
    totalPrice: toRupees(courses.reduce((sum, c) => sum + c.pricePaise, 0)),
    totalDiscountedPrice: toRupees(courses.reduce((sum, c) => sum + c.salePaise, 0)),
    updatedAt: row.updated_at,
  };
}

function toSalesPayment(row: OrderListRow): SalesPayment {
  return {
    orderId: row.id,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobile_number,
    courses: row.names ?? [],
    listPrice: toRupees(row.list_total_paise),
    couponCode: row.coupon_code,
    amount: toRupees(row.amount_paise),
    amountPaid: row.status === 'paid' ? toRupees(row.amount_paise) : 0,
    refundedAmount: toRupees(Number(row.refunded_paise)),
    refundStatus: row.refund_status as SalesPayment['refundStatus'],
    refundReason: row.refund_reason,
    status: row.status as SalesPayment['status'],
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}

/** The sales console (SALES, ADMIN): paged lists and streamed CSV files of users, carts, payments. */
export function createSalesService({ database }: { database: DatabaseHandle }) {
  const { db } = database;
  return {
    async users(query: UserListQuery): Promise<Page<SalesUser>> {
      const page = await listUsers(db, {
        conditions: userConditions(query),
        cursor: query.cursor,
        limit: query.limit,
        order: sortOrderOf(query.sort),
      });
      return { items: page.rows.map(toSalesUser), nextCursor: page.nextCursor };
    },

    async carts(query: CartListQuery): Promise<Page<SalesCart>> {
      const page = await listCarts(db, {
        conditions: cartConditions(query),
        cursor: query.cursor,
        limit: query.limit,
        order: sortOrderOf(query.sort),
      });
      return { items: page.rows.map(toSalesCart), nextCursor: page.nextCursor };
    },

    async payments(query: PaymentListQuery): Promise<SalesPaymentList> {
      const page = await listOrders(db, {
        conditions: orderConditions(query),
        cursor: query.cursor,
        limit: query.limit,
        order: sortOrderOf(query.sort),
      });
      return {
        paymentResponseTypeList: page.rows.map(toSalesPayment),
        nextCursor: page.nextCursor,
      };
    },

    exportUsers: (filter: UserFilter): Readable => streamCsv(database, usersCsv(filter)),
    exportCarts: (filter: CartFilter): Readable => streamCsv(database, cartsCsv(filter)),
    exportPayments: (filter: PaymentFilter): Readable => streamCsv(database, paymentsCsv(filter)),
  };
}
export type SalesService = ReturnType<typeof createSalesService>;
