import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, refunds } from '../payments';
import { users } from '../users';

/**
 * A learner's (or ADMIN's) request to refund an order, priced by the published policy when it was
 * made. open -> approved (a refund row is created, sent through the provider) | rejected.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('open'),
    reason: text('reason').notNull(),
    /** What the policy gave when the request was made, and the rule that gave it. */
    policyAmountPaise: integer('policy_amount_paise').notNull(),
    policyRule: text('policy_rule').notNull(),
    /** The approved amount; null until approved. */
    amountPaise: integer('amount_paise'),
    decisionCode: text('decision_code'),
    decisionNote: text('decision_note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The refund the approval created. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per order, whatever two tabs do.
    uniqueIndex('refund_requests_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    index('refund_requests_created_idx').on(t.createdAt, t.id),
    index('refund_requests_order_idx').on(t.orderId),
    uniqueIndex('refund_requests_refund_unique').on(t.refundId),
    check('refund_requests_status_valid', sql`${t.status} in ('open', 'approved', 'rejected')`),
    check('refund_requests_policy_nonnegative', sql`${t.policyAmountPaise} >= 0`),
    check('refund_requests_amount_positive', sql`${t.amountPaise} is null or ${t.amountPaise} > 0`),
  ],
);
export type RefundRequestRow = typeof refundRequests.$inferSelect;
