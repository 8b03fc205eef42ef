import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './toast-config';
import { requestToaster } from './toaster-request';

// The toast library loads with the first toast (it is ~10 kB gzip that most visits never need);
// the Toaster mounts then too, and the library replays toasts created before it subscribed.
const loadToastLibrary = () => import('sonner');

// Success toasts clear quickly; errors linger long enough to read (spec: 2 s and 4 s).
export function toastSuccess(message: string): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) =>
    toast.success(message, { duration: TOAST_SUCCESS_MS }),
  );
}

export function toastError(message: string): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) => toast.error(message, { duration: TOAST_ERROR_MS }));
}
