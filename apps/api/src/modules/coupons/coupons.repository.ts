import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../db/database';
import { couponRedemptions, coupons, type CouponRow } from './coupons.table';

export type NewCoupon = typeof coupons.$inferInsert;

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
    sql`select upper(code) as code from coupons where upper(code) in (${sql.join(
      codes.map((c) => sql`${c.toUpperCase()}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.code));
}

export async function deleteCoupon(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length === 1;
}

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
