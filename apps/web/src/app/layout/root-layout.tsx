import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';

/** Wraps both the site layout and the standalone pages: scroll handling and the load indicator. */
export function RootLayout() {
  // From here on the page answers clicks: a prerendered page's buttons are inert until hydration.
  // Browser tests wait for this mark before they press one (e2e/browser.ts gotoHydrated).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <NavigationProgress />
      {/* New pages open at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
