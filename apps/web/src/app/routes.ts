import { COUPON_READERS } from '@kaksha/shared';
import type { Role } from '@kaksha/shared';
import type { RouteObject } from 'react-router';
import { RequireSession } from './guards';
import { RootLayout } from './layout/root-layout';
import { SiteLayout } from './layout/site-layout';
import { StandaloneLayout } from './layout/standalone-layout';
import { FullScreenPageLoader, PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { learnerPages, staffPage, staffPages } from './route-table/private-pages';
import { publicPages } from './route-table/public-pages';

// Every page of the site, in three branches (the tables in route-table/):
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
