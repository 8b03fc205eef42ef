import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress';

/** Wraps both the site layout and the standalone pages: scroll handling and the load indicator. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      {/* New pages open at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
