import { z } from 'zod';
import { PHONE_PATTERN } from './auth.messages';
import { ORDER_STATUS_VALUES } from './order-status';
import { roleSchema } from './auth.schema';
import { text } from './text.schema';

/**
 * The sales console (spec document 2 "Sales operations", §3, §7): users, carts and payments for
 * SALES and ADMIN, each list paged on the server with a keyset cursor and downloadable as a CSV the
 * server streams (the whole filtered result, not the rows on screen).
 */

export const SALES_PAGE_DEFAULT = 100;
export const SALES_PAGE_MAX = 1000;

export const SALES_MESSAGES = {
  /** Spec §8: a failed sales fetch (after one refresh attempt). */
  invalidToken: 'Invalid access token!',
  /** Spec §8: what the active-carts page logs. */
  fetchError: 'Error fetching data:',
  loadFailed: 'Could not load the results. Please try again.',
  noResults: 'No results match these filters.',
  badCursor: 'This page of results is no longer valid; start again from the first page.',
  badDateRange: 'The start date must be on or before the end date.',
  badMobile: 'Enter a 10-digit mobile number.',
  badEmail: 'Enter a valid e-mail address.',
  downloadStarted: 'Your download has started.',
} as const;

/** Order statuses as staff filter them (an order is a payment attempt; `paid` is money received). */
export const PAYMENT_STATUS_FILTERS = ORDER_STATUS_VALUES;

/** Cart filter: `active` = carts holding a program the learner has not paid for (the active-carts page). */
export const CART_STATUS_FILTERS = ['active', 'paid'] as const;
export type CartStatusFilter = (typeof CART_STATUS_FILTERS)[number];

export const SALES_SORTS = ['newest', 'oldest'] as const;
export type SalesSort = (typeof SALES_SORTS)[number];

/** A calendar day (read as a day in IST) or a full ISO date-time. */
export const dayOrInstant = text()
  .trim()
  .max(40)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? !Number.isNaN(Date.parse(`${value}T00:00:00+05:30`))
        : z.iso.datetime({ offset: true }).safeParse(value).success,
    { message: 'Use a date like 2026-11-23 or an ISO date-time' },
  );

const emailFilter = text()
  .trim()
  .toLowerCase()
  .max(254, SALES_MESSAGES.badEmail)
  .regex(/^[^\s@]+@[^\s@]+$/, SALES_MESSAGES.badEmail);

/** Digits only, the last 10 (a pasted '+91 98765 43210' finds 9876543210). */
const mobileFilter = text()
  .trim()
  .max(20, SALES_MESSAGES.badMobile)
  .transform((value) => value.replace(/\D/g, '').slice(-10))
  .refine((digits) => PHONE_PATTERN.test(digits), { message: SALES_MESSAGES.badMobile });

/** An optional filter where '' (an empty form field) counts as absent. */
export function blankOr<T extends z.ZodType<string | undefined>>(schema: T) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined);
}

/** Filters shared by every sales list and its CSV export. Empty strings mean "no filter". */
const baseFilters = {
  /** Exact address, any casing. */
  email: blankOr(emailFilter),
  mobile: blankOr(mobileFilter),
  /** Inclusive: from the start of this day (IST) or instant. */
  from: blankOr(dayOrInstant),
  /** Inclusive: to the end of this day (IST) or up to this instant. */
  to: blankOr(dayOrInstant),
  sort: z.enum(SALES_SORTS).default('newest'),
};

/** `?cursor=&limit=` of every staff list (the cursor from the previous page's X-Next-Cursor). */
export const staffPaging = {
  cursor: text().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SALES_PAGE_MAX).default(SALES_PAGE_DEFAULT),
};

/** A `to` before the `from` is refused (on `to`), with the console's message. */
export function checkDateRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && dayStart(query.from) > dayEnd(query.to))
    ctx.addIssue({ code: 'custom', message: SALES_MESSAGES.badDateRange, path: ['to'] });
}

/** The instant a `from` filter starts at: midnight IST for a bare day. */
export function dayStart(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+05:30` : value);
}
/** The instant a `to` filter ends at (exclusive): the next midnight IST for a bare day. */
export function dayEnd(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(value) + 1);
  return new Date(Date.parse(`${value}T00:00:00+05:30`) + 86_400_000);
}

const roleFilter = blankOr(roleSchema);
const paymentStatusFilter = blankOr(z.enum(PAYMENT_STATUS_FILTERS));
const cartStatusFilter = blankOr(z.enum(CART_STATUS_FILTERS));

export const userFilterSchema = z
  .object({ ...baseFilters, role: roleFilter })
  .superRefine(checkDateRange);
export const userListQuerySchema = z
  .object({ ...baseFilters, role: roleFilter, ...staffPaging })
  .superRefine(checkDateRange);
export type UserFilter = z.output<typeof userFilterSchema>;
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const paymentFilterSchema = z
  .object({ ...baseFilters, status: paymentStatusFilter })
  .superRefine(checkDateRange);
export const paymentListQuerySchema = z
  .object({ ...baseFilters, status: paymentStatusFilter, ...staffPaging })
  .superRefine(checkDateRange);
export type PaymentFilter = z.output<typeof paymentFilterSchema>;
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const cartFilterSchema = z
  .object({ ...baseFilters, status: cartStatusFilter })
  .superRefine(checkDateRange);
export const cartListQuerySchema = z
  .object({ ...baseFilters, status: cartStatusFilter, ...staffPaging })
  .superRefine(checkDateRange);
export type CartFilter = z.output<typeof cartFilterSchema>;
export type CartListQuery = z.output<typeof cartListQuerySchema>;

/** `/payment/user/orders-by-number/{mobile}` and `/orders-by-id/{email}`. */
export const ordersByMobileParamsSchema = z.object({ mobile: mobileFilter });
export const ordersByEmailParamsSchema = z.object({ email: emailFilter });

/** A learner account as the sales console lists it (`GET /users/getAllUserDetails`). */
export const salesUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  collegeName: z.string(),
  stream: z.string(),
  role: roleSchema,
  isEmailVerified: z.boolean(),
  /** Programs the learner is enrolled in. */
  programs: z.number().int(),
  createdAt: z.string(),
});
export type SalesUser = z.infer<typeof salesUserSchema>;
export const salesUserListSchema = z.array(salesUserSchema);

/** A cart (spec §3 "Cart record from the server"), with its owner for the console. */
export const salesCartSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  courses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      price: z.number().describe('rupees, list price'),
      /** The learner is enrolled in it (paid). */
      paid: z.boolean(),
    }),
  ),
  /** The last checkout of this cart was paid. */
  paidFor: z.boolean(),
  totalPrice: z.number().describe('rupees, list prices'),
  totalDiscountedPrice: z.number().describe('rupees, sale prices'),
  updatedAt: z.string(),
});
export type SalesCart = z.infer<typeof salesCartSchema>;
export const salesCartListSchema = z.array(salesCartSchema);

/** One order (a payment attempt) with what it bought and what happened to the money. */
export const salesPaymentSchema = z.object({
  orderId: z.string(),
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  /** Program names. */
  courses: z.array(z.string()),
  listPrice: z.number().describe('rupees'),
  couponCode: z.string().nullable(),
  /** What the order asked for (rupees). */
  amount: z.number(),
  /** Money received (rupees): the amount once paid, else 0. */
  amountPaid: z.number(),
  refundedAmount: z.number().describe('rupees, refunds pending or processed'),
  refundStatus: z.enum(['pending', 'processed', 'failed']).nullable(),
  refundReason: z.string().nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  /** Why the payment failed, as the provider or the checkout reported it. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type SalesPayment = z.infer<typeof salesPaymentSchema>;

/** The spec's answer shape, plus the cursor of the next page (also sent as X-Next-Cursor). */
export const salesPaymentListSchema = z.object({
  paymentResponseTypeList: z.array(salesPaymentSchema),
  nextCursor: z.string().nullable(),
});
export type SalesPaymentList = z.infer<typeof salesPaymentListSchema>;

/** Header carrying the next page's cursor on every sales list (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** CSV columns of each export, in order (cart rows: spec §3, then the learner's e-mail). */
export const SALES_CSV_COLUMNS = {
  users: [
    'id',
    'name',
    'email',
    'mobileNumber',
    'collegeName',
    'stream',
    'role',
    'isEmailVerified',
    'programs',
    'createdAt',
  ],
  carts: [
    'userId',
    'courseId',
    'courseName',
    'coursePrice',
    'paidFor',
    'totalPrice',
    'totalDiscountedPrice',
    'email',
  ],
  payments: [
    'orderId',
    'providerOrderId',
    'providerPaymentId',
    'name',
    'email',
    'mobileNumber',
    'courses',
    'listPrice',
    'couponCode',
    'amount',
    'amountPaid',
    'refundedAmount',
    'refundStatus',
    'refundReason',
    'status',
    'failureReason',
    'createdAt',
    'paidAt',
  ],
} as const;

/**
 * Downloads: a staff page asks for a one-minute ticket for an export path (with its filters), then
 * lets the browser fetch `url` natively (Content-Disposition: attachment), so the file streams from
 * the server to disk without passing through JavaScript and without the bearer token in the URL.
 * `path` is an API path below the API base, e.g. `/v1.5/payment/export.csv?status=paid`.
 */
export const exportTicketBodySchema = z.object({ path: text().trim().min(1).max(2000) });
export const exportTicketSchema = z.object({
  /** Absolute path on this origin, including the API base and the ticket (`/api/v1.5/...&ticket=`). */
  url: z.string(),
  expiresAt: z.string(),
});
export type ExportTicket = z.infer<typeof exportTicketSchema>;
export const EXPORT_TICKET_PATH = '/v1.5/exports/ticket';
export const EXPORT_TICKET_PARAM = 'ticket';
export const EXPORT_TICKET_SECONDS = 60;
