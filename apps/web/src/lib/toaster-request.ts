import { useSyncExternalStore } from 'react';

// The toast area (and the toast library) loads with the first toast rather than with every page:
// most visits show none, and it would cost ~10 kB gzip on the landing page. The library replays
// toasts created before its Toaster subscribed, so the first one is not lost.

let isRequested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something has shown a toast; false while rendering on the server or hydrating. */
export function useIsToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
}
