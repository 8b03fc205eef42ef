export const ROLES = ['USER', 'SALES', 'EVENTS', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['SALES', 'EVENTS', 'ADMIN'];

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/** Who may read any learner's profile besides its owner (ARCHITECTURE §6): not EVENTS. */
export const PROFILE_READERS: readonly Role[] = ['SALES', 'ADMIN'];
/** Who may change another account's profile. */
export const PROFILE_EDITORS: readonly Role[] = ['ADMIN'];
/** Who manages events, uploads and the blog (the manage-events console). */
export const EVENT_MANAGERS: readonly Role[] = ['EVENTS', 'ADMIN'];
/** Who manages coupons. */
export const COUPON_MANAGERS: readonly Role[] = EVENT_MANAGERS;
/**
 * Who may see the coupon list (SALES read-only); COUPON_MANAGERS change it. Here, not beside the
 * coupon schemas: the web app's route table reads it, and importing a schema module would put
 * zod into every page's first JavaScript.
 */
export const COUPON_READERS: readonly Role[] = ['SALES', 'EVENTS', 'ADMIN'];
/** Who reads sales data: users, carts, payments and refunds (the sales console). */
export const SALES_READERS: readonly Role[] = ['SALES', 'ADMIN'];
export const REFUND_READERS: readonly Role[] = SALES_READERS;
/** Who runs batches, sessions, rosters and attendance (issue 25); SALES reads them. */
export const BATCH_MANAGERS: readonly Role[] = ['ADMIN'];
export const BATCH_READERS: readonly Role[] = SALES_READERS;
/** Invoices, credit notes and the GST return pack (issue 26). */
export const INVOICE_READERS: readonly Role[] = SALES_READERS;
/** Approve or reject refund requests, refund without a request, retry a failed refund. */
export const REFUND_DECIDERS: readonly Role[] = ['ADMIN'];
/** Who sends, resends and cancels payment links and reads their status (issue 27). */
export const PAYMENT_LINK_SENDERS: readonly Role[] = SALES_READERS;
/** Who reads the checkout-recovery figures (issue 27). */
export const RECOVERY_READERS: readonly Role[] = SALES_READERS;
