import { EVENT_MANAGERS, SALES_READERS } from '@kaksha/shared';
import type { OperationsLoginType, Role } from '@kaksha/shared';

/** A staff area one can sign in to at /operations (spec: Sales, or Event & Blog). */
export interface OperationsArea {
  type: OperationsLoginType;
  label: string;
  /** One line on the choice card. */
  summary: string;
  /** Where a sign-in for this area lands. */
  path: string;
  /** The roles its page lets in (the route guard's list; the server checks every call again). */
  roles: readonly Role[];
  /** Other staff pages that belong to this area: a return to them picks this type up front. */
  relatedPaths: readonly string[];
}

export const OPERATIONS_AREAS: readonly OperationsArea[] = [
  {
    type: 'sales',
    label: 'Sales',
    summary:
      'Users, carts, payments, call-back requests, payment links, batches, refunds, invoices and recovery',
    path: '/operations/sales',
    roles: SALES_READERS,
    // Batches are read by the same roles (BATCH_READERS); ADMIN also changes them.
    relatedPaths: [
      '/operations/active-carts',
      '/operations/batches',
      '/operations/refunds',
      '/operations/invoices',
      '/operations/payment-links',
      '/operations/recovery',
    ],
  },
  {
    type: 'operation',
    label: 'Event & Blog',
    summary: 'Events, coupons and the blog',
    path: '/operations/manage-events',
    roles: EVENT_MANAGERS,
    relatedPaths: ['/coupons'],
  },
];

export function areaFor(type: OperationsLoginType): OperationsArea {
  return OPERATIONS_AREAS.find((area) => area.type === type) ?? OPERATIONS_AREAS[0]!;
}

/** The areas this role may open, in the order of the choice cards (ADMIN: both). */
export function areasOpenTo(role: Role): OperationsArea[] {
  return OPERATIONS_AREAS.filter((area) => area.roles.includes(role));
}

function isUnder(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}

/** The area a return path belongs to ('/coupons' is Event & Blog), to preselect its card. */
export function areaForPath(returnTo: string | undefined): OperationsArea | undefined {
  if (!returnTo) return undefined;
  const pathname = returnTo.split(/[?#]/)[0] ?? '';
  return OPERATIONS_AREAS.find((area) =>
    [area.path, ...area.relatedPaths].some((base) => isUnder(pathname, base)),
  );
}

export const ROLE_LABELS: Record<Role, string> = {
  USER: 'Learner',
  SALES: 'Sales',
  EVENTS: 'Event & Blog',
  ADMIN: 'Admin',
};
