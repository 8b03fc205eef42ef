import { toastError, toastSuccess } from '../../lib/toast';

/**
 * The coupon page shows its toasts for the spec's page-level default (§9: 5000 ms, top-right,
 * paused on hover, which is where and how the app's toast area already shows them).
 */
export const COUPON_TOAST_MS = 5000;

export function toastCouponSuccess(message: string): void {
  toastSuccess(message, COUPON_TOAST_MS);
}

export function toastCouponError(message: string): void {
  toastError(message, COUPON_TOAST_MS);
}
