import { useEffect, useRef } from 'react';
import type { ServerCart } from '@kaksha/shared';
import { useSession } from '../../lib/session';
import { addToServerCart, mergeIntoServerCart, removeFromServerCart } from './server-cart-api';
import {
  clearCart,
  mergeCartItems,
  readCartItems,
  subscribeToCartWrites,
} from '../../lib/cart-store';
import type { CartItem } from '../../lib/cart-store';

export interface CartDiff {
  added: string[];
  removed: string[];
}

/** Which courses a write added and removed. */
export function diffCartItems(previous: readonly CartItem[], next: readonly CartItem[]): CartDiff {
  const before = new Set(previous.map((item) => item.id));
  const after = new Set(next.map((item) => item.id));
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
  };
}

/**
 * Server cart lines as browser cart lines. The server cart carries no description or image; the
 * cart page shows those from the quote, so only the id matters here.
 */
export function toCartItems(
  cart: ServerCart,
  skipIds: ReadonlySet<string> = new Set(),
): CartItem[] {
  return cart.courses
    .filter((course) => !skipIds.has(course._id))
    .map((course) => ({
      id: course._id,
      name: course.name,
      description: '',
      price: course.price,
      image: '',
    }));
}

/**
 * Keeps a signed-in learner's server cart in step with this browser: on log-in (and on each visit
 * while signed in) the two carts merge into their union; after that every add and remove made in
 * this tab is mirrored. Signed out, the browser cart stands alone. Logging out empties the browser
 * cart (the learner's lines stay in their server cart), so the next person to sign in on this
 * browser does not inherit them.
 */
export function useServerCartSync(): void {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user?.email : undefined;
  const wasSignedIn = useRef(false);

  useEffect(() => {
    if (session.status === 'signed-in') wasSignedIn.current = true;
    else if (session.status === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      clearCart();
    }
  }, [session.status]);

  useEffect(() => {
    if (!email) return;
    let isActive = true;
    // Removed here while the merge is under way: the server's answer must not bring them back.
    const removedDuringMerge = new Set<string>();

    const unsubscribe = subscribeToCartWrites((previous, next, origin) => {
      if (origin !== 'local') return;
      const { added, removed } = diffCartItems(previous, next);
      for (const id of removed) removedDuringMerge.add(id);
      // Best effort: a failed mirror leaves the browser cart right, and the next visit merges again.
      for (const id of added) void addToServerCart(email, id).catch(ignoreSyncFailure);
      for (const id of removed) void removeFromServerCart(email, id).catch(ignoreSyncFailure);
    });

    mergeIntoServerCart(readCartItems().map((item) => item.id))
      .then((serverCart) => {
        if (isActive) mergeCartItems(toCartItems(serverCart, removedDuringMerge), 'server');
      })
      .catch(ignoreSyncFailure);

    return () => {
      isActive = false;
      unsubscribe();
    };
  }, [email]);
}

function ignoreSyncFailure(): void {
  // The cart works from the browser's copy; the server copy catches up on the next merge.
}
