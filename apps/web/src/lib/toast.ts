import { TOAST_DURATION_MS, TOAST_MAX_KEPT } from './toast-config';
import type { ToastType } from './toast-config';
import { requestToaster } from './toaster-request';

// The toast library loads with the first toast (it is ~10 kB gzip that most visits never need);
// the Toaster mounts then too, and the library replays toasts created before it subscribed.
const loadToastLibrary = () => import('sonner');

export interface ToastOptions {
  /** Overrides the type's duration, e.g. a page whose spec names its own (the coupon page). */
  durationMs?: number;
  /**
   * One toast per id: showing it again replaces the one on screen rather than stacking a copy
   * (five requests refused together say 'Invalid access token!' once).
   */
  id?: string;
}

// The toasts on screen, oldest first. The library would queue any number behind the visible
// ones; the spec keeps at most 20, so a newer toast pushes the oldest out.
const kept: Array<string | number> = [];

function forget(id: string | number): void {
  const index = kept.indexOf(id);
  if (index !== -1) kept.splice(index, 1);
}

/** Shows a toast of `type` for that type's duration (spec §9) unless told otherwise. */
export function showToast(type: ToastType, message: string, options: ToastOptions = {}): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) => {
    const data = {
      id: options.id,
      duration: options.durationMs ?? TOAST_DURATION_MS[type],
      onDismiss: (shown: { id: string | number }) => forget(shown.id),
      onAutoClose: (shown: { id: string | number }) => forget(shown.id),
    };
    // A custom toast draws its own content; given only a message it shows as a blank one.
    const show = type === 'blank' || type === 'custom' ? toast : toast[type];
    const id = show(message, data);
    forget(id);
    kept.push(id);
    while (kept.length > TOAST_MAX_KEPT) toast.dismiss(kept.shift());
  });
}

export function toastSuccess(message: string, durationMs?: number): void {
  showToast('success', message, { durationMs });
}

export function toastError(message: string, durationMs?: number): void {
  showToast('error', message, { durationMs });
}

/**
 * Clears the toasts on screen. A header menu opening calls it: the toasts sit just below the
 * header, where the phone menu and the More list open, and would cover their first links.
 */
export function dismissToasts(): void {
  // Nothing shown yet: no need to load the library only to find that out.
  if (kept.length === 0) return;
  void loadToastLibrary().then(({ toast }) => {
    for (const id of kept.splice(0)) toast.dismiss(id);
  });
}
