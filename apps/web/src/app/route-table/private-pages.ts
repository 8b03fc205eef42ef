import {
  BATCH_READERS,
  EVENT_MANAGERS,
  INVOICE_READERS,
  PAYMENT_LINK_SENDERS,
  RECOVERY_READERS,
  REFUND_READERS,
  SALES_READERS,
} from '@kaksha/shared';
import type { Role } from '@kaksha/shared';
import type { RouteObject } from 'react-router';
import { requireRoles } from '../guards';
import type { RouteHandle } from '../routes';

// The learner and staff branches of the route table (app/routes.ts): learner pages sit behind
// RequireSession (signed-out visitors go to log in and come back); staff pages behind their roles
// (signed-out visitors go to /operations).

export const learnerPages: RouteObject[] = [
  {
    path: 'cart-summary',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../../features/cart/routes/cart-summary-page').then((m) => ({
        Component: m.CartSummaryPage,
      })),
  },
  {
    path: 'user-profile',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../../features/users/routes/user-profile-page').then((m) => ({
        Component: m.UserProfilePage,
      })),
  },
  {
    // The learner's live sessions, recordings and calendar feed (issue 25).
    path: 'my-schedule',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../../features/schedule/routes/my-schedule-page').then((m) => ({
        Component: m.MySchedulePage,
      })),
  },
  {
    // The learner's orders with their GST invoices, credit notes and refund requests (issue 26).
    path: 'orders',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../../features/users/routes/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
];

/** A staff page behind its roles; the server still checks every call it makes. */
export function staffPage(roles: readonly Role[], page: RouteObject): RouteObject {
  return {
    Component: requireRoles(roles),
    children: [{ ...page, handle: { branch: 'staff', roles } satisfies RouteHandle }],
  };
}

export const staffPages: RouteObject[] = [
  // The sales console with the payment-links feature's "Send payment link" on its rows
  // (app/pages/sales.tsx composes the two features).
  staffPage(SALES_READERS, {
    path: 'operations/sales',
    lazy: () => import('../pages/sales').then((m) => ({ Component: m.SalesRoute })),
  }),
  staffPage(SALES_READERS, {
    path: 'operations/active-carts',
    lazy: () => import('../pages/sales').then((m) => ({ Component: m.ActiveCartsRoute })),
  }),
  staffPage(PAYMENT_LINK_SENDERS, {
    path: 'operations/payment-links',
    lazy: () =>
      import('../../features/payment-links/routes/payment-links-page').then((m) => ({
        Component: m.PaymentLinksPage,
      })),
  }),
  // SALES reads batches too (read-only); the page hides every change from it.
  staffPage(BATCH_READERS, {
    path: 'operations/batches',
    lazy: () =>
      import('../../features/batches-admin/routes/batches-page').then((m) => ({
        Component: m.BatchesPage,
      })),
  }),
  // SALES reads the refund queue and the invoices; only ADMIN decides refunds (the page hides it).
  staffPage(REFUND_READERS, {
    path: 'operations/refunds',
    lazy: () =>
      import('../../features/refunds-admin/routes/refunds-page').then((m) => ({
        Component: m.RefundsPage,
      })),
  }),
  staffPage(RECOVERY_READERS, {
    path: 'operations/recovery',
    lazy: () =>
      import('../../features/recovery-admin/routes/recovery-page').then((m) => ({
        Component: m.RecoveryPage,
      })),
  }),
  staffPage(INVOICE_READERS, {
    path: 'operations/invoices',
    lazy: () =>
      import('../../features/invoices-admin/routes/invoices-page').then((m) => ({
        Component: m.InvoicesPage,
      })),
  }),
  staffPage(EVENT_MANAGERS, {
    path: 'operations/manage-events',
    lazy: () =>
      import('../../features/events-admin/routes/manage-events-page').then((m) => ({
        Component: m.ManageEventsPage,
      })),
  }),
  staffPage(['ADMIN'], {
    path: 'operations/audit',
    lazy: () =>
      import('../../features/audit/routes/audit-page').then((m) => ({ Component: m.AuditPage })),
  }),
];
