import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    type: text('type').notNull(),
    /** Percent x 100 for percent types (15% -> 1500); paise for fixed (Rs 99.99 -> 9999); 0 for free shipping. */
    valueHundredths: integer('value_hundredths').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit'),
    minOrderPaise: integer('min_order_paise'),
    courseIds: text('course_ids').array(),
    isActive: boolean('is_active').notNull().default(true),
    /** Reserved plus confirmed uses; the guarded increment is what makes a single-use coupon single-use. */
    usedCount: integer('used_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_unique').on(sql`upper(${t.code})`),
    check(
      'coupons_type_valid',
      sql`${t.type} in ('percentage', 'fixed', 'free-shipping', 'bogo', 'seasonal')`,
    ),
    check('coupons_value_nonnegative', sql`${t.valueHundredths} >= 0`),
    check('coupons_used_within_max', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
    check('coupons_used_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** One use of a coupon by an order: reserved at order time, confirmed when paid, released otherwise. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    status: text('status').notNull().default('reserved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    check(
      'coupon_redemptions_status_valid',
      sql`${t.status} in ('reserved', 'confirmed', 'released')`,
    ),
  ],
);
