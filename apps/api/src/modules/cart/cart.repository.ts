import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { cartItems, carts } from './cart.table';

export async function ensureCart(db: Executor, userId: string): Promise<void> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
}

export async function addCartItems(
  db: Executor,
  userId: string,
  courseIds: readonly string[],
): Promise<void> {
  if (courseIds.length === 0) return;
  await ensureCart(db, userId);
  await db
    .insert(cartItems)
    .values(courseIds.map((courseId) => ({ userId, courseId })))
    .onConflictDoNothing();
  await db
    .update(carts)
    .set({ paidFor: false, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}

export async function removeCartItem(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)));
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}

export async function findCart(db: Executor, userId: string) {
  const [cart] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  const items = await db
    .select({ courseId: cartItems.courseId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.courseId));
  return { cart, courseIds: items.map((i) => i.courseId) };
}

/** After a paid order: the paid programs leave the cart, which is marked paid for. */
