import {
  BATCH_READERS,
  COUPON_READERS,
  EVENT_MANAGERS,
  INVOICE_READERS,
  PAYMENT_LINK_SENDERS,
  RECOVERY_READERS,
  REFUND_READERS,
  SALES_READERS,
} from '@kaksha/shared';
import type { Role } from '@kaksha/shared';
import type { RouteObject } from 'react-router';
import { RequireSession, requireRoles } from './guards';
import { RootLayout } from './layout/root-layout';
import { SiteLayout } from './layout/site-layout';
import { StandaloneLayout } from './layout/standalone-layout';
import { FullScreenPageLoader, PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page of the site, in three branches:
// - public: no session needed to render; those marked `prerender` are rendered to HTML at build
//   time (scripts/prerender.ts) and hydrated;
// - learner: behind RequireSession (signed-out visitors go to log in and come back);
// - staff: behind RequireRole with each page's roles (signed-out visitors go to /operations).
// Every page is its own chunk: `lazy` loads it on first visit, so '/' ships only the home page.
// Paths match case-insensitively (React Router's default), so /About-us and /course/Webmonk work.
// The build writes this table to dist/route-manifest.json, from which the server answers 404.

export type RouteBranch = 'public' | 'learner' | 'staff';

export interface RouteHandle {
  branch: RouteBranch;
  /** Rendered to dist/<path>/index.html at build time. */
  prerender?: boolean;
  /** Staff pages: the roles that may open them. */
  roles?: readonly Role[];
}

const publicPages: RouteObject[] = [
  {
    index: true,
    handle: { branch: 'public', prerender: true },
    // The landing page with the events feature's carousels in its slots (app/pages/home.tsx).
    lazy: () => import('./pages/home').then((m) => ({ Component: m.HomeRoute })),
  },
  {
    path: 'programs',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/catalog/routes/programs-page').then((m) => ({
        Component: m.ProgramsPage,
      })),
  },
  {
    // webmonk, codeslayer, machinester and IOT, in any casing; the loader 404s other slugs.
    path: 'course/:slug',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/catalog/routes/course-page').then((m) => ({
        loader: m.loadCoursePage,
        Component: m.CoursePage,
      })),
  },
  {
    path: 'event-listing',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/events/routes/event-listing-page').then((m) => ({
        Component: m.EventListingPage,
      })),
  },
  {
    path: 'events/:id',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/events/routes/event-detail-page').then((m) => ({
        loader: m.loadEventPage,
        Component: m.EventDetailPage,
        ErrorBoundary: m.EventErrorBoundary,
      })),
  },
  {
    path: 'updated-css',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/events/routes/static-events-page').then((m) => ({
        Component: m.StaticEventsPage,
      })),
  },
  {
    path: 'blog',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/blog/routes/blog-page').then((m) => ({ Component: m.BlogPage })),
  },
  {
    // The posts of content/blog, prerendered; the loader 404s other ids.
    path: 'blog/:id',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/blog/routes/blog-post-page').then((m) => ({
        loader: m.loadBlogPostPage,
        Component: m.BlogPostPage,
      })),
  },
  {
    path: 'campus-associate',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/campus-associate-page').then((m) => ({
        Component: m.CampusAssociatePage,
      })),
  },
  {
    // The spec's /About-us; the header's /about-us is the same route.
    path: 'about-us',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'hire-with-us',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/hire-with-us-page').then((m) => ({
        Component: m.HireWithUsPage,
      })),
  },
  {
    path: 'mentor',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/mentor-page').then((m) => ({ Component: m.MentorPage })),
  },
  {
    path: 'refer',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/refer-page').then((m) => ({ Component: m.ReferPage })),
  },
  {
    // Where every 'Request a call back' link leads (beyond the spec: a form of our own).
    path: 'request-call',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/callbacks/routes/request-call-page').then((m) => ({
        Component: m.RequestCallPage,
      })),
  },
  {
    path: 'policy',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/policy-page').then((m) => ({ Component: m.PolicyPage })),
  },
  {
    path: 'terms_condition',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/content/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'payment-success',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/payments/routes/payment-success-page').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: 'unsuccess',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../features/payments/routes/payment-unsuccessful-page').then((m) => ({
        Component: m.PaymentUnsuccessfulPage,
      })),
  },
  {
    // Where the API sends a payment link's payer after the pay page (issue 27): not prerendered,
    // so it stays out of the sitemap (and says noindex).
    path: 'payment-link/done',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/payments/routes/payment-link-done-page').then((m) => ({
        Component: m.PaymentLinkDonePage,
      })),
  },
  // Public, but drawn from this browser's state (cart, session): served as the app shell.
  {
    path: 'cart',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/cart/routes/cart-page').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: 'login',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'forgot-password',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'reset-password',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'verify-email',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    path: 'unsubscribe',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/recovery/routes/unsubscribe-page').then((m) => ({
        Component: m.UnsubscribePage,
      })),
  },
  {
    path: 'test',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/auth/routes/test-page').then((m) => ({ Component: m.TestPage })),
  },
  {
    path: 'operations',
    handle: { branch: 'public' },
    lazy: () =>
      import('../features/operations/routes/operations-login-page').then((m) => ({
        Component: m.OperationsLoginPage,
      })),
  },
];

const learnerPages: RouteObject[] = [
  {
    path: 'cart-summary',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../features/cart/routes/cart-summary-page').then((m) => ({
        Component: m.CartSummaryPage,
      })),
  },
  {
    path: 'user-profile',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../features/users/routes/user-profile-page').then((m) => ({
        Component: m.UserProfilePage,
      })),
  },
  {
    // The learner's live sessions, recordings and calendar feed (issue 25).
    path: 'my-schedule',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../features/schedule/routes/my-schedule-page').then((m) => ({
        Component: m.MySchedulePage,
      })),
  },
  {
    // The learner's orders with their GST invoices, credit notes and refund requests (issue 26).
    path: 'orders',
    handle: { branch: 'learner' },
    lazy: () =>
      import('../features/users/routes/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
];

/** A staff page behind its roles; the server still checks every call it makes. */
function staffPage(roles: readonly Role[], page: RouteObject): RouteObject {
  return {
    Component: requireRoles(roles),
    children: [{ ...page, handle: { branch: 'staff', roles } satisfies RouteHandle }],
  };
}

const staffPages: RouteObject[] = [
  // The sales console with the payment-links feature's "Send payment link" on its rows
  // (app/pages/sales.tsx composes the two features).
  staffPage(SALES_READERS, {
    path: 'operations/sales',
    lazy: () => import('./pages/sales').then((m) => ({ Component: m.SalesRoute })),
  }),
  staffPage(SALES_READERS, {
    path: 'operations/active-carts',
    lazy: () => import('./pages/sales').then((m) => ({ Component: m.ActiveCartsRoute })),
  }),
  staffPage(PAYMENT_LINK_SENDERS, {
    path: 'operations/payment-links',
    lazy: () =>
      import('../features/payment-links/routes/payment-links-page').then((m) => ({
        Component: m.PaymentLinksPage,
      })),
  }),
  // SALES reads batches too (read-only); the page hides every change from it.
  staffPage(BATCH_READERS, {
    path: 'operations/batches',
    lazy: () =>
      import('../features/batches-admin/routes/batches-page').then((m) => ({
        Component: m.BatchesPage,
      })),
  }),
  // SALES reads the refund queue and the invoices; only ADMIN decides refunds (the page hides it).
  staffPage(REFUND_READERS, {
    path: 'operations/refunds',
    lazy: () =>
      import('../features/refunds-admin/routes/refunds-page').then((m) => ({
        Component: m.RefundsPage,
      })),
  }),
  staffPage(RECOVERY_READERS, {
    path: 'operations/recovery',
    lazy: () =>
      import('../features/recovery-admin/routes/recovery-page').then((m) => ({
        Component: m.RecoveryPage,
      })),
  }),
  staffPage(INVOICE_READERS, {
    path: 'operations/invoices',
    lazy: () =>
      import('../features/invoices-admin/routes/invoices-page').then((m) => ({
        Component: m.InvoicesPage,
      })),
  }),
  staffPage(EVENT_MANAGERS, {
    path: 'operations/manage-events',
    lazy: () =>
      import('../features/events-admin/routes/manage-events-page').then((m) => ({
        Component: m.ManageEventsPage,
      })),
  }),
  staffPage(['ADMIN'], {
    path: 'operations/audit',
    lazy: () =>
      import('../features/audit/routes/audit-page').then((m) => ({ Component: m.AuditPage })),
  }),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullScreenPageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      // The coupon admin page, without header and footer (spec 2.1, first entry).
      {
        id: 'standalone',
        Component: StandaloneLayout,
        children: [
          // SALES reads coupons too (read-only); the page hides every change from it.
          staffPage(COUPON_READERS, {
            path: 'coupons',
            lazy: () =>
              import('../features/coupons/routes/coupons-page').then((m) => ({
                Component: m.CouponsPage,
              })),
          }),
        ],
      },
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          {
            // Pathless so that errors and the first-load spinner render inside the header and footer.
            id: 'site-pages',
            HydrateFallback: PageLoader,
            ErrorBoundary: RouteErrorBoundary,
            children: [
              ...publicPages,
              { id: 'learner', Component: RequireSession, children: learnerPages },
              ...staffPages,
              {
                path: '*',
                handle: { branch: 'public' },
                lazy: () =>
                  import('../features/content/routes/not-found-page').then((m) => ({
                    Component: m.NotFoundPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];
