import {
  COUPON_MESSAGES as M,
  cartTotalPaise,
  toRupees,
  type CouponType,
  type CouponValidation,
  type PricedItem,
} from '@kaksha/shared';
import type { Executor } from '../../infra/database/database';
import { tooManyRequests } from '../../core/app-error';
import type { InvalidationBus } from '../../infra/invalidation/invalidation-bus';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { addressGroup } from '../../infra/rate-limit/client-address';
import { createCouponAdmin, type ListRedemptions } from './coupon-admin.service';
import { judgeCoupon, displayValue, type CouponVerdict } from './coupon-rules';
import { countUserRedemptions, findCouponByCode } from './coupons.repository';
import { createCouponLookupCache, createLimitedAddressMemo } from './coupon-lookup-cache';
import type { CouponRow } from './coupons.table';

export function createCouponsService(deps: {
  db: Executor;
  rateLimiter: RateLimiter;
  bus: InvalidationBus;
  attemptsPerMinute: number;
  listRedemptions: ListRedemptions;
  now?: () => Date;
}) {
  const { db, rateLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const guessRule = { limit: deps.attemptsPerMinute, windowSeconds: 60 };

  const lookups = createCouponLookupCache({ bus: deps.bus });
  const limited = createLimitedAddressMemo();

  /** Guessing guard: misses are counted per client address, and a limited address is refused outright. */
  const tooManyGuesses = (retryAfter: number) =>
    tooManyRequests('TOO_MANY_COUPON_ATTEMPTS', M.tooManyTries, retryAfter);
  function assertNotGuessing(clientAddress: string) {
    const retryAfter = limited.retryAfterSeconds(`coupon:address:${addressGroup(clientAddress)}`);
    if (retryAfter !== null) throw tooManyGuesses(retryAfter);
  }
  async function recordMiss(clientAddress: string) {
    const key = `coupon:address:${addressGroup(clientAddress)}`;
    const state = await rateLimiter.hit(key, guessRule);
    if (state.count >= guessRule.limit) limited.remember(key, state.retryAfterSeconds);
    // Over the limit already (counted by another instance, whose memo this one had not learnt):
    // this guess is refused too.
    if (state.isLimited) throw tooManyGuesses(state.retryAfterSeconds);
  }
  async function findByCode(code: string, fresh: boolean): Promise<CouponRow | undefined> {
    if (fresh) return findCouponByCode(db, code);
    return (await lookups.lookUp(code, () => findCouponByCode(db, code))) ?? undefined;
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
        ? cartTotalPaise(items, null) - cartTotalPaise(items, verdict.terms)
        : 0;
      return {
        validated: true,
        percentage: displayValue(row),
        type: row.type as CouponType,
        discount: toRupees(discountPaise),
        message: verdict.message,
      };
    },

    ...createCouponAdmin({ db, now, bus: deps.bus, listRedemptions: deps.listRedemptions }),
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
