/**
 * Browser storage keys. The names are fixed by the spec (other tabs and older builds read them),
 * so they live in one place and nowhere else spells them out.
 */
export const STORAGE_KEYS = {
  accessToken: 'access-token',
  isLoggedIn: 'isLoggedIn',
  cart: 'cart',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage throws in some privacy modes and is absent outside the browser; treat that as empty. */
export function readStorageItem(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorageItem(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Quota or privacy-mode failures must not break the page; the value simply is not persisted.
  }
}

export function removeStorageItem(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writeStorageItem.
  }
}
