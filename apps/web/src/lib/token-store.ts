import { readStorageItem, removeStorageItem, STORAGE_KEYS, writeStorageItem } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

/** The access token kept in localStorage 'access-token' (spec §3), or null. */
export function readAccessToken(): string | null {
  return readStorageItem(STORAGE_KEYS.accessToken);
}

/** Stores a new token (the old one removed first, as the spec does) and the 'isLoggedIn' flag. */
export function storeAccessToken(token: string): void {
  removeStorageItem(STORAGE_KEYS.accessToken);
  writeStorageItem(STORAGE_KEYS.accessToken, token);
  writeStorageItem(STORAGE_KEYS.isLoggedIn, 'true');
  notify();
}

/** Forgets the session in this browser: the token and the 'isLoggedIn' flag. */
export function clearAccessToken(): void {
  const hadToken = readAccessToken() !== null;
  removeStorageItem(STORAGE_KEYS.accessToken);
  removeStorageItem(STORAGE_KEYS.isLoggedIn);
  if (hadToken) notify();
}

/**
 * Calls `listener` whenever the token changes, in this tab (after store/clear) or in another tab
 * (storage event). Returns the unsubscribe function.
 */
export function subscribeToAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared all of localStorage.
    if (event.key === STORAGE_KEYS.accessToken || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
