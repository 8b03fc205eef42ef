import { sql } from 'drizzle-orm';
import type { Billing } from '@kaksha/shared';
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
import { courses } from '../catalog';
import { coupons } from '../coupons';
import { batches } from '../batches';
import { users } from '../users';

/**
 * created -> attempted -> paid | failed; created/attempted -> cancelled when the learner starts
 * another checkout (a cancelled or failed order that is captured after all still settles).
 */
export const ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'cancelled'] as const;
/** Statuses of an order that may still be paid from the learner's open checkout. */
export const OPEN_ORDER_STATUSES = ['created', 'attempted'] as const;
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
    /** The programs' names, sorted (a copy of order_items, which never change): the sales list and CSV read it without a join. */
    courseNames: text('course_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobileNumber: text('mobile_number').notNull().default(''),
    provider: text('provider').notNull().default('razorpay'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    clientAmountPaise: integer('client_amount_paise'),
    /** `checkout` (the learner's cart) or `payment_link` (sent by sales staff; made when paid). */
    source: text('source').notNull().default('checkout'),
    /** Who the tax invoice is made out to and the place of supply (checkout's billing details). */
    billing: jsonb('billing').$type<Billing>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_order_unique').on(t.providerOrderId),
    // Partial, so that PostgreSQL does not treat provider_payment_id as a key column: settling an
    // order (which sets it) then takes a no-key-update lock, compatible with the key-share locks that
    // concurrent inserts of the order's events, enrolments and refunds hold through their foreign
    // keys. As a plain unique index it made two deliveries of one payment deadlock.
    uniqueIndex('orders_provider_payment_unique')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The sales console's keyset: newest (or oldest) first, id as the tie-break.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_pending_idx').on(t.status, t.createdAt),
    index('orders_mobile_idx').on(t.mobileNumber),
    // One open checkout per learner: two tabs (or two racing requests) cannot both leave an order
    // open; the database refuses the second insert, whatever the interleaving. A payment link's
    // order is its own: it is made in the transaction that pays it.
    uniqueIndex('orders_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} in ('created', 'attempted') and ${t.source} = 'checkout'`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('created', 'attempted', 'paid', 'failed', 'cancelled')`,
    ),
    check(
      'orders_amount_nonnegative',
      sql`${t.amountPaise} >= 0 and ${t.amountPaise} <= ${t.listTotalPaise}`,
    ),
    check('orders_source_valid', sql`${t.source} in ('checkout', 'payment_link')`),
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
    /** The batch this line buys a seat in (null for orders made before batches). */
    batchId: uuid('batch_id').references(() => batches.id),
    /**
     * The line's seat in its batch: `held` while the order is open (counted in seats_taken),
     * `released` when the order failed, expired or was superseded (no longer counted), `confirmed`
     * when paid and enrolled, `surplus` when paid but not enrolled (already owned, refunded) until
     * its seat is given back. Null for lines without a batch.
     */
    seatStatus: text('seat_status'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.courseId] }),
    check(
      'order_items_seat_status_valid',
      sql`${t.seatStatus} is null or ${t.seatStatus} in ('held', 'released', 'confirmed', 'surplus')`,
    ),
    index('order_items_batch_seat_idx').on(t.batchId, t.seatStatus),
  ],
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
    /** The batch the learner is placed in; its seat is counted in batches.seats_taken. */
    batchId: uuid('batch_id').references(() => batches.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId),
    index('enrolments_batch_idx').on(t.batchId),
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

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back through the provider: a capture for programs the learner already owned (two
 * checkouts paid before we knew), or a second capture. One per provider payment, created in the
 * same statement as the settlement that found it, then sent to the provider with its id as the
 * idempotency key until the provider confirms it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    courseIds: text('course_ids').array().notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Bumped when staff retry a refund the provider failed: the next idempotency key is new. */
    generation: integer('generation').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // One automatic refund per capture (a duplicate, or lines already owned); refunds staff approve
    // are partial refunds of the same payment and may be several.
    uniqueIndex('refunds_provider_payment_unique')
      .on(t.providerPaymentId)
      .where(sql`${t.reason} in ('already_enrolled', 'batch_full')`),
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_status_valid', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;
