/**
 * An order's states. Their own module so that the schemas of orders (payment.schema.ts, which
 * reads invoices and refund requests) and of the staff lists (sales.schema.ts, whose paging those
 * read) do not import each other in a cycle.
 */
export const ORDER_STATUS_VALUES = ['created', 'attempted', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];
