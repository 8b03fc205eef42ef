import type { CouponRow } from './coupons.table';

const MAX_ENTRIES = 10_000;

/**
 * Coupon rows by upper-cased code, kept for `ttlMs`, for the advisory checks (validate, quote) that
 * run on every keystroke of a cart page. Orders always read fresh rows, and the reservation itself
 * is a conditional update, so a stale entry can never grant a discount. Unknown codes are cached
 * too (as `null`), so a guesser costs no reads; their misses are still counted by the limiter.
 */
export function createCouponLookupCache(ttlMs = 2_000) {
  const entries = new Map<string, { row: CouponRow | null; at: number }>();
  return {
    get(code: string): CouponRow | null | undefined {
      const entry = entries.get(code.toUpperCase());
      if (!entry) return undefined;
      if (Date.now() - entry.at >= ttlMs) {
        entries.delete(code.toUpperCase());
        return undefined;
      }
      return entry.row;
    },
    set(code: string, row: CouponRow | null): void {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(code.toUpperCase(), { row, at: Date.now() });
    },
    clear(): void {
      entries.clear();
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
