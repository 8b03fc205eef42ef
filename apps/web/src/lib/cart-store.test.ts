import { describe, expect, it, vi } from 'vitest';
import { readCartCoupon, setCartCoupon } from './cart-coupon-store';
import {
  addCartItem,
  clearCart,
  mergeCartItems,
  readCartItems,
  removeCartItem,
  subscribeToCart,
  subscribeToCartWrites,
} from './cart-store';
import type { CartItem } from './cart-store';
import { IOT, WEBMONK } from '../test/cart-items';

describe('cart store', () => {
  it("persists adds and removes under localStorage 'cart' in the spec's item shape", () => {
    addCartItem(WEBMONK);
    addCartItem(IOT);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([WEBMONK, IOT]);

    removeCartItem('webmonk');
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([IOT]);

    clearCart();
    expect(readCartItems()).toEqual([]);
  });

  it('returns the same array while storage is unchanged (useSyncExternalStore needs this)', () => {
    localStorage.setItem('cart', JSON.stringify([WEBMONK]));
    const first = readCartItems();
    expect(readCartItems()).toBe(first);
    localStorage.setItem('cart', JSON.stringify([WEBMONK, IOT]));
    expect(readCartItems()).not.toBe(first);
    expect(readCartItems()).toHaveLength(2);
  });

  it('treats corrupt or foreign storage as an empty cart and drops malformed lines', () => {
    localStorage.setItem('cart', '{not json');
    expect(readCartItems()).toEqual([]);
    localStorage.setItem('cart', JSON.stringify({ id: 'webmonk' }));
    expect(readCartItems()).toEqual([]);
    localStorage.setItem(
      'cart',
      JSON.stringify([WEBMONK, { id: 42 }, null, { id: 'x', name: 'X' }]),
    );
    expect(readCartItems()).toEqual([WEBMONK]);
  });

  it('fills missing text fields and ignores a null discountedPrice', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'iot', name: 'IOT', price: 4999, discountedPrice: null }]),
    );
    expect(readCartItems()).toEqual([
      { id: 'iot', name: 'IOT', description: '', price: 4999, image: '' },
    ]);
  });

  it('notifies subscribers of local changes and of other tabs, and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCart(listener);

    addCartItem(WEBMONK);
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new StorageEvent('storage', { key: 'access-token' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    addCartItem(IOT);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps one line per course: adding a course already in the cart changes nothing', () => {
    addCartItem(WEBMONK);
    addCartItem({ ...WEBMONK, price: 1 });
    expect(readCartItems()).toEqual([WEBMONK]);
    // Older builds stored duplicates: only the first line of each course is kept.
    localStorage.setItem('cart', JSON.stringify([IOT, WEBMONK, IOT]));
    expect(readCartItems()).toEqual([IOT, WEBMONK]);
  });

  it('merges another cart as the union, its new lines after the browser lines', () => {
    const MACHINESTER: CartItem = { ...IOT, id: 'machinester', name: 'Machinester' };
    addCartItem(WEBMONK);
    addCartItem(IOT);
    const merged = mergeCartItems([{ ...IOT, price: 1 }, MACHINESTER, MACHINESTER]);
    expect(merged).toEqual([WEBMONK, IOT, MACHINESTER]);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([WEBMONK, IOT, MACHINESTER]);
  });

  it('tells write listeners what changed and who wrote it; a no-op merge writes nothing', () => {
    const writes: Array<[string[], string[], string]> = [];
    const unsubscribe = subscribeToCartWrites((previous, next, origin) =>
      writes.push([previous.map((i) => i.id), next.map((i) => i.id), origin]),
    );
    addCartItem(WEBMONK);
    mergeCartItems([IOT]);
    mergeCartItems([WEBMONK, IOT]);
    removeCartItem('webmonk');
    removeCartItem('not-in-cart');
    unsubscribe();
    addCartItem(WEBMONK);
    expect(writes).toEqual([
      [[], ['webmonk'], 'local'],
      [['webmonk'], ['webmonk', 'iot'], 'server'],
      [['webmonk', 'iot'], ['iot'], 'local'],
    ]);
  });

  it('clearCart also forgets the applied coupon', () => {
    addCartItem(WEBMONK);
    setCartCoupon(' save10 ');
    expect(readCartCoupon()).toBe('SAVE10');
    clearCart();
    expect(readCartItems()).toEqual([]);
    expect(readCartCoupon()).toBeUndefined();
  });
});
