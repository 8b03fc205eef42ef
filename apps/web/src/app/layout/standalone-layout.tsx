import { Outlet } from 'react-router';
import { HydrationMark } from './hydration-mark';
import { MAIN_CONTENT_ID } from './skip-link';

// No header here: the main content is all there is to hydrate before the session shows.
const ALL_PARTS = ['header', 'main'] as const;

/** For pages shown without header and footer (the standalone /coupons): still one main landmark. */
export function StandaloneLayout() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh outline-none">
      <Outlet />
      <HydrationMark parts={ALL_PARTS} />
    </main>
  );
}
