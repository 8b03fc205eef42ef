import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox's own books (its orders, payments and refunds), in the database so that a
 * payment captured in the sandbox survives a crash of the server, as it would at Razorpay.
 * Empty wherever real Razorpay keys are configured.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  amountPaid: integer('amount_paid').notNull().default(0),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  status: text('status').notNull().default('created'),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull().default('upi'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_payments_order_idx').on(t.orderId),
    // An order is captured once, as at Razorpay.
    uniqueIndex('sandbox_payments_one_capture')
      .on(t.orderId)
      .where(sql`${t.status} in ('captured', 'refunded')`),
  ],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_refunds_payment_idx').on(t.paymentId),
    uniqueIndex('sandbox_refunds_idempotency_unique').on(t.idempotencyKey),
  ],
);

/** The sandbox's payment links (Razorpay's `plink_…`): one payment each, then paid. */
export const sandboxPaymentLinks = pgTable(
  'sandbox_payment_links',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    referenceId: text('reference_id').notNull(),
    description: text('description').notNull(),
    customer: jsonb('customer').$type<Record<string, string>>().notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    callbackUrl: text('callback_url'),
    expireBy: integer('expire_by').notNull(),
    status: text('status').notNull().default('created'),
    /** The order and payment a paid link made. */
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Razorpay refuses a second link with the same reference id.
  (t) => [uniqueIndex('sandbox_payment_links_reference_unique').on(t.referenceId)],
);
