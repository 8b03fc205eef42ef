import type { RouteObject } from 'react-router';

// The public branch of the route table (app/routes.ts): no session needed to render; pages marked
// `prerender` are rendered to HTML at build time and hydrated.

export const publicPages: RouteObject[] = [
  {
    index: true,
    handle: { branch: 'public', prerender: true },
    // The landing page with the events feature's carousels in its slots (app/pages/home.tsx).
    lazy: () => import('../pages/home').then((m) => ({ Component: m.HomeRoute })),
  },
  {
    path: 'programs',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/catalog/routes/programs-page').then((m) => ({
        Component: m.ProgramsPage,
      })),
  },
  {
    // webmonk, codeslayer, machinester and IOT, in any casing; the loader 404s other slugs.
    path: 'course/:slug',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/catalog/routes/course-page').then((m) => ({
        loader: m.loadCoursePage,
        Component: m.CoursePage,
      })),
  },
  {
    path: 'event-listing',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/events/routes/event-listing-page').then((m) => ({
        Component: m.EventListingPage,
      })),
  },
  {
    path: 'events/:id',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/events/routes/event-detail-page').then((m) => ({
        loader: m.loadEventPage,
        Component: m.EventDetailPage,
        ErrorBoundary: m.EventErrorBoundary,
      })),
  },
  {
    path: 'updated-css',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/events/routes/static-events-page').then((m) => ({
        Component: m.StaticEventsPage,
      })),
  },
  {
    path: 'blog',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/blog/routes/blog-page').then((m) => ({ Component: m.BlogPage })),
  },
  {
    // The posts of content/blog, prerendered; the loader 404s other ids.
    path: 'blog/:id',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/blog/routes/blog-post-page').then((m) => ({
        loader: m.loadBlogPostPage,
        Component: m.BlogPostPage,
      })),
  },
  {
    path: 'campus-associate',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/campus-associate-page').then((m) => ({
        Component: m.CampusAssociatePage,
      })),
  },
  {
    // The spec's /About-us; the header's /about-us is the same route.
    path: 'about-us',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'hire-with-us',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/hire-with-us-page').then((m) => ({
        Component: m.HireWithUsPage,
      })),
  },
  {
    path: 'mentor',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/mentor-page').then((m) => ({
        Component: m.MentorPage,
      })),
  },
  {
    path: 'refer',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/refer-page').then((m) => ({ Component: m.ReferPage })),
  },
  {
    // Where every 'Request a call back' link leads (beyond the spec: a form of our own).
    path: 'request-call',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/callbacks/routes/request-call-page').then((m) => ({
        Component: m.RequestCallPage,
      })),
  },
  {
    path: 'policy',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/policy-page').then((m) => ({
        Component: m.PolicyPage,
      })),
  },
  {
    path: 'terms_condition',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/content/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'payment-success',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/payments/routes/payment-success-page').then((m) => ({
        Component: m.PaymentSuccessPage,
      })),
  },
  {
    path: 'unsuccess',
    handle: { branch: 'public', prerender: true },
    lazy: () =>
      import('../../features/payments/routes/payment-unsuccessful-page').then((m) => ({
        Component: m.PaymentUnsuccessfulPage,
      })),
  },
  {
    // Where the API sends a payment link's payer after the pay page (issue 27): not prerendered,
    // so it stays out of the sitemap (and says noindex).
    path: 'payment-link/done',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/payments/routes/payment-link-done-page').then((m) => ({
        Component: m.PaymentLinkDonePage,
      })),
  },
  // Public, but drawn from this browser's state (cart, session): served as the app shell.
  {
    path: 'cart',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/cart/routes/cart-page').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: 'login',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'signup',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'forgot-password',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: 'reset-password',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'verify-email',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    path: 'unsubscribe',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/recovery/routes/unsubscribe-page').then((m) => ({
        Component: m.UnsubscribePage,
      })),
  },
  {
    path: 'test',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/auth/routes/test-page').then((m) => ({ Component: m.TestPage })),
  },
  {
    path: 'operations',
    handle: { branch: 'public' },
    lazy: () =>
      import('../../features/operations/routes/operations-login-page').then((m) => ({
        Component: m.OperationsLoginPage,
      })),
  },
];
