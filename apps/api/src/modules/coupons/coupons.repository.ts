import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/database/database';
import { queryRows } from '../../infra/database/database';
import { courses } from '../catalog';
import { couponRedemptions, coupons, type CouponRow } from './coupons.table';

export type NewCoupon = typeof coupons.$inferInsert;
/** The limits staff may change after a coupon is made (code, type and value stay). */
export type CouponLimits = Partial<
  Pick<
    NewCoupon,
    | 'validFrom'
    | 'validTo'
    | 'maxUses'
    | 'perUserLimit'
    | 'minOrderPaise'
    | 'courseIds'
    | 'isActive'
  >
>;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** Inserts coupons; answers the codes that were already taken (the unique index decides). */
export async function insertCoupons(db: Executor, rows: NewCoupon[]): Promise<CouponRow[]> {
  return db.insert(coupons).values(rows).returning();
}

export async function findTakenCodes(db: Executor, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select upper(code) as code from ${coupons} where upper(code) in (${sql.join(
      codes.map((c) => sql`${c.toUpperCase()}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.code));
}

export async function findCouponById(db: Executor, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

/** The row, locked until the transaction ends: reservations of a use wait for the change. */
export async function lockCoupon(db: Executor, id: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1);
  return row;
}

export async function updateCoupon(
  db: Executor,
  id: string,
  changes: CouponLimits,
): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
  return row;
}

export async function deleteCoupon(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length === 1;
}

/** The ids among `ids` that name a course of the catalogue (active or not). */
export async function findKnownCourseIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** A use of a coupon with who made it and what its order charged (read by the payments module). */
export type RedemptionRow = {
  orderId: string;
  userId: string;
  name: string;
  email: string;
  status: string;
  amountPaise: number;
  listTotalPaise: number;
  createdAt: Date;
};

export async function countUserRedemptions(
  db: Executor,
  couponId: string,
  userId: string,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${couponRedemptions}
        where coupon_id = ${couponId} and user_id = ${userId} and status = 'confirmed'`,
  );
  return rows[0]?.n ?? 0;
}
