import { boolean, integer, pgTable, text, timestamp, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The catalogue: the price authority for carts, quotes and orders. Money in integer paise. */
export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    category: text('category').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('courses_price_positive', sql`${t.pricePaise} >= 0`),
    check(
      'courses_discount_not_above_price',
      sql`${t.discountedPricePaise} is null or (${t.discountedPricePaise} >= 0 and ${t.discountedPricePaise} <= ${t.pricePaise})`,
    ),
  ],
);
export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
