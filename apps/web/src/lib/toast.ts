import { toast } from 'sonner';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from './toast-config';

// Success toasts clear quickly; errors linger long enough to read (spec: 2 s and 4 s).
export function toastSuccess(message: string): string | number {
  return toast.success(message, { duration: TOAST_SUCCESS_MS });
}

export function toastError(message: string): string | number {
  return toast.error(message, { duration: TOAST_ERROR_MS });
}
