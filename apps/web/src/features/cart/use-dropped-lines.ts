import { useEffect } from 'react';
import type { CartQuote } from '@kaksha/shared';
import { toastError } from '../../lib/toast';
import { removeCartItem } from '../../lib/cart-store';
import type { CartItem } from '../../lib/cart-store';

/**
 * A program the server no longer sells leaves the browser cart, and the learner is told which
 * (the server leaves it out of the quote and lists it in droppedIds).
 */
export function useDroppedLines(quote: CartQuote | undefined, items: readonly CartItem[]) {
  useEffect(() => {
    const dropped = quote?.droppedIds ?? [];
    const names = items.filter((item) => dropped.includes(item.id.toLowerCase()));
    if (names.length === 0) return;
    for (const item of names) removeCartItem(item.id);
    toastError(
      `No longer on sale, removed from your cart: ${names.map((item) => item.name).join(', ')}.`,
    );
  }, [quote, items]);
}
