import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating a prerendered page, true afterwards
 * (and from the first render of a page drawn only in the browser). For parts that depend on the
 * browser and have no server form: hiding them until then keeps both renders the same.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
