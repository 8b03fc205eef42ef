// Toast rules fixed by the spec (document 1 §4.7 and §9, document 2 §9). Kept apart from toast.ts
// so the app shell can read them without pulling the toast library into the entry chunk.

export type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

/** How long each type stays: success clears quickly, errors linger long enough to read. */
export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  success: 2000,
  error: 4000,
  custom: 4000,
  // Until the work it stands for ends and replaces or dismisses it.
  loading: Number.POSITIVE_INFINITY,
};

/** The page-level default (top-right, 5000 ms, paused while hovered) for toasts given no type. */
export const TOAST_PAGE_DEFAULT_MS = 5000;
/** At most this many are kept; a newer one pushes the oldest out. */
export const TOAST_MAX_KEPT = 20;
export const TOAST_MAX_WIDTH_PX = 350;
