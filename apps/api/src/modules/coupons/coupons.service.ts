import {
  COUPON_MESSAGES as M,
  couponInputSchema,
  priceCart,
  toPaise,
  toRupees,
  type Coupon,
  type CouponType,
  type CouponValidation,
  type PricedItem,
  type ValidCouponInput,
} from '@kaksha/shared';
import type { Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { judgeCoupon, displayValue, type CouponVerdict } from './coupon-rules';
import {
  countUserRedemptions,
  deleteCoupon,
  findCouponByCode,
  findTakenCodes,
  insertCoupons,
  listCoupons,
  type NewCoupon,
} from './coupons.repository';
import { createCouponLookupCache, createLimitedAddressMemo } from './coupon-lookup-cache';
import type { CouponRow } from './coupons.table';
import { isUniqueViolation } from '../../db/postgres-errors';

const SEASON_DAYS = 30;

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    couponCode: row.code,
    percentage: displayValue(row),
    type: row.type as CouponType,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    maxUses: row.maxUses,
    perUserLimit: row.perUserLimit,
    minOrderValue: row.minOrderPaise === null ? null : toRupees(row.minOrderPaise),
    courseIds: row.courseIds,
    isActive: row.isActive,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toNewCoupon(input: ValidCouponInput, createdBy: string, now: Date): NewCoupon {
  // A seasonal coupon without dates runs for a season from today.
  const isSeasonal = input.type === 'seasonal';
  const validFrom = input.validFrom ? new Date(input.validFrom) : isSeasonal ? now : null;
  const validTo = input.validTo
    ? new Date(input.validTo)
    : isSeasonal
      ? new Date(now.getTime() + SEASON_DAYS * 86_400_000)
      : null;
  return {
    code: input.couponCode,
    type: input.type,
    valueHundredths: Math.round(input.percentage * 100),
    validFrom,
    validTo,
    maxUses: input.maxUses ?? null,
    perUserLimit: input.perUserLimit ?? null,
    minOrderPaise: input.minOrderValue == null ? null : toPaise(input.minOrderValue),
    courseIds: input.courseIds?.length ? input.courseIds.map((id) => id.toLowerCase()) : null,
    isActive: input.isActive,
    createdBy,
  };
}

export type BulkRowError = { index: number; field?: string; message: string };

export function createCouponsService(deps: {
  db: Executor;
  rateLimiter: RateLimiter;
  attemptsPerMinute: number;
  now?: () => Date;
}) {
  const { db, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const guessRule = { limit: deps.attemptsPerMinute, windowSeconds: 60 };

  const lookups = createCouponLookupCache();
  const limited = createLimitedAddressMemo();

  /** Guessing guard: misses are counted per client address, and a limited address is refused outright. */
  function assertNotGuessing(clientAddress: string) {
    const retryAfter = limited.retryAfterSeconds(`coupon:address:${clientAddress}`);
    if (retryAfter !== null)
      throw new AppError('TOO_MANY_COUPON_ATTEMPTS', 429, M.tooManyTries, {
        'Retry-After': String(retryAfter),
      });
  }
  async function recordMiss(clientAddress: string) {
    const key = `coupon:address:${clientAddress}`;
    const state = await rateLimiter.hit(key, guessRule);
    if (state.count >= guessRule.limit) limited.remember(key, state.retryAfterSeconds);
  }
  async function findByCode(code: string, fresh: boolean): Promise<CouponRow | undefined> {
    const cached = fresh ? undefined : lookups.get(code);
    if (cached !== undefined) return cached ?? undefined;
    const row = await findCouponByCode(db, code);
    lookups.set(code, row ?? null);
    return row;
  }

  return {
    /**
     * Judges a code against a cart (and the caller's past uses when known). `fresh` reads the row
     * from the database (orders); otherwise a lookup up to two seconds old may answer (quotes).
     */
    async assess(
      code: string,
      clientAddress: string,
      ctx: { items?: readonly PricedItem[]; userId?: string | null; fresh?: boolean },
    ): Promise<{ row: CouponRow | undefined; verdict: CouponVerdict }> {
      assertNotGuessing(clientAddress);
      const row = await findByCode(code, ctx.fresh ?? false);
      if (!row) await recordMiss(clientAddress);
      const userUses =
        row && ctx.userId && row.perUserLimit !== null
          ? await countUserRedemptions(db, row.id, ctx.userId)
          : undefined;
      return { row, verdict: judgeCoupon(row, { now: now(), items: ctx.items, userUses }) };
    },

    async validate(
      code: string,
      clientAddress: string,
      items?: readonly PricedItem[],
    ): Promise<CouponValidation> {
      const { row, verdict } = await this.assess(code, clientAddress, { items });
      if (!row || !verdict.isValid) {
        return {
          validated: false,
          percentage: 0,
          type: (row?.type as CouponType | undefined) ?? null,
          discount: 0,
          message: verdict.message,
        };
      }
      const discountPaise = items
        ? priceCart(items, null).totalPaise - priceCart(items, verdict.terms).totalPaise
        : 0;
      return {
        validated: true,
        percentage: displayValue(row),
        type: row.type as CouponType,
        discount: toRupees(discountPaise),
        message: verdict.message,
      };
    },

    async list(): Promise<Coupon[]> {
      return (await listCoupons(db)).map(toCoupon);
    },

    async create(input: ValidCouponInput, createdBy: string): Promise<Coupon> {
      const taken = await findTakenCodes(db, [input.couponCode]);
      if (taken.size > 0) throw new AppError('COUPON_CODE_TAKEN', 409, M.codeTaken);
      try {
        const [row] = await insertCoupons(db, [toNewCoupon(input, createdBy, now())]);
        lookups.clear();
        return toCoupon(row!);
      } catch (error) {
        // Two staff adding the same code at once: the unique index answers for the loser.
        if (isUniqueViolation(error)) throw new AppError('COUPON_CODE_TAKEN', 409, M.codeTaken);
        throw error;
      }
    },

    /** All or nothing: every row is checked first, and any error refuses the whole batch. */
    async createMany(rawRows: unknown[], createdBy: string): Promise<Coupon[]> {
      const errors: BulkRowError[] = [];
      const valid: ValidCouponInput[] = [];
      const seen = new Map<string, number>();
      rawRows.forEach((raw, index) => {
        const parsed = couponInputSchema.safeParse(raw);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          errors.push({
            index,
            field: issue?.path.join('.') || undefined,
            message: issue?.message ?? 'Invalid coupon',
          });
          return;
        }
        const earlier = seen.get(parsed.data.couponCode);
        if (earlier !== undefined)
          errors.push({
            index,
            field: 'couponCode',
            message: `${M.codeTaken} (same as row ${earlier + 1})`,
          });
        seen.set(parsed.data.couponCode, index);
        valid.push(parsed.data);
      });
      const taken = await findTakenCodes(
        db,
        valid.map((c) => c.couponCode),
      );
      rawRows.forEach((_raw, index) => {
        const code = valid.find((c) => seen.get(c.couponCode) === index)?.couponCode;
        if (code && taken.has(code))
          errors.push({ index, field: 'couponCode', message: M.codeTaken });
      });
      if (errors.length > 0) {
        errors.sort((a, b) => a.index - b.index);
        throw new AppError(
          'BULK_INVALID',
          400,
          `${errors.length} of ${rawRows.length} coupons are invalid; none were added.`,
          {},
          errors,
        );
      }
      try {
        const at = now();
        const rows = await db.transaction((tx) =>
          insertCoupons(
            tx,
            valid.map((c) => toNewCoupon(c, createdBy, at)),
          ),
        );
        lookups.clear();
        return rows.map(toCoupon);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('COUPON_CODE_TAKEN', 409, M.codeTaken);
        throw error;
      }
    },

    async remove(id: string): Promise<void> {
      const didDelete = await deleteCoupon(db, id);
      lookups.clear();
      if (!didDelete) throw notFound('No such coupon', 'COUPON_NOT_FOUND');
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
