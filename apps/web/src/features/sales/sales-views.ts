import {
  CALL_BACK_PROGRAMS,
  CALL_BACK_PROGRAM_LABELS,
  CART_STATUS_FILTERS,
  PAYMENT_STATUS_FILTERS,
  ROLES,
  SALES_MESSAGES,
  callBackFilterSchema,
  cartFilterSchema,
  paymentFilterSchema,
  userFilterSchema,
} from '@kaksha/shared';
import type { CartStatusFilter, Role, SalesSort } from '@kaksha/shared';
import type { z } from 'zod';

// What the sales console offers (spec document 2 "Sales operations"): a main option (User, Cart,
// Payment; and Call-back, beyond the spec), then a sub-option, each with the filters its list
// takes on the server.

export type SalesMainOptionId = 'user' | 'cart' | 'payment' | 'callback';
export type SalesViewId =
  | 'users'
  | 'carts'
  | 'active-carts'
  | 'payments'
  | 'payments-by-email'
  | 'payments-by-mobile'
  | 'call-back-requests';
/** The lists the API pages and exports. */
export type SalesListKind = 'users' | 'carts' | 'payments' | 'callbacks';
export type SalesFilterField =
  'email' | 'mobile' | 'role' | 'status' | 'program' | 'search' | 'from' | 'to' | 'sort';

export interface SalesView {
  id: SalesViewId;
  label: string;
  list: SalesListKind;
  /** The filter inputs shown, in order. */
  fields: readonly SalesFilterField[];
  /** The lookup value this view cannot run without (the spec's by-e-mail and by-mobile calls). */
  requiredField?: 'email' | 'mobile';
  /** A status the view always filters by (the active carts). */
  fixedStatus?: CartStatusFilter;
}

export interface SalesMainOption {
  id: SalesMainOptionId;
  label: string;
  views: readonly SalesView[];
}

const DATE_AND_SORT = ['from', 'to', 'sort'] as const;

export const SALES_MAIN_OPTIONS: readonly SalesMainOption[] = [
  {
    id: 'user',
    label: 'User',
    views: [
      {
        id: 'users',
        label: 'All users',
        list: 'users',
        fields: ['email', 'mobile', 'role', ...DATE_AND_SORT],
      },
    ],
  },
  {
    id: 'cart',
    label: 'Cart',
    views: [
      {
        id: 'carts',
        label: 'All carts',
        list: 'carts',
        fields: ['email', 'mobile', 'status', ...DATE_AND_SORT],
      },
      {
        id: 'active-carts',
        label: 'Active carts',
        list: 'carts',
        fields: ['email', 'mobile', ...DATE_AND_SORT],
        fixedStatus: 'active',
      },
    ],
  },
  {
    id: 'payment',
    label: 'Payment',
    views: [
      {
        id: 'payments',
        label: 'All payments',
        list: 'payments',
        fields: ['email', 'mobile', 'status', ...DATE_AND_SORT],
      },
      {
        id: 'payments-by-email',
        label: 'By e-mail',
        list: 'payments',
        fields: ['email', 'status', ...DATE_AND_SORT],
        requiredField: 'email',
      },
      {
        id: 'payments-by-mobile',
        label: 'By mobile number',
        list: 'payments',
        fields: ['mobile', 'status', ...DATE_AND_SORT],
        requiredField: 'mobile',
      },
    ],
  },
  {
    id: 'callback',
    label: 'Call-back',
    views: [
      {
        id: 'call-back-requests',
        label: 'Call-back requests',
        list: 'callbacks',
        fields: ['search', 'program', ...DATE_AND_SORT],
      },
    ],
  },
];

export function mainOptionOf(id: SalesMainOptionId): SalesMainOption {
  return SALES_MAIN_OPTIONS.find((option) => option.id === id) ?? SALES_MAIN_OPTIONS[0]!;
}

export function findView(id: SalesViewId): SalesView | undefined {
  return SALES_MAIN_OPTIONS.flatMap((option) => option.views).find((view) => view.id === id);
}

/** The main option and sub-option a `?view=` link opens (e.g. `call-back-requests`), if any. */
export function linkedChoice(
  id: string | null,
): { mainId: SalesMainOptionId; viewId: SalesViewId } | null {
  const main = SALES_MAIN_OPTIONS.find((option) => option.views.some((view) => view.id === id));
  return main ? { mainId: main.id, viewId: id as SalesViewId } : null;
}

/** The console opened on the call-back requests (links from the other staff pages). */
export const CALL_BACK_CONSOLE_PATH = '/operations/sales?view=call-back-requests';

/** What the filter inputs hold: strings, '' for "any". */
export interface SalesFilterValues {
  email: string;
  mobile: string;
  role: string;
  status: string;
  program: string;
  search: string;
  from: string;
  to: string;
  sort: SalesSort;
}

export const EMPTY_FILTER_VALUES: SalesFilterValues = {
  email: '',
  mobile: '',
  role: '',
  status: '',
  program: '',
  search: '',
  from: '',
  to: '',
  sort: 'newest',
};

/** Filters as the API takes them, after the shared schema: absent means "any". */
export interface SalesFilters {
  email?: string;
  mobile?: string;
  role?: Role;
  status?: string;
  program?: string;
  /** Part of a name, or digits of a mobile number (call-back requests). */
  search?: string;
  from?: string;
  to?: string;
  sort: SalesSort;
}

/** The choices of the status, role or program select, '' first for "any". */
export function choicesOf(view: SalesView, field: 'status' | 'role' | 'program') {
  if (field === 'program')
    return [
      { value: '', label: 'Any program' },
      ...CALL_BACK_PROGRAMS.map((id) => ({ value: id, label: CALL_BACK_PROGRAM_LABELS[id] })),
    ];
  const values: readonly string[] =
    field === 'role' ? ROLES : view.list === 'carts' ? CART_STATUS_FILTERS : PAYMENT_STATUS_FILTERS;
  return [
    { value: '', label: field === 'role' ? 'Any role' : 'Any status' },
    ...values.map((value) => ({ value, label: field === 'role' ? value : capitalise(value) })),
  ];
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const LIST_SCHEMAS = {
  users: userFilterSchema,
  carts: cartFilterSchema,
  payments: paymentFilterSchema,
  callbacks: callBackFilterSchema,
} satisfies Record<SalesListKind, z.ZodType>;

/**
 * The shared schema the server validates this view's filters with, so the form refuses exactly
 * what the API would; the lookup views also need their e-mail or mobile number.
 */
export function filterSchemaFor(view: SalesView): z.ZodType<SalesFilters, SalesFilterValues> {
  const schema = LIST_SCHEMAS[view.list] as unknown as z.ZodType<SalesFilters, SalesFilterValues>;
  const required = view.requiredField;
  if (!required) return schema;
  return schema.superRefine((filters, ctx) => {
    if (!filters[required])
      ctx.addIssue({
        code: 'custom',
        path: [required],
        message: required === 'email' ? SALES_MESSAGES.badEmail : SALES_MESSAGES.badMobile,
      });
  });
}

/** The filters a view sends: the ones it shows, plus its fixed status. */
export function filtersOf(view: SalesView, filters: SalesFilters): SalesFilters {
  const shown: SalesFilters = { sort: filters.sort };
  for (const field of view.fields) {
    if (field !== 'sort' && filters[field] !== undefined)
      Object.assign(shown, { [field]: filters[field] });
  }
  if (view.fixedStatus) shown.status = view.fixedStatus;
  return shown;
}
