import { useSyncExternalStore } from 'react';
import { readStorageItem, STORAGE_KEYS, writeStorageItem } from './storage-keys';
import { clearCartCoupon } from './cart-coupon-store';

/** A cart line as the spec stores it in localStorage 'cart'. Prices are rupees. */
export interface CartItem {
  id: string;
  name: string;
  description: string;
  price: number;
  discountedPrice?: number;
  image: string;
}

/** Who wrote the cart: the learner in this tab, or the server cart being merged in on log-in. */
export type CartWriteOrigin = 'local' | 'server';
export type CartWriteListener = (
  previous: readonly CartItem[],
  next: readonly CartItem[],
  origin: CartWriteOrigin,
) => void;

const EMPTY_CART: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
const writeListeners = new Set<CartWriteListener>();

// useSyncExternalStore needs the same array back while nothing changed, so the parse is cached
// against the raw string it came from.
let cachedRaw: string | null = null;
let cachedItems: readonly CartItem[] = EMPTY_CART;

export function readCartItems(): readonly CartItem[] {
  const raw = readStorageItem(STORAGE_KEYS.cart);
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  cachedItems = parseCart(raw);
  return cachedItems;
}

export function writeCartItems(
  items: readonly CartItem[],
  origin: CartWriteOrigin = 'local',
): void {
  const previous = readCartItems();
  writeStorageItem(STORAGE_KEYS.cart, JSON.stringify(items));
  notifyListeners();
  for (const listener of writeListeners) listener(previous, readCartItems(), origin);
}

/** One line per course: adding a course that is already in the cart changes nothing. */
export function addCartItem(item: CartItem): void {
  const items = readCartItems();
  if (items.some((line) => line.id === item.id)) return;
  writeCartItems([...items, item]);
}

export function removeCartItem(id: string): void {
  const items = readCartItems();
  if (!items.some((item) => item.id === id)) return;
  writeCartItems(items.filter((item) => item.id !== id));
}

/** Empties the cart and forgets its coupon (after a completed payment). */
export function clearCart(): void {
  writeCartItems([]);
  clearCartCoupon();
}

/**
 * Adds the lines of another cart (the server's, on log-in) that this one lacks, after the
 * browser's own lines. Returns the merged cart.
 */
export function mergeCartItems(
  incoming: readonly CartItem[],
  origin: CartWriteOrigin = 'server',
): readonly CartItem[] {
  const items = readCartItems();
  const known = new Set(items.map((item) => item.id));
  const added = incoming.filter((item) => {
    if (known.has(item.id)) return false;
    known.add(item.id);
    return true;
  });
  if (added.length > 0) writeCartItems([...items, ...added], origin);
  return readCartItems();
}

/** Hears every write of this tab (not other tabs'), with the cart before and after it. */
export function subscribeToCartWrites(listener: CartWriteListener): () => void {
  writeListeners.add(listener);
  return () => {
    writeListeners.delete(listener);
  };
}

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', handleStorageEvent);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorageEvent);
  };
}

export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribeToCart, readCartItems, getServerSnapshot);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, readCartCount, getServerCount);
}

function readCartCount(): number {
  return readCartItems().length;
}

function getServerSnapshot(): readonly CartItem[] {
  return EMPTY_CART;
}

function getServerCount(): number {
  return 0;
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

/** Another tab changed the cart (key === null means the whole storage was cleared). */
function handleStorageEvent(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.cart) notifyListeners();
}

/** Storage is user-editable and shared with older builds: keep only well-formed lines. */
function parseCart(raw: string | null): readonly CartItem[] {
  if (!raw) return EMPTY_CART;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_CART;
  }
  if (!Array.isArray(parsed)) return EMPTY_CART;
  // Older builds appended a course again on every add: keep its first line only.
  const seen = new Set<string>();
  const items = parsed.flatMap((value: unknown) => {
    const item = toCartItem(value);
    if (!item || seen.has(item.id)) return [];
    seen.add(item.id);
    return [item];
  });
  return items.length === 0 ? EMPTY_CART : items;
}

function toCartItem(value: unknown): CartItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, description, price, discountedPrice, image } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof price !== 'number')
    return undefined;
  return {
    id,
    name,
    description: typeof description === 'string' ? description : '',
    price,
    ...(typeof discountedPrice === 'number' ? { discountedPrice } : {}),
    image: typeof image === 'string' ? image : '',
  };
}
