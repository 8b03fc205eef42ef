import type { z } from 'zod';
import {
  COUPON_ADMIN_MESSAGES as A,
  COUPON_MESSAGES as M,
  toPaise,
  toRupees,
  type BulkRowError,
  type Coupon,
  type CouponPatch,
  type CouponRedemption,
  type couponGenerateSchema,
  type ValidCouponInput,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { isUniqueViolation } from '../../infra/database/postgres-errors';
import { AppError, notFound } from '../../core/app-error';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import { recordAudit } from '../audit';
import type { Caller } from '../../core/caller';
import {
  batchRefusal,
  checkCouponRows,
  courseIdsOf,
  unknownCourseErrors,
  unknownCourseMessage,
  type CheckedRow,
} from './coupon-batch';
import { drawFreshCodes, randomCouponCode } from './coupon-codes';
import { toCoupon, toCourseScope, toNewCoupon } from './coupon-mapping';
import {
  deleteCoupon,
  findCouponById,
  findKnownCourseIds,
  findTakenCodes,
  insertCoupons,
  listCoupons,
  lockCoupon,
  updateCoupon,
  type CouponLimits,
  type RedemptionRow,
} from './coupons.repository';
import type { CouponRow } from './coupons.table';

export type CouponGenerateRequest = z.output<typeof couponGenerateSchema>;

/** Attempts at a generated batch when another writer takes one of its codes meanwhile. */
const GENERATE_ATTEMPTS = 3;

const codeTaken = () => new AppError('COUPON_CODE_TAKEN', 409, M.codeTaken);
const couponNotFound = () => notFound('No such coupon', 'COUPON_NOT_FOUND');

/** Every coupon write empties the lookup caches of every instance as it commits (ADR 0011). */
const COUPONS_CHANGED = [{ cache: 'coupons' }] as const;

/**
 * Staff writes and reads of coupons. Every write is audited in its own transaction, which also
 * announces the change on the invalidation bus, so the next quote on any instance sees it.
 */
export type ListRedemptions = (
  couponId: string,
  page: { cursor?: string | undefined; limit: number },
) => Promise<{ rows: RedemptionRow[]; nextCursor: string | null }>;

export function createCouponAdmin(deps: {
  db: Executor;
  now: () => Date;
  bus: InvalidationBus;
  /** Uses of a coupon with their orders' amounts (the payments module owns orders). */
  listRedemptions: ListRedemptions;
}) {
  const { db, now, bus, listRedemptions } = deps;

  /** Inserts checked rows and one `coupon.create` entry each, all in one transaction. */
  async function insertAudited(caller: Caller, rows: ValidCouponInput[]): Promise<Coupon[]> {
    const at = now();
    return bus.transaction(db, COUPONS_CHANGED, async (tx) => {
      const inserted = await insertCoupons(
        tx,
        rows.map((c) => toNewCoupon(c, caller.id, at)),
      );
      const coupons = inserted.map(toCoupon);
      for (const coupon of coupons)
        await recordAudit(tx, caller, {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: coupon.id,
          after: coupon,
        });
      return coupons;
    });
  }

  async function courseErrors(rows: CheckedRow[], fieldPrefix = ''): Promise<BulkRowError[]> {
    const ids = courseIdsOf(rows);
    return ids.length
      ? unknownCourseErrors(rows, await findKnownCourseIds(db, ids), fieldPrefix)
      : [];
  }

  /** The resulting limits of a patch on `row`, checked against each other and the uses made. */
  async function limitsAfter(row: CouponRow, patch: CouponPatch, tx: Executor) {
    const changes: CouponLimits = {};
    if (patch.validFrom !== undefined)
      changes.validFrom = patch.validFrom ? new Date(patch.validFrom) : null;
    if (patch.validTo !== undefined)
      changes.validTo = patch.validTo ? new Date(patch.validTo) : null;
    if (patch.maxUses !== undefined) changes.maxUses = patch.maxUses;
    if (patch.perUserLimit !== undefined) changes.perUserLimit = patch.perUserLimit;
    if (patch.minOrderValue !== undefined)
      changes.minOrderPaise = patch.minOrderValue === null ? null : toPaise(patch.minOrderValue);
    if (patch.isActive !== undefined) changes.isActive = patch.isActive;
    if (patch.courseIds !== undefined) {
      const scope = toCourseScope(patch.courseIds);
      const known = await findKnownCourseIds(tx, scope ?? []);
      const unknown = scope?.find((id) => !known.has(id));
      if (unknown !== undefined)
        throw new AppError('UNKNOWN_COURSE', 400, unknownCourseMessage(unknown), {}, [
          { field: 'courseIds', message: unknownCourseMessage(unknown) },
        ]);
      changes.courseIds = scope;
    }

    const validFrom = changes.validFrom !== undefined ? changes.validFrom : row.validFrom;
    const validTo = changes.validTo !== undefined ? changes.validTo : row.validTo;
    if (validFrom && validTo && validTo <= validFrom)
      throw new AppError('COUPON_WINDOW', 400, M.windowOrder, {}, [
        { field: patch.validTo !== undefined ? 'validTo' : 'validFrom', message: M.windowOrder },
      ]);
    // Uses already reserved or confirmed stay valid; the check constraint would refuse it anyway.
    if (changes.maxUses != null && changes.maxUses < row.usedCount)
      throw new AppError('COUPON_LIMIT_BELOW_USES', 409, A.limitBelowUses, {}, [
        { field: 'maxUses', message: `${A.limitBelowUses} (${row.usedCount})` },
      ]);
    return changes;
  }

  return {
    async list(): Promise<Coupon[]> {
      return (await listCoupons(db)).map(toCoupon);
    },

    async create(caller: Caller, input: ValidCouponInput): Promise<Coupon> {
      const taken = await findTakenCodes(db, [input.couponCode]);
      if (taken.size > 0) throw codeTaken();
      const [bad] = await courseErrors([{ index: 0, coupon: input }]);
      if (bad) throw new AppError('UNKNOWN_COURSE', 400, bad.message, {}, [bad]);
      try {
        const [coupon] = await insertAudited(caller, [input]);
        return coupon!;
      } catch (error) {
        // Two staff adding the same code at once: the unique index answers for the loser.
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    /** All or nothing: every row is checked first, and any error refuses the whole batch. */
    async createMany(caller: Caller, rawRows: unknown[]): Promise<Coupon[]> {
      const { valid, errors } = checkCouponRows(rawRows);
      const taken = await findTakenCodes(
        db,
        valid.map((r) => r.coupon.couponCode),
      );
      for (const { index, coupon } of valid)
        if (taken.has(coupon.couponCode))
          errors.push({ index, field: 'couponCode', message: M.codeTaken });
      errors.push(...(await courseErrors(valid)));
      if (errors.length > 0) throw batchRefusal(errors, rawRows.length);
      try {
        return await insertAudited(
          caller,
          valid.map((r) => r.coupon),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
    },

    /** `count` random codes sharing one rule; a code someone else holds is replaced, never fatal. */
    async generate(caller: Caller, request: CouponGenerateRequest): Promise<Coupon[]> {
      const { count, prefix, length, rule } = request;
      const draw = () => randomCouponCode(prefix, length);
      // The rule is the same for every code, so are its problems: each is reported once.
      const sample = checkCouponRows(
        [draw()].map((couponCode) => ({ ...rule, couponCode })),
        'rule.',
      );
      const errors = [...sample.errors, ...(await courseErrors(sample.valid, 'rule.'))];
      if (errors.length > 0) throw batchRefusal(errors, count);

      for (let attempt = 1; ; attempt++) {
        const codes = await drawFreshCodes(count, draw, (c) => findTakenCodes(db, c));
        const { valid, errors: rowErrors } = checkCouponRows(
          codes.map((couponCode) => ({ ...rule, couponCode })),
          'rule.',
        );
        if (rowErrors.length > 0) throw batchRefusal(rowErrors, count);
        try {
          return await insertAudited(
            caller,
            valid.map((r) => r.coupon),
          );
        } catch (error) {
          // Another writer took one of the codes between the check and the insert: draw again.
          if (attempt < GENERATE_ATTEMPTS && isUniqueViolation(error)) continue;
          if (isUniqueViolation(error)) throw codeTaken();
          throw error;
        }
      }
    },

    async update(caller: Caller, id: string, patch: CouponPatch): Promise<Coupon> {
      return bus.transaction(db, COUPONS_CHANGED, async (tx) => {
        const current = await lockCoupon(tx, id);
        if (!current) throw couponNotFound();
        const row = (await updateCoupon(tx, id, await limitsAfter(current, patch, tx)))!;
        const before = toCoupon(current);
        const after = toCoupon(row);
        await recordAudit(tx, caller, {
          action: 'coupon.update',
          entityType: 'coupon',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await bus.transaction(db, COUPONS_CHANGED, async (tx) => {
        const current = await lockCoupon(tx, id);
        if (!current || !(await deleteCoupon(tx, id))) throw couponNotFound();
        await recordAudit(tx, caller, {
          action: 'coupon.delete',
          entityType: 'coupon',
          entityId: id,
          before: toCoupon(current),
        });
      });
    },

    async redemptions(
      id: string,
      page: { cursor?: string | undefined; limit: number },
    ): Promise<{ items: CouponRedemption[]; nextCursor: string | null }> {
      if (!(await findCouponById(db, id))) throw couponNotFound();
      const { rows, nextCursor } = await listRedemptions(id, page);
      const items = rows.map((r) => ({
        orderId: r.orderId,
        userId: r.userId,
        name: r.name,
        email: r.email,
        status: r.status as CouponRedemption['status'],
        amount: toRupees(r.amountPaise),
        listTotal: toRupees(r.listTotalPaise),
        createdAt: r.createdAt.toISOString(),
      }));
      return { items, nextCursor };
    },
  };
}
export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
