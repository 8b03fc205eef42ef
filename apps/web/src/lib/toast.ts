import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './toast-config';
import { requestToaster } from './toaster-request';

// The toast library loads with the first toast (it is ~10 kB gzip that most visits never need);
// the Toaster mounts then too, and the library replays toasts created before it subscribed.
const loadToastLibrary = () => import('sonner');

// Success toasts clear quickly; errors linger long enough to read (spec: 2 s and 4 s). A page
// whose spec names its own duration (the coupon page: the 5 s page default) passes it.
export function toastSuccess(message: string, durationMs = TOAST_SUCCESS_MS): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) => toast.success(message, { duration: durationMs }));
}

export function toastError(message: string, durationMs = TOAST_ERROR_MS): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) => toast.error(message, { duration: durationMs }));
}
