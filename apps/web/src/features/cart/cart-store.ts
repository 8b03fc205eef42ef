import { useSyncExternalStore } from 'react';
import { readStorageItem, STORAGE_KEYS, writeStorageItem } from '../../lib/storage-keys';

/** A cart line as the spec stores it in localStorage 'cart'. Prices are rupees. */
export interface CartItem {
  id: string;
  name: string;
  description: string;
  price: number;
  discountedPrice?: number;
  image: string;
}

const EMPTY_CART: readonly CartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();

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

export function writeCartItems(items: readonly CartItem[]): void {
  writeStorageItem(STORAGE_KEYS.cart, JSON.stringify(items));
  notifyListeners();
}

export function addCartItem(item: CartItem): void {
  writeCartItems([...readCartItems(), item]);
}

export function removeCartItem(id: string): void {
  writeCartItems(readCartItems().filter((item) => item.id !== id));
}

export function clearCart(): void {
  writeCartItems([]);
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
  const items = parsed.flatMap((value: unknown) => {
    const item = toCartItem(value);
    return item ? [item] : [];
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
