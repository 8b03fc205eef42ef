import { useSyncExternalStore } from 'react';

/**
 * The coupon code the learner applied in the cart, kept beside the cart so that it survives a
 * reload and reaches the cart summary. Only the code is stored: what it is worth always comes
 * from the server's quote.
 *
 * The key is not in lib/storage-keys because the spec's keys are fixed there; this one is ours.
 */
export const CART_COUPON_STORAGE_KEY = 'cart-coupon';

const listeners = new Set<() => void>();

export function readCartCoupon(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(CART_COUPON_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function setCartCoupon(code: string): void {
  const trimmed = code.trim().toUpperCase();
  if (!trimmed) return clearCartCoupon();
  writeRaw(trimmed);
}

export function clearCartCoupon(): void {
  writeRaw(null);
}

export function useCartCoupon(): string | undefined {
  return useSyncExternalStore(subscribeToCartCoupon, readCartCoupon, getServerSnapshot);
}

export function subscribeToCartCoupon(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}

function writeRaw(value: string | null): void {
  if (readCartCoupon() === (value ?? undefined)) return;
  try {
    if (value === null) globalThis.localStorage?.removeItem(CART_COUPON_STORAGE_KEY);
    else globalThis.localStorage?.setItem(CART_COUPON_STORAGE_KEY, value);
  } catch {
    // Privacy modes may refuse storage; the learner then simply applies the coupon again.
  }
  for (const listener of listeners) listener();
}

function getServerSnapshot(): string | undefined {
  return undefined;
}

function handleStorageEvent(event: StorageEvent): void {
  if (event.key === null || event.key === CART_COUPON_STORAGE_KEY) {
    for (const listener of listeners) listener();
  }
}
