import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons } from '../coupons';
import { users } from '../users';

/** A priced line of a link, fixed when it was sent (the price the recipient was offered). */
export type PaymentLinkItem = {
  courseId: string;
  name: string;
  listPaise: number;
  salePaise: number;
  finalPaise: number;
  batchId: string | null;
  batchName: string | null;
};

/**
 * Payment links sent by sales staff: the offer (programs, batches, server price, recipient) and
 * the provider's link. The order (`order_id`, the provider's `reference_id`) is made in the
 * transaction that settles the payment, for the recipient's account (made then if there is none).
 * created -> sent -> paid | expired | cancelled; `opened_at` records the first open of our link.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().defaultRandom(),
    providerLinkId: text('provider_link_id'),
    providerUrl: text('provider_url'),
    status: text('status').notNull().default('created'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientMobile: text('recipient_mobile').notNull(),
    items: jsonb('items').$type<PaymentLinkItem[]>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    listTotalPaise: integer('list_total_paise').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sendCount: integer('send_count').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the reconciler last asked the provider about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_order_unique').on(t.orderId),
    uniqueIndex('payment_links_provider_unique').on(t.providerLinkId),
    index('payment_links_created_idx').on(t.createdAt, t.id),
    index('payment_links_open_idx')
      .on(t.status, t.checkedAt)
      .where(sql`${t.status} in ('created', 'sent')`),
    index('payment_links_email_idx').on(sql`lower(${t.recipientEmail})`),
    check(
      'payment_links_status_valid',
      sql`${t.status} in ('created', 'sent', 'paid', 'expired', 'cancelled')`,
    ),
    check('payment_links_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
