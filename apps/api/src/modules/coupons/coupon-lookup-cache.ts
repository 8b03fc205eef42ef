import type { InvalidationSource } from '../../infra/invalidation/invalidation-bus';
import type { CouponRow } from './coupons.table';

const MAX_ENTRIES = 10_000;

/**
 * Coupon rows by upper-cased code, kept for `ttlMs`, for the advisory checks (validate, quote) that
 * run on every keystroke of a cart page. Orders always read fresh rows, and the reservation itself
 * is a conditional update, so a stale entry can never grant a discount. Unknown codes are cached
 * too (as `null`), so a guesser costs no reads; their misses are still counted by the limiter.
 * Every coupon write, on any instance, empties it through the invalidation bus (ADR 0011).
 */
export function createCouponLookupCache(options: { bus: InvalidationSource; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? 2_000;
  const entries = new Map<string, { row: CouponRow | null; at: number }>();
  /** Bumped by every drop: a read that started before one may have seen the old row. */
  let generation = 0;
  options.bus.subscribe('coupons', () => {
    generation += 1;
    entries.clear();
  });

  function cached(code: string): CouponRow | null | undefined {
    const entry = entries.get(code);
    if (!entry) return undefined;
    if (Date.now() - entry.at >= ttlMs) {
      entries.delete(code);
      return undefined;
    }
    return entry.row;
  }

  return {
    /** The cached row (or `null`: no such code), else `read`'s answer, remembered. */
    async lookUp(
      code: string,
      read: () => Promise<CouponRow | undefined>,
    ): Promise<CouponRow | null> {
      const upper = code.toUpperCase();
      const hit = cached(upper);
      if (hit !== undefined) return hit;
      const startedAt = generation;
      const row = (await read()) ?? null;
      if (generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(upper, { row, at: Date.now() });
      }
      return row;
    },
  };
}

/**
 * Addresses known to be over the guessing limit, learnt from the shared counter each time a miss is
 * recorded: checking an address costs no database read, and the count itself stays shared by every
 * instance (each miss is still written there and answers the shared total).
 */
export function createLimitedAddressMemo() {
  const limitedUntil = new Map<string, number>();
  return {
    retryAfterSeconds(key: string): number | null {
      const until = limitedUntil.get(key);
      if (until === undefined) return null;
      const left = until - Date.now();
      if (left <= 0) {
        limitedUntil.delete(key);
        return null;
      }
      return Math.max(1, Math.ceil(left / 1000));
    },
    remember(key: string, retryAfterSeconds: number): void {
      if (limitedUntil.size >= MAX_ENTRIES) limitedUntil.clear();
      limitedUntil.set(key, Date.now() + retryAfterSeconds * 1000);
    },
  };
}
