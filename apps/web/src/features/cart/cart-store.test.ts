import { describe, expect, it, vi } from 'vitest';
import {
  addCartItem,
  clearCart,
  readCartItems,
  removeCartItem,
  subscribeToCart,
} from './cart-store';
import type { CartItem } from './cart-store';

const WEBMONK: CartItem = {
  id: 'webmonk',
  name: 'Webmonk',
  description: 'Full-stack web development',
  price: 4999,
  discountedPrice: 3499,
  image: '/images/webmonk.png',
};
const IOT: CartItem = {
  id: 'iot',
  name: 'IOT',
  description: 'Robotics & IoT',
  price: 4999,
  image: '/images/iot.png',
};

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
});
