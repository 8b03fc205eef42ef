import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { SiteLayout } from './layout/site-layout';
import { StandaloneLayout } from './layout/standalone-layout';
import { FullScreenPageLoader, PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is its own chunk: `lazy` loads it on first visit, so '/' ships only the home page.
// Paths match case-insensitively (React Router's default), so /About-us, /course/Webmonk and
// /Coupons reach the same pages as their lower-case forms.

const sitePages: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: 'login',
    lazy: () =>
      import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    lazy: () =>
      import('../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'refer',
    lazy: () =>
      import('../features/content/routes/refer-page').then((m) => ({ Component: m.ReferPage })),
  },
  {
    path: 'blog',
    lazy: () =>
      import('../features/blog/routes/blog-page').then((m) => ({ Component: m.BlogPage })),
  },
  {
    path: 'blog/:id',
    lazy: () =>
      import('../features/blog/routes/blog-post-page').then((m) => ({ Component: m.BlogPostPage })),
  },
  {
    path: 'campus-associate',
    lazy: () =>
      import('../features/content/routes/campus-associate-page').then((m) => ({
        Component: m.CampusAssociatePage,
      })),
  },
  {
    path: 'mentor',
    lazy: () =>
      import('../features/content/routes/mentor-page').then((m) => ({ Component: m.MentorPage })),
  },
  {
    // The spec's /About-us; the header's /about-us is the same route.
    path: 'about-us',
    lazy: () =>
      import('../features/content/routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'unsuccess',
    lazy: () =>
      import('../features/payments/routes/payment-unsuccessful-page').then((m) => ({
        Component: m.PaymentUnsuccessfulPage,
      })),
  },
  {
    path: 'cart',
    lazy: () =>
      import('../features/cart/routes/cart-page').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: 'cart-summary',
    lazy: () =>
      import('../features/cart/routes/cart-summary-page').then((m) => ({
        Component: m.CartSummaryPage,
      })),
  },
  {
    path: 'user-profile',
    lazy: () =>
      import('../features/users/routes/user-profile-page').then((m) => ({
        Component: m.UserProfilePage,
      })),
  },
  {
    path: 'updated-css',
    lazy: () =>
      import('../features/events/routes/static-events-page').then((m) => ({
        Component: m.StaticEventsPage,
      })),
  },
  {
    path: 'operations',
    lazy: () =>
      import('../features/operations/routes/operations-login-page').then((m) => ({
        Component: m.OperationsLoginPage,
      })),
  },
  {
    path: 'operations/manage-events',
    lazy: () =>
      import('../features/operations/routes/manage-events-page').then((m) => ({
        Component: m.ManageEventsPage,
      })),
  },
  {
    path: 'operations/sales',
    lazy: () =>
      import('../features/operations/routes/sales-page').then((m) => ({ Component: m.SalesPage })),
  },
  {
    path: 'hire-with-us',
    lazy: () =>
      import('../features/content/routes/hire-with-us-page').then((m) => ({
        Component: m.HireWithUsPage,
      })),
  },
  {
    path: 'event-listing',
    lazy: () =>
      import('../features/events/routes/event-listing-page').then((m) => ({
        Component: m.EventListingPage,
      })),
  },
  {
    path: 'events/:id',
    lazy: () =>
      import('../features/events/routes/event-detail-page').then((m) => ({
        Component: m.EventDetailPage,
      })),
  },
  {
    // webmonk, codeslayer, machinester and IOT, in any casing; the loader 404s other slugs.
    path: 'course/:slug',
    lazy: () =>
      import('../features/catalog/routes/course-page').then((m) => ({
        loader: m.loadCoursePage,
        Component: m.CoursePage,
      })),
  },
  {
    path: 'programs',
    lazy: () =>
      import('../features/catalog/routes/programs-page').then((m) => ({
        Component: m.ProgramsPage,
      })),
  },
  {
    path: 'test',
    lazy: () =>
      import('../features/auth/routes/test-page').then((m) => ({ Component: m.TestPage })),
  },
  {
    path: 'payment-success',
    lazy: () =>
      import('../features/payments/routes/payment-success-page').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: 'policy',
    lazy: () =>
      import('../features/content/routes/policy-page').then((m) => ({ Component: m.PolicyPage })),
  },
  {
    path: 'terms_condition',
    lazy: () =>
      import('../features/content/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    // Also mounted standalone below; that one wins at /coupons (it is listed first), as in the spec.
    path: 'coupons',
    lazy: loadCouponsRoute,
  },
  {
    path: '*',
    lazy: () =>
      import('../features/content/routes/not-found-page').then((m) => ({
        Component: m.NotFoundPage,
      })),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullScreenPageLoader,
    errorElement: <RouteErrorBoundary />,
    children: [
      // The coupon admin page without header and footer (spec 2.1, first entry).
      {
        id: 'standalone',
        Component: StandaloneLayout,
        children: [{ id: 'coupons-standalone', path: 'coupons', lazy: loadCouponsRoute }],
      },
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          {
            // Pathless so that errors and the first-load spinner render inside the header and footer.
            id: 'site-pages',
            HydrateFallback: PageLoader,
            errorElement: <RouteErrorBoundary />,
            children: sitePages,
          },
        ],
      },
    ],
  },
];

function loadCouponsRoute() {
  return import('../features/coupons/routes/coupons-page').then((m) => ({
    Component: m.CouponsPage,
  }));
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
