import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from '../catalog/catalog.table';
import { coupons } from '../coupons/coupons.table';
import { users } from '../users/users.table';

export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order with the price snapshot the server computed; the provider is paid exactly `amountPaise`. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    listTotalPaise: integer('list_total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    mobileNumber: text('mobile_number').notNull().default(''),
    provider: text('provider').notNull().default('razorpay'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    clientAmountPaise: integer('client_amount_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('orders_provider_payment_unique').on(t.providerPaymentId),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_idx').on(t.status, t.createdAt),
    index('orders_mobile_idx').on(t.mobileNumber),
    check('orders_status_valid', sql`${t.status} in ('created', 'attempted', 'paid', 'failed')`),
    check(
      'orders_amount_nonnegative',
      sql`${t.amountPaise} >= 0 and ${t.amountPaise} <= ${t.listTotalPaise}`,
    ),
    check('orders_paid_has_time', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    listPaise: integer('list_paise').notNull(),
    salePaise: integer('sale_paise').notNull(),
    finalPaise: integer('final_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.courseId] })],
);

/** One enrolment per learner and program, whatever happens twice. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId),
    index('enrolments_order_idx').on(t.orderId),
  ],
);

/** What the provider and the browser told us: webhooks (deduplicated by event id) and failure reports. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    eventType: text('event_type').notNull(),
    providerEventId: text('provider_event_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.providerEventId),
    index('payment_events_order_idx').on(t.orderId),
  ],
);
